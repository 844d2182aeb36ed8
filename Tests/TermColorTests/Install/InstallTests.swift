import Foundation
import Testing

/// `make install DESTDIR=... PREFIX=/usr` puts a working command in place: the binary answers
/// `--help`, `man -l` reads the installed page, the completions are there, and the installed
/// binary, started with no page in an empty folder, opens a bundled page that it found beside
/// itself. `make uninstall` takes it all away again. (The debug build is installed:
/// INSTALL_BIN spares the test a release build.)
@Suite(.serialized, TestTools.needsTmux) struct InstallTests {
    static func run(_ command: String, _ arguments: [String], in folder: URL = TestTools.repositoryRoot,
                    environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = [command] + arguments
        p.currentDirectoryURL = folder
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { $1 }
        p.environment = env
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("termcolor-install-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: out) }
        let handle = try FileHandle(forWritingTo: out)
        p.standardOutput = handle
        p.standardError = handle
        p.standardInput = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        try handle.close()
        return (p.terminationStatus, (try? String(contentsOf: out, encoding: .utf8)) ?? "")
    }

    @Test func installPutsAWorkingCommandInPlaceAndUninstallRemovesIt() throws {
        let stage = try CommandRun.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: stage) }
        let make = ["DESTDIR=\(stage.path)", "PREFIX=/usr", "INSTALL_BIN=\(TestTools.termcolor)"]
        let install = try Self.run("make", ["--no-print-directory", "install"] + make)
        try #require(install.status == 0, "make install failed: \(install.output)")
        let usr = stage.appendingPathComponent("usr")
        let bin = usr.appendingPathComponent("bin/termcolor").path

        let help = try Self.run(bin, ["--help"])
        #expect(help.status == 0 && help.output.contains("USAGE: termcolor") && help.output.contains("compare"), "\(help.output)")

        let manPage = usr.appendingPathComponent("share/man/man1/termcolor.1").path
        let man = try Self.run("man", ["-l", manPage], environment: ["MANPAGER": "cat", "PAGER": "cat", "MANWIDTH": "100"])
        #expect(man.status == 0 && man.output.contains("termcolor - a coloring book for the terminal")
                && man.output.contains("SETTINGS"), "\(man.output.prefix(400))")

        for (file, marker) in [("share/bash-completion/completions/termcolor", "complete"), ("share/zsh/site-functions/_termcolor", "#compdef termcolor"),
                               ("share/fish/vendor_completions.d/termcolor.fish", "complete -c 'termcolor'")] {
            let text = (try? String(contentsOf: usr.appendingPathComponent(file), encoding: .utf8)) ?? ""
            #expect(text.contains(marker) && text.contains("replay"), "\(file)")
        }
        let bash = try Self.run("bash", ["-c", "source '\(usr.path)/share/bash-completion/completions/termcolor' && complete -p termcolor"])
        #expect(bash.status == 0 && bash.output.contains("termcolor"), "\(bash.output)")

        // No page given, started in an empty folder far from the repository: the installed
        // binary finds the bundled pages installed beside it (share/termcolor/pages).
        let work = try Tmux.temporaryFolder()
        let state = work.appendingPathComponent("state")
        let script = "cd '\(work.path)' && env TERM=tmux-256color LANG=C.UTF-8 XDG_STATE_HOME='\(state.path)' XDG_CONFIG_HOME='\(state.path)' "
            + "'\(bin)' 2> stderr.txt; echo $? > exit.txt; sleep 20"
        let tmux = try Tmux(columns: 100, rows: 30, script: script, folder: work)
        #expect(try tmux.waitUntil("the bundled page, opened") { try tmux.screen().contains("scene-colored.png") })
        try tmux.send("Q")
        #expect(try tmux.waitForExit() == 0)

        let uninstall = try Self.run("make", ["--no-print-directory", "uninstall"] + make)
        #expect(uninstall.status == 0, "\(uninstall.output)")
        let left = FileManager.default.enumerator(atPath: stage.path)?.compactMap { name -> String? in
            let path = stage.appendingPathComponent(name as! String).path
            var folder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && !folder.boolValue ? path : nil
        } ?? []
        #expect(left.isEmpty, "left after uninstall: \(left)")
    }
}
