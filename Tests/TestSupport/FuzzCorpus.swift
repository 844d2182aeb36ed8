import Foundation

/// With `TERMCOLOR_FUZZ_CORPUS=DIR` (set by `make fuzz`), a decoder's fuzz test also writes its
/// seed files and fixed mutated cases to DIR/BRIDGE/, the corpus the sanitizer fuzzing of that
/// C bridge (tools/fuzz/run.sh BRIDGE) starts from. Without it, nothing is written.
public struct FuzzCorpus: Sendable {
    public let folder: URL?

    public init(bridge: String) {
        folder = ProcessInfo.processInfo.environment["TERMCOLOR_FUZZ_CORPUS"].map {
            URL(fileURLWithPath: $0).appendingPathComponent(bridge)
        }
    }

    public func save(_ bytes: [UInt8], as name: String) {
        guard let folder else { return }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? Data(bytes).write(to: folder.appendingPathComponent(name))
    }
}
