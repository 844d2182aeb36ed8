import ArgumentParser
import ColorCore

/// `--glyphs` and `--colors`: how the page is drawn (the README's Colouring, doc/termcolor.1). The interactive
/// command and `snapshot` share them, so a snapshot shows what the screen would. Not given, the
/// interactive commands take the settings file's `glyphs` and `colors`, then auto; `snapshot`
/// reads no settings file (like `replay`), so it is auto there.
struct DisplayArguments: ParsableArguments {
    @Option(help: "Cell glyphs: auto (finer blocks on terminals known to draw them well, else half), half, quadrant, sextant or mixed (each cell the best of half blocks, quadrants, sextants and eighth blocks).")
    var glyphs: DisplayChoice.GlyphRequest?
    @Option(name: .customLong("colors"), help: "Colours: auto (24-bit when COLORTERM or terminfo says so; the terminal's 16 or 8 when it has no more), 256, truecolor, 16 or 8.")
    var colours: DisplayChoice.ColourRequest?
    @Option(help: "The page drawn as an image: auto (the kitty protocol or sixel where the terminal shows it, never inside tmux or screen), kitty, sixel or off (glyphs).")
    var pixels: PixelRequestArgument?

}

extension DisplayChoice.GlyphRequest: ExpressibleByArgument {}
extension DisplayChoice.ColourRequest: ExpressibleByArgument {}
