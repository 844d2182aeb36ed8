import ArgumentParser
import ColorCore
import Foundation
import Storage
import Tracing

/// `termcolor trace [TEXT] [--result RESULT.json]`: the letter-tracing game (the README's Tracing game).
struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Trace letters, digits and shapes: a game for children learning to write.",
        discussion: """
            TEXT is what to trace, one letter or digit at a time (A-Z, a-z, 0-9); the words line, zigzag, \
            circle and star are shapes. Without TEXT: the alphabet A to Z. Draw with the mouse, or move the \
            cursor with h j k l (or the arrows) and press Space to put the pen down and lift it. Start at the \
            green dot and follow the arrows; Enter goes on to the next one, u undoes a line, q quits.
            """)

    @Argument(help: ArgumentHelp("What to trace (default: the alphabet).", valueName: "TEXT")) var text: [String] = []
    @Option(help: ArgumentHelp("Write how it went, as JSON, when the game ends.", valueName: "RESULT.json"))
    var result: String?
    @Option(name: .customLong("colors"), help: "Colours: auto (the terminal's 16 or 8 when it has no more), 256, truecolor, 16 or 8.")
    var colours: DisplayChoice.ColourRequest?

    func run() throws {
        let items: [TraceItem]
        do {
            // An empty TEXT ("") is no text too: the alphabet.
            let joined = text.joined(separator: " ")
            items = joined.allSatisfy(\.isWhitespace) ? TraceItem.alphabet : try TraceItem.items(from: joined)
        } catch {
            failAndExit(error.message)
        }
        // Said before the terminal is touched, not after the child has played.
        if let result, let problem = TextFile.folderProblem(for: result) {
            failAndExit("cannot write the result to \(result): \(problem)")
        }
        let status = TraceStart.run(items: items, resultPath: result, colours: colours ?? .auto)
        if status != 0 { throw ExitCode(status) }
    }
}
