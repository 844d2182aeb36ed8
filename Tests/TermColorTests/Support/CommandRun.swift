import Foundation

/// Runs the built `termcolor` binary (`TestTools.termcolor`) and captures what it says.
struct CommandRun {
    let status: Int32
    let stdout: String
    let stderr: String

    /// `environment` is added to the test's (`XDG_CONFIG_HOME` points nowhere unless given).
    /// `executable`: another program to run (one that runs termcolor in a setting of its own).
    init(_ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:],
         executable: String = TestTools.termcolor) throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = arguments
        if let folder { p.currentDirectoryURL = folder }
        var env = ProcessInfo.processInfo.environment
        env["SWIFT_BACKTRACE"] = "interactive=no"
        env["XDG_CONFIG_HOME"] = "/nonexistent/termcolor-tests"
        env.merge(environment) { $1 }
        p.environment = env
        // stderr goes to a file, so only one pipe is read and a chatty program cannot block.
        let errFile = TestFolders.root.appendingPathComponent("stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errFile.path, contents: nil)  // opening it below throws if this failed
        defer { try? FileManager.default.removeItem(at: errFile) }
        let out = Pipe()
        p.standardOutput = out
        p.standardError = try FileHandle(forWritingTo: errFile)
        p.standardInput = FileHandle.nullDevice
        try p.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        let errData = (try? Data(contentsOf: errFile)) ?? Data()
        status = p.terminationStatus
        stdout = String(decoding: outData, as: UTF8.self)
        stderr = String(decoding: errData, as: UTF8.self)
    }

    /// A fresh temporary folder for one test (removed at the latest when the tests end).
    static func temporaryFolder() throws -> URL {
        try TestFolders.make("cli")
    }
}
