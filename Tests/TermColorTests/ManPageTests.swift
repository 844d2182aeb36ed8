import Foundation
@testable import Screens
@testable import TermColor
import Testing

/// The man page (doc/termcolor.1, as `man` shows it) keeps up with the program: every command
/// and long option the argument parser knows, every key of every screen's key table (in that
/// screen's part of KEYS), and every settings key.
@Suite(TestTools.needsBinary) struct ManPageTests {
    /// The page as `man -l` renders it, wide enough that no tag wraps.
    static func rendered() throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["man", "-l", TestTools.repositoryRoot.appendingPathComponent("doc/termcolor.1").path]
        var env = ProcessInfo.processInfo.environment
        env["MANWIDTH"] = "200"; env["MANPAGER"] = "cat"; env["PAGER"] = "cat"
        p.environment = env
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The tags (the `.TP` heads) of a section (`KEYS`) or subsection (`The colour picker`),
    /// as text and as tokens.
    static func tags(in text: String, section: String) -> (text: [String], tokens: Set<String>) {
        var inside = false, tags: [String] = []
        for line in text.split(separator: "\n").map(String.init) {
            let indent = line.prefix { $0 == " " }.count
            if indent < 7, !line.trimmingCharacters(in: .whitespaces).isEmpty {
                inside = line.trimmingCharacters(in: .whitespaces) == section
                continue
            }
            guard inside, indent == 7 else { continue }
            let body = line.dropFirst(7)
            tags.append(String(body.range(of: "  ").map { body[..<$0.lowerBound] } ?? body))
        }
        // Words of the tags, without the punctuation around them ("Tab," "(H"), unless the
        // punctuation is the key itself (",").
        let tokens = Set(tags.flatMap { $0.split(separator: " ").map { word in
            word.count > 1 ? word.trimmingCharacters(in: CharacterSet(charactersIn: "(),:")) : String(word)
        } })
        return (tags, tokens)
    }

    static func missing<A>(_ table: KeyTable<A>, in text: String, section: String) -> [String] {
        let (tagText, tokens) = tags(in: text, section: section)
        return table.lines.flatMap { line in
            line.label.filter { label in
                label.contains(" ") ? !tagText.contains { $0.contains(label) } : !tokens.contains(label)
            }
        }
    }

    @Test func everyKeyOfEveryScreenIsDocumented() throws {
        let text = try Self.rendered()
        try #require(text.contains("KEYS"), "man could not render the page")
        #expect(Self.missing(ColoringKeys.table, in: text, section: "Colouring").isEmpty,
                "\(Self.missing(ColoringKeys.table, in: text, section: "Colouring"))")
        #expect(Self.missing(PickerKeys.table, in: text, section: "The colour picker").isEmpty,
                "\(Self.missing(PickerKeys.table, in: text, section: "The colour picker"))")
        #expect(Self.missing(CompareKeys.table, in: text, section: "Side by side (compare)").isEmpty,
                "\(Self.missing(CompareKeys.table, in: text, section: "Side by side (compare)"))")
    }

    @Test func everySettingsKeyIsDocumented() throws {
        let tokens = Self.tags(in: try Self.rendered(), section: "SETTINGS").tokens
        #expect(Settings.keys.map(\.name).filter { !tokens.contains($0) }.isEmpty)
    }

    @Test func everyCommandAndOptionIsDocumented() throws {
        let text = try Self.rendered()
        let dump = try CommandRun(["--experimental-dump-help"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        var missing: [String] = []
        func walk(_ command: [String: Any], root: Bool) {
            let name = command["commandName"] as? String ?? ""
            if !root && name != "help" && !text.contains("termcolor \(name)") && !text.contains("\(name) (the default)") {
                missing.append(name)
            }
            for argument in command["arguments"] as? [[String: Any]] ?? [] {
                for n in argument["names"] as? [[String: Any]] ?? [] where n["kind"] as? String == "long" {
                    let option = "--\(n["name"] as? String ?? "")"
                    if option != "--help" && option != "--version" && !text.contains(option) { missing.append("\(name) \(option)") }
                }
            }
            for sub in command["subcommands"] as? [[String: Any]] ?? [] { walk(sub, root: false) }
        }
        walk(try #require(json["command"] as? [String: Any]), root: true)
        #expect(missing.isEmpty, "doc/termcolor.1 does not mention: \(missing)")
    }
}
