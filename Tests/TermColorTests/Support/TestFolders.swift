import Foundation

/// Every folder the command and end-to-end tests make lives under one folder per test process,
/// removed when the process exits: a test that forgets to clean up, a session a test leaves
/// running, or a folder made read-only on purpose no longer leaves litter in the temporary folder.
enum TestFolders {
    /// `termcolor-tests-PID` in the temporary folder, made on first use.
    static let root: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("termcolor-tests-\(getpid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { TestFolders.removeRoot() }
        return url
    }()

    /// A fresh folder named `prefix-` and 8 random hex digits under the root (short: some
    /// tests read whole paths back from an 80- or 120-column status line).
    static func make(_ prefix: String) throws -> URL {
        while true {
            let url = root.appendingPathComponent("\(prefix)-\(UUID().uuidString.prefix(8))")
            // Made only if new (two tests never share a folder by chance).
            if mkdir(url.path, 0o755) == 0 { return url }
            guard errno == EEXIST else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path]) }
        }
    }

    /// Removes the root, after making every folder in it writable again (some tests take the
    /// write permission away to see a save refused).
    static func removeRoot() {
        let fm = FileManager.default
        let path = root.path
        var folders = [path]
        while let folder = folders.popLast() {
            chmod(folder, 0o700)
            for name in (try? fm.contentsOfDirectory(atPath: folder)) ?? [] {
                let child = folder + "/" + name
                var isFolder: ObjCBool = false
                if fm.fileExists(atPath: child, isDirectory: &isFolder), isFolder.boolValue,
                   (try? fm.destinationOfSymbolicLink(atPath: child)) == nil {
                    folders.append(child)
                }
            }
        }
        try? fm.removeItem(atPath: path)
    }
}
