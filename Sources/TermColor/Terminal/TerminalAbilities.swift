/// What the terminal showed it can do, from the probe's replies and the environment: the facts
/// the pixel view, the colour depth and `termcolor doctor` decide from.
struct TerminalAbilities: Equatable {
    /// XTVERSION's answer, such as `xterm(379)` or `kitty(0.26.5)`.
    var version: String?
    /// DA1's numbers (the level first); nil when the terminal did not answer within the time.
    var primaryAttributes: [Int]?
    /// The kitty graphics query's answer ("OK" when the protocol works).
    var kittyMessage: String?
    /// XTSMGRAPHICS: the sixel colour registers, and the largest sixel image in pixels.
    var colourRegisters: Int?
    var largestSixel: (width: Int, height: Int)?
    /// XTGETTCAP: the terminal's own terminfo numbers and flags it answered for.
    var capabilities: [String: String] = [:]
    /// One cell in pixels, from the kernel's window size or `CSI 16 t`.
    var cellPixels: (width: Int, height: Int)?
    /// The highest palette colour the terminal said it has (OSC 4).
    var highestPaletteColour: Int?
    /// DECRPM for SGR-pixels mouse reports (mode 1016): 1-4 the terminal knows it.
    var pixelMouseMode: Int?
    /// tmux or GNU screen between the program and the terminal (from the environment): they
    /// pass no image protocol through, so images are never sent inside them.
    var multiplexer: String?
    /// How long the probe waited for its answers, in milliseconds.
    var milliseconds = 0.0

    static func == (a: Self, b: Self) -> Bool {
        a.version == b.version && a.primaryAttributes == b.primaryAttributes && a.kittyMessage == b.kittyMessage
            && a.colourRegisters == b.colourRegisters && a.largestSixel?.width == b.largestSixel?.width
            && a.largestSixel?.height == b.largestSixel?.height && a.capabilities == b.capabilities
            && a.cellPixels?.width == b.cellPixels?.width && a.cellPixels?.height == b.cellPixels?.height
            && a.pixelMouseMode == b.pixelMouseMode && a.highestPaletteColour == b.highestPaletteColour && a.multiplexer == b.multiplexer
    }

    /// The abilities `replies` show, inside `multiplexer` (nil: the terminal itself).
    init(replies: [ProbeReply], multiplexer: String?, cellPixels: (width: Int, height: Int)? = nil) {
        self.multiplexer = multiplexer
        self.cellPixels = cellPixels
        for reply in replies {
            switch reply {
            case .primaryAttributes(let numbers): primaryAttributes = numbers
            case .kittyGraphics(let message): kittyMessage = message
            case .graphicsAttribute(1, 0, let values) where !values.isEmpty: colourRegisters = values[0]
            case .graphicsAttribute(2, 0, let values) where values.count >= 2: largestSixel = (values[0], values[1])
            case .graphicsAttribute: break
            case .version(let text): version = text
            case .capability(let name, let value?): capabilities[name] = value
            case .capability: break
            case .cellPixels(let w, let h) where self.cellPixels == nil && w > 0 && h > 0: self.cellPixels = (w, h)
            case .cellPixels: break
            case .mode(1016, let value): pixelMouseMode = value
            case .mode: break
            case .paletteColour(let index, _): highestPaletteColour = max(highestPaletteColour ?? 0, index)
            }
        }
    }

    /// Whether the terminal answered at all (DA1 came back within the time).
    var answered: Bool { primaryAttributes != nil }
    /// DA1 lists attribute 4.
    var sixel: Bool { primaryAttributes?.dropFirst().contains(4) ?? false }
    /// The kitty graphics query was answered OK.
    var kittyGraphics: Bool { kittyMessage == "OK" }
    /// SGR-pixels mouse reports (DECRPM says the mode is known).
    var pixelMouse: Bool { pixelMouseMode.map { (1...4).contains($0) } ?? false }
    /// The colours the terminal itself says it has (XTGETTCAP `Co`), nil when it did not say.
    var colours: Int? { capabilities["Co"].flatMap { Int($0) } ?? capabilities["colors"].flatMap { Int($0) } }
    /// 24-bit colour, by the terminal's own XTGETTCAP `RGB` (or `Tc`).
    var directColour: Bool { capabilities["RGB"] != nil || capabilities["Tc"] != nil }

    /// tmux or GNU screen, from the environment a program inside them gets.
    static func multiplexer(environment: [String: String]) -> String? {
        if environment["TMUX"] != nil { return "tmux" }
        if environment["STY"] != nil { return "GNU screen" }
        let term = environment["TERM"] ?? ""
        if term.hasPrefix("tmux") { return "tmux" }
        if term == "screen" || term.hasPrefix("screen.") || term.hasPrefix("screen-") { return "tmux or GNU screen" }
        return nil
    }
}
