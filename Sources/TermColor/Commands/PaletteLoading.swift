import ColorCore
import Foundation
import Screens

/// Reads a GIMP palette for the palette bar, or ends the program with one line on stderr naming
/// the file (and the line) and what is wrong.
func loadPaletteOrExit(_ path: String) -> [ColorPalette.Entry] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { failAndExit("\(path): no such file") }
    guard !isFolder.boolValue else { failAndExit("\(path): is a folder, not a palette") }
    guard let data = FileManager.default.contents(atPath: path) else { failAndExit("\(path): cannot read it") }
    guard data.count <= 4 << 20 else { failAndExit("\(path): too large for a palette (over 4 MB)") }
    guard let text = String(data: data, encoding: .utf8) else { failAndExit("\(path): not a text file, so not a GIMP palette") }
    do {
        let palette = try GIMPPalette(text: text)
        return palette.colours.map { ColorPalette.Entry(name: $0.name.isEmpty ? $0.rgb.hex : $0.name, rgb: $0.rgb) }
    } catch {
        failAndExit("\(path): \(error.description)")
    }
}
