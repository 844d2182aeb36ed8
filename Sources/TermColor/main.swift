import ArgumentParser
import Foundation

/// The `termcolor` command line (doc/termcolor.1): the interactive coloring book is the default
/// subcommand; `replay`, `regions` and `bench` run headless; `trace` is the tracing game.
struct TermColorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "termcolor",
        abstract: "A coloring book for the terminal.",
        // The colouring command is the default: say how to open a page first (else
        // `termcolor --help` shows only the subcommands).
        usage: """
        termcolor [PAGE.png|PAGE.jpg] [-o OUT.png] [options]   colour a page (no PAGE: the last picture)
        termcolor <subcommand>
        """,
        // The options a person needs first are named here: errors point to --glyphs and
        // --colors, and `termcolor --help` is where a person looks.
        discussion: """
        Options for colouring (all of them: termcolor help color):
          --glyphs auto|half|quadrant|sextant|mixed   the blocks cells are drawn with
          --colors auto|256|truecolor                 the colours the terminal is sent
          --fresh                                     start the picture again (the old one is kept)
          --close-gaps PX                             close gaps in the lines up to PX pixels wide
        Keys: press ? while colouring.
        """,
        // Raised by hand when a release is cut (the Makefile's install copies this binary as is).
        version: "termcolor 0.9.0",
        subcommands: [ColorCommand.self, GalleryCommand.self, CompareCommand.self, ReplayCommand.self, RegionsCommand.self,
                      ConvertCommand.self, BenchCommand.self, TraceCommand.self, SnapshotCommand.self, TimeLapseCommand.self, PlayCommand.self,
                      DoctorCommand.self, ExportCommand.self],
        defaultSubcommand: ColorCommand.self)
}

// As `main()` does, except that a mistake on the command line is one line on stderr, like every
// other error (ArgumentParser's own is four to six, its usage line wrapping on 80 columns);
// help and the version print in full. What `run` throws (an exit status) is handled as before.
// The completion scripts, with the default command completed too (`DefaultCommandCompletion`).
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--generate-completion-script",
   let shell = CompletionShell(rawValue: CommandLine.arguments[2]) {
    let names = TermColorCommand.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
    print(DefaultCommandCompletion.script(for: shell, subcommands: names), terminator: "")
    exit(0)
}
var command: any ParsableCommand
do {
    command = try TermColorCommand.parseAsRoot()
} catch {
    let code = TermColorCommand.exitCode(for: error)
    guard code != .success else { TermColorCommand.exit(withError: error) }
    let words = TermColorCommand.message(for: error).split(whereSeparator: \.isNewline).joined(separator: " ")
    // The help of the subcommand that was typed, when one was.
    let names = TermColorCommand.configuration.subcommands.compactMap { $0.configuration.commandName }
    let help = CommandLine.arguments.dropFirst().first.flatMap { names.contains($0) ? "termcolor help \($0)" : nil } ?? "termcolor --help"
    FileHandle.standardError.write(Data("termcolor: \(words) (\(help) says more)\n".utf8))
    exit(code.rawValue)
}
do {
    try command.run()
} catch {
    TermColorCommand.exit(withError: error)
}
