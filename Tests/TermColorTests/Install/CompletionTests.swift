import Foundation
import Testing

/// The completion scripts `make install` writes (`termcolor --generate-completion-script SHELL`),
/// run in bash, zsh and fish: the everyday command, `termcolor PAGE --option`, completes page
/// files and the default command's options, as the named subcommands do.
@Suite(.serialized, TestTools.needsBinary)
struct CompletionTests {
    static func shell(_ name: String) -> String? {
        let found = TestTools.executable(named: name)
        if found == nil && TestTools.endToEndRequired { Issue.record("\(name) is missing (make deps installs it)") }
        return found
    }

    /// A folder with page files and another file, and the script for `shell` in it.
    static func folder(for shell: String, file: String) throws -> URL {
        let folder = try CommandRun.temporaryFolder()
        for name in ["race-car.png", "river.jpg", "notes.txt"] { _ = FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: Data()) }
        let script = try CommandRun(["--generate-completion-script", shell])
        try Data(script.stdout.utf8).write(to: folder.appendingPathComponent(file))
        return folder
    }

    static let cases: [(line: String, expected: [String], absent: [String])] = [
        ("termcolor race", ["race-car.png"], []),
        ("termcolor ri", ["river.jpg"], []),
        ("termcolor race-car.png --gl", ["--glyphs"], []),
        ("termcolor race-car.png --glyphs s", ["sextant"], []),
        ("termcolor co", ["color", "compare", "convert"], []),
        ("termcolor replay --sm", ["--smoothing"], []),
        ("termcolor no", [], ["notes.txt"]),
    ]

    @Test func bashCompletesTheDefaultCommand() throws {
        guard let bash = Self.shell("bash") else { return }
        let folder = try Self.folder(for: "bash", file: "termcolor.bash")
        defer { try? FileManager.default.removeItem(at: folder) }
        for c in Self.cases {
            let script = """
                cd '\(folder.path)' && source ./termcolor.bash
                COMP_LINE='\(c.line)'; COMP_POINT=${#COMP_LINE}; read -ra COMP_WORDS <<< "$COMP_LINE"
                COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=()
                $(complete -p termcolor | sed 's/.* -F \\([^ ]*\\) .*/\\1/') termcolor "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
                printf '%s\\n' "${COMPREPLY[@]}"
                """
            let run = try CommandRun(["-c", script], executable: bash)
            let words = Set(run.stdout.split(separator: "\n").map(String.init))
            #expect(c.expected.allSatisfy(words.contains) && c.absent.allSatisfy { !words.contains($0) }, "bash [\(c.line)]: \(words.sorted())")
        }
    }

    @Test func fishCompletesTheDefaultCommand() throws {
        guard let fish = Self.shell("fish") else { return }
        let folder = try Self.folder(for: "fish", file: "termcolor.fish")
        defer { try? FileManager.default.removeItem(at: folder) }
        for c in Self.cases {
            let run = try CommandRun(["--no-config", "-c", "cd '\(folder.path)'; source termcolor.fish; complete -C '\(c.line)'"], executable: fish)
            let words = Set(run.stdout.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") })
            #expect(c.expected.allSatisfy(words.contains) && c.absent.allSatisfy { !words.contains($0) }, "fish [\(c.line)]: \(words.sorted())")
        }
    }

    /// zsh completes only in its line editor: an interactive zsh in a pseudo-terminal (zpty), the
    /// script on its fpath as the installed `_termcolor`, a Tab after each line; the line it
    /// shows then must hold the completed word.
    @Test func zshCompletesTheDefaultCommand() throws {
        guard let zsh = Self.shell("zsh") else { return }
        let folder = try Self.folder(for: "zsh", file: "_termcolor")
        defer { try? FileManager.default.removeItem(at: folder) }
        let single: [(line: String, completed: String)] = [("termcolor race", "termcolor race-car.png"),
                                                            ("termcolor race-car.png --gl", "termcolor race-car.png --glyphs"),
                                                            ("termcolor race-car.png --glyphs s", "termcolor race-car.png --glyphs sextant"),
                                                            ("termcolor replay --sm", "termcolor replay --smoothing")]
        let lines = single.map { "'\($0.line)' '\($0.completed)'" }.joined(separator: " ")
        let driver = """
            zmodload zsh/zpty
            zpty -b z 'zsh -f -i'
            zpty -w z "PS1='> '; fpath=('\(folder.path)' \\$fpath); autoload -Uz compinit; compinit -u -D; cd '\(folder.path)'; print READ\"\"Y"
            all=''; for i in {1..300}; do while zpty -r -t z out; do all+=$out; done; [[ $all == *READY* ]] && break; sleep 0.1; done
            [[ $all == *READY* ]] || print "NOT READY"
            for w want in \(lines); do
              zpty -w -n z "$w"$'\\t'
              all=''; for i in {1..150}; do sleep 0.1; while zpty -r -t z out; do all+=$out; done; [[ ${all//$'\\e'\\[[0-9;?]#[a-zA-Z]/} == *"$want"* ]] && break; done
              all=${all//$'\\e'\\[[0-9;?]#[a-zA-Z]/}
              print -r -- "LINE ${all//[$'\\a\\b\\r\\n']/}"
              zpty -w -n z $'\\C-u'; sleep 0.2; while zpty -r -t z out; do :; done
            done
            zpty -d z
            """
        let run = try CommandRun(["-f", "-c", driver], environment: ["TERM": "xterm-256color", "HOME": folder.path], executable: zsh)
        let shown = run.stdout.split(separator: "\n").filter { $0.hasPrefix("LINE ") }
        #expect(shown.count == single.count && !run.stdout.contains("NOT READY"), "\(run.stdout)")
        for (c, line) in zip(single, shown) {
            #expect(line.contains(c.completed), "zsh [\(c.line)]: \(line)")
        }
    }
}
