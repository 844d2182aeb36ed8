import ArgumentParser
import ColorCore

/// `--glyphs` and `--colors`: how the page is drawn (spec/cli.md, second round). The interactive
/// command and `snapshot` share them, so a snapshot shows what the screen would.
struct DisplayArguments: ParsableArguments {
    @Option(help: "Cell glyphs: auto (finer blocks on terminals known to draw them well, else half), half, quadrant or sextant.")
    var glyphs: DisplayChoice.GlyphRequest = .auto
    @Option(name: .customLong("colors"), help: "Colours: auto (24-bit when COLORTERM or terminfo says so), 256 or truecolor.")
    var colours: DisplayChoice.ColourRequest = .auto

    var request: TerminalStart.Request { TerminalStart.Request(glyphs: glyphs, colours: colours) }
}

extension DisplayChoice.GlyphRequest: ExpressibleByArgument {}
extension DisplayChoice.ColourRequest: ExpressibleByArgument {}
