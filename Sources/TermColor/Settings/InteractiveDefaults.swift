import ColorCore
import Foundation
import Screens
import Storage

/// What the interactive commands (`color`, `compare`) take from the command line, else the
/// settings file, else the built-in defaults. Read and checked before the terminal is touched:
/// a bad settings file or palette ends the program with one line naming the file.
struct InteractiveDefaults {
    var palette = ColorPalette.standard
    var brushCells: Double?
    var mode = RegionMode.optimized
    /// For a new picture, where the command line does not say (`StrokeStyle`'s rule).
    var smoothing = Smoothing.hermite
    var outputFolder: String?
    var glyphs = DisplayChoice.GlyphRequest.auto
    var colours = DisplayChoice.ColourRequest.auto
    var pixels = PixelRequest.auto
    /// The one warning about unknown settings keys, for the status line.
    var notice: String?

    static func resolve(paletteOption: String?, mode: RegionMode?,
                        display: DisplayArguments = DisplayArguments(),
                        folders: UserFolders = UserFolders()) -> InteractiveDefaults {
        var d = InteractiveDefaults()
        var settings = Settings()
        if let path = folders.settingsFile {
            do { settings = try Settings.load(path: path, home: folders.home) } catch { failAndExit(error.description) }
            d.notice = settings.unknownKeysWarning(path: path)
        }
        if let file = paletteOption ?? settings.palette { d.palette = loadPaletteOrExit(file) }
        d.brushCells = settings.brushCells
        d.mode = mode ?? settings.mode ?? .optimized
        d.smoothing = settings.smoothing ?? .hermite
        d.outputFolder = settings.outputFolder
        d.glyphs = display.glyphs ?? settings.glyphs ?? .auto
        d.colours = display.colours ?? settings.colours ?? .auto
        d.pixels = display.pixels?.request ?? settings.pixels ?? .auto
        return d
    }

    /// How the terminal should draw, as resolved above.
    var display: TerminalStart.Request { TerminalStart.Request(glyphs: glyphs, colours: colours, pixels: pixels) }
}
