import ArgumentParser
import ColorCore
import Foundation

/// `termcolor doctor`: what the terminal was found to show and what termcolor will use there and
/// why, as one block a person can paste into a bug report.
struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Say what this terminal can show and what termcolor will use (for a bug report).")

    @Option(help: "As the coloring book would be asked: auto, kitty, sixel or off.")
    var pixels: PixelRequestArgument = .init(.auto)

    func run() throws {
        let environment = DisplaySetup.environment
        guard let abilities = TerminalProbe.run(environment: environment) else {
            FileHandle.standardError.write(Data("termcolor: doctor asks the terminal it runs in, and this process has none\n".utf8))
            throw ExitCode(1)
        }
        Curses.setLocale()
        let term = environment["TERM"] ?? ""
        var report = DoctorReport(abilities: abilities, environment: environment,
                                  terminfoColours: Curses.terminfoNumber(term, "colors"),
                                  terminfoDirect: Curses.terminfoFlag(term, "RGB") == true,
                                  glyphs: DisplaySetup.glyphs(.auto).0, pixels: pixels.request)
        // As the coloring book would choose, with what the probe found.
        let choice = TermChoice.decide(term: term, colours: TerminalStart.terminfoExists(term) ? Curses.terminfoNumber(term, "colors") ?? 0 : nil,
                                       exists: TerminalStart.terminfoExists, abilities: abilities, environment: environment)
        report.termChoice = choice
        report.cellSizeFromKernel = abilities.cellPixels.map { _ in Self.cellSizeFromKernel() }
        if case .use(let entry, _) = choice {
            let count = Curses.terminfoNumber(entry, "colors") ?? 0
            let truecolor = DisplayChoice.wantsTruecolor(.auto, environment: environment) { Curses.terminfoFlag(entry, $0) == true }
                && (Curses.terminfoFlag(entry, "RGB") == true
                    || DisplayChoice.directTerminfoNames(for: entry).contains { Curses.terminfoFlag($0, "RGB") == true })
            report.depth = DisplaySetup.depth(.auto, truecolor: truecolor, colourCount: count)
        }
        print(report.text, terminator: "")
    }

    /// Whether the kernel's window size gives the cell size (the probe takes it first, else the
    /// terminal's `CSI 16 t` answer).
    static func cellSizeFromKernel() -> Bool {
        let tty = open("/dev/tty", O_RDWR | O_NOCTTY)
        guard tty >= 0 else { return false }
        defer { close(tty) }
        return TerminalProbe.cellPixelsFromWindowSize(tty) != nil
    }
}

/// `--pixels`' values for ArgumentParser.
struct PixelRequestArgument: ExpressibleByArgument {
    let request: PixelRequest
    init(_ request: PixelRequest) { self.request = request }
    init?(argument: String) {
        guard let r = PixelRequest(rawValue: argument) else { return nil }
        request = r
    }
    static var allValueStrings: [String] { PixelRequest.allCases.map(\.rawValue) }
    var defaultValueDescription: String { request.rawValue }
}
