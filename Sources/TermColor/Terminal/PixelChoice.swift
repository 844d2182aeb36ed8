/// `--pixels auto|kitty|sixel|off`: how the page area reaches the screen.
enum PixelRequest: String, CaseIterable, Sendable {
    case auto, kitty, sixel, off
}

/// The image protocol the page area is drawn with, or none (glyphs), and why: what `doctor`
/// prints and a note says when less than asked could be given.
struct PixelChoice: Equatable {
    enum Kind: String, Equatable { case kitty, sixel }
    /// nil: glyphs.
    let protocolUsed: Kind?
    let reason: String

    /// The kitty protocol where its query said OK, else sixel where DA1 lists it, else glyphs;
    /// a protocol asked for by name only when the terminal showed it; never inside a multiplexer
    /// (tmux and screen pass neither protocol through).
    init(_ request: PixelRequest, abilities a: TerminalAbilities) {
        if request == .off {
            (protocolUsed, reason) = (nil, "--pixels off")
        } else if let m = a.multiplexer {
            (protocolUsed, reason) = (nil, "inside \(m), which passes no image protocol through")
        } else if !a.answered {
            (protocolUsed, reason) = (nil, "the terminal answered no query within the time")
        } else if a.cellPixels == nil {
            (protocolUsed, reason) = (nil, "the terminal does not say its cell size in pixels")
        } else if request != .sixel, a.kittyGraphics {
            (protocolUsed, reason) = (.kitty, "the kitty graphics query answered OK")
        } else if request != .kitty, a.sixel {
            (protocolUsed, reason) = (.sixel, "DA1 lists sixel graphics (attribute 4)")
        } else if request == .auto {
            (protocolUsed, reason) = (nil, "the terminal showed neither the kitty protocol nor sixel")
        } else {
            (protocolUsed, reason) = (nil, "--pixels \(request.rawValue) asked, but the terminal did not show it")
        }
    }
}
