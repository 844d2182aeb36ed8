import ColorCore
import Foundation
import Testing

/// `termcolor play` in tmux at 200x60: the colouring plays, space pauses it, + speeds it up,
/// any other key ends it with exit status 0 and the terminal given back as it was.
@Suite(.serialized, TestTools.needsTmux)
struct PlayEndToEndTests {
    @Test func playsPausesAndEndsOnAKeyWithTheTerminalRestored() throws {
        let folder = try Tmux.temporaryFolder()
        try TimeLapseCommandTests.page.write(to: folder.appendingPathComponent("p.png"))
        try Data(TimeLapseCommandTests.log.utf8).write(to: folder.appendingPathComponent("log.json"))
        let t = try Tmux(columns: 200, rows: 60, arguments: ["play", "p.png", "log.json", "--speed", "0.5", "--frame-report"], folder: folder)
        guard try t.waitFor(text: "playing") else { return }
        #expect(try t.tmux(["display", "-p", "#{alternate_on}"]).hasPrefix("1"))
        try t.send(" ")
        guard try t.waitFor(text: "paused") else { return }
        // Paused: the count of events shown stays where it is.
        func shown() throws -> String? { try t.screen().split(separator: "\n").last { $0.contains("events") }.map(String.init) }
        let paused = try shown()
        Thread.sleep(forTimeInterval: 0.5)
        #expect(try shown() == paused)
        try t.send(" +++++")
        guard try t.waitFor(text: "finished") else { return }
        let count = try StrokeLog(json: Data(TimeLapseCommandTests.log.utf8)).events.count
        #expect(try t.screen().contains("\(count)/\(count) events"))
        try t.send("q")
        #expect(try t.waitForExit() == 0)
        let stty = (t.file("stty.txt") ?? "").split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init)
        for flag in ["icanon", "echo", "isig", "icrnl", "opost"] { #expect(stty.contains(flag), "stty: \(flag)") }
        #expect(try t.tmux(["display", "-p", "#{alternate_on}#{mouse_any_flag}#{mouse_button_flag}#{mouse_standard_flag}"]).hasPrefix("0000"))
        // The frames it promised, few of them late (a loose bound: the tests run a debug build
        // on a shared machine).
        let report = t.file("stderr.txt") ?? ""
        let numbers = report.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        #expect(report.hasPrefix("termcolor: play: ") && numbers.count == 3, "\(report)")
        if numbers.count == 3 { #expect(numbers[0] > 10 && numbers[2] * 2 <= numbers[0], "\(report)") }
    }

    @Test func aBadLogEndsBeforeTheTerminalIsTaken() throws {
        let folder = try Tmux.temporaryFolder()
        try TimeLapseCommandTests.page.write(to: folder.appendingPathComponent("p.png"))
        try Data("{}".utf8).write(to: folder.appendingPathComponent("log.json"))
        let t = try Tmux(columns: 80, rows: 24, arguments: ["play", "p.png", "log.json"], folder: folder)
        #expect(try t.waitForExit() == 1)
        let stderr = t.file("stderr.txt") ?? ""
        #expect(stderr.split(separator: "\n").count == 1 && stderr.hasPrefix("termcolor: log.json: "), "\(stderr)")
    }
}
