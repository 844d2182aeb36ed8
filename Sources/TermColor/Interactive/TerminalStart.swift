import ColorCore
import Foundation
import Storage

/// The terminal for an interactive command, or nil after one line on stderr saying why not (no
/// terminal, `dumb`, fewer than 8 colours); the terminal is left as it was then.
enum TerminalStart {
    /// What `--glyphs` and `--colors` asked for.
    struct Request {
        var glyphs = DisplayChoice.GlyphRequest.auto
        var colours = DisplayChoice.ColourRequest.auto
        var pixels = PixelRequest.auto
    }

    /// The terminal, how the page is drawn on it (24-bit colour only when ncurses could be given
    /// it, glyphs the C library can measure), and a note when less than asked could be given.
    static func take(_ request: Request = Request()) -> (terminal: Terminal, display: DisplayOptions, note: String?)? {
        let termNote: String?
        guard isatty(0) != 0, isatty(1) != 0 else {
            FileHandle.standardError.write(Data("termcolor: needs an interactive terminal (and a known TERM)\n".utf8))
            return nil
        }
        let probe = probeForPixels(request.pixels)
        let abilities = probe?.answers.abilities
        switch chooseTerm(request.colours, probed: abilities) {
        case .refuse(let line):
            probe?.shellMode.restore(on: 0)
            FileHandle.standardError.write(Data((line + "\n").utf8))
            return nil
        case .use(let name, let note):
            if name != DisplaySetup.term { setenv("TERM", name, 1) }
            termNote = note
        }
        let truecolor = DisplaySetup.wantsTruecolor(request.colours)
        // Not answered yet: glyphs now, and pixels once the answers come (`PixelUpgrade`).
        let (pixels, pixelNote) = probe?.answers.isComplete == false
            ? (nil, nil) : pixelOutput(request.pixels, abilities: abilities)
        let upgrade = probe.flatMap { $0.answers.isComplete ? nil : PixelUpgrade(request: request.pixels, answers: $0.answers) }
        guard var terminal = Terminal.start(directColour: truecolor, pixels: pixels, upgrade: upgrade,
                                            shellMode: probe?.shellMode) else {
            FileHandle.standardError.write(Data("termcolor: needs an interactive terminal (and a known TERM)\n".utf8))
            return nil
        }
        guard terminal.colourCount >= 8 else {
            terminal.stop()
            FileHandle.standardError.write(Data(fewColours(terminal.colourCount).utf8))
            return nil
        }
        // Glyphs are measured after ncurses has set the locale.
        let (glyphs, glyphNote) = DisplaySetup.glyphs(request.glyphs)
        let depth = DisplaySetup.depth(request.colours, truecolor: truecolor && terminal.isDirectColour,
                                       colourCount: terminal.colourCount)
        if depth == .ansi8 && terminal.colourCount > 8 { terminal.limitColours(to: 8) }
        // The pixel view shows the page in the terminal's own pixels, so its cell shape is the
        // measured one; glyphs alone keep the usual 1:2 cell.
        let cellShape = pixels.map { CellShape(pixelWidth: $0.view.cellWidth, height: $0.view.cellHeight) } ?? .usual
        let display = DisplayOptions(glyphs: glyphs, colours: depth, cellShape: cellShape)
        let note = [termNote, glyphNote ?? (truecolor && !terminal.isDirectColour ? DisplaySetup.noTruecolorNote : nil), pixelNote]
            .compactMap { $0 }.joined(separator: "; ")
        return (terminal, display, note.isEmpty ? nil : note)
    }

    /// The terminfo entry to start with (`TermChoice`). The terminal is asked (`TerminalProbe`,
    /// at most `TerminalProbe.limit`) only when TERM's entry has fewer than 256 colours or is missing, so a
    /// terminal whose TERM is right starts with no added wait.
    static func chooseTerm(_ request: DisplayChoice.ColourRequest, probed: TerminalAbilities? = nil) -> TermChoice {
        let term = DisplaySetup.term, environment = DisplaySetup.environment
        let colours = terminfoExists(term) ? Curses.terminfoNumber(term, "colors") ?? 0 : nil
        let needsAsking = colours.map { $0 < 256 } ?? true
        let abilities = probed ?? (needsAsking && !term.isEmpty && term != "dumb" ? TerminalProbe.run(coloursOnly: true, environment: environment) : nil)
        return TermChoice.decide(term: term, colours: colours, exists: terminfoExists, abilities: abilities, environment: environment,
                                 request: request)
    }

    /// The whole probe (waiting at most `TerminalProbe.startWait`), when pixels may be drawn: not when they are
    /// off, and not inside tmux or screen, which pass no image protocol through (there the start
    /// has no added wait at all). The terminal is left without echo until ncurses has it (`shellMode`).
    static func probeForPixels(_ request: PixelRequest,
                               environment: [String: String] = DisplaySetup.environment) -> (answers: ProbeAnswers, shellMode: ShellMode)? {
        let term = environment["TERM"] ?? ""
        guard request != .off, TerminalAbilities.multiplexer(environment: environment) == nil,
              !term.isEmpty, term != "dumb", term != "linux" else { return nil }
        return TerminalProbe.askBeforeCurses(environment: environment).map { (answers: $0.0, shellMode: $0.1) }
    }

    /// How the page area is drawn as an image (nil: glyphs), and a note when a protocol was asked
    /// for by name and cannot be had.
    static func pixelOutput(_ request: PixelRequest, abilities: TerminalAbilities?) -> (PixelOutput?, note: String?) {
        guard let abilities else {
            return (nil, request == .kitty || request == .sixel ? "--pixels \(request.rawValue): not asked inside a multiplexer or without a terminal that answers; glyphs" : nil)
        }
        let choice = PixelChoice(request, abilities: abilities)
        guard let kind = choice.protocolUsed, let cell = abilities.cellPixels else {
            return (nil, request == .kitty || request == .sixel ? "no \(request.rawValue) image: \(choice.reason); glyphs" : nil)
        }
        return (PixelOutput(kind: kind, cellWidth: cell.width, cellHeight: cell.height, registers: abilities.colourRegisters), nil)
    }

    /// The line said when TERM's terminfo entry has fewer than 256 colours, with the entry to try
    /// (TERM=xterm is a common default, in containers among others, where the terminal itself
    /// shows 256 colours).
    static func fewColours(_ count: Int, term: String? = ProcessInfo.processInfo.environment["TERM"]) -> String {
        let term = term ?? "unset"
        let wider = ["\(term)-256color", "xterm-256color"].first(where: terminfoExists)
        return "termcolor: needs a 256-colour terminal (TERM=\(term) has \(count))"
            + (wider.map { "; if yours shows 256 colours, run it with TERM=\($0)" } ?? "") + "\n"
    }

    /// Whether a terminfo entry of this name is installed (the folders ncurses reads).
    static func terminfoExists(_ name: String) -> Bool {
        guard let first = name.first, !name.contains("/") else { return false }
        let folders = UserFolders().terminfoFolders + ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo"]
        return folders.contains { FileManager.default.fileExists(atPath: "\($0)/\(first)/\(name)") }
    }
}
