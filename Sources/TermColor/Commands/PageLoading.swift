import ArgumentParser
import ColorCore
import Storage
import Foundation

/// Reads a picture (PNG, JPEG, a PDF page, SVG) for any command, or ends the program with one
/// line on stderr naming the file and what is wrong (before the terminal is ever touched). A page
/// drawn smaller than it asked is said on stderr (stdout may be JSON).
func loadPageOrExit(_ path: String, choice: PageChoice = PageChoice()) throws -> Page {
    do {
        let decoded = try PictureFile.read(path: path, choice: choice)
        if let note = decoded.note { FileHandle.standardError.write(Data("termcolor: note: \(path): \(note)\n".utf8)) }
        return decoded.page
    } catch {
        failAndExit("\(path): \(error.message)")
    }
}

/// Reads a stroke log for any command, or ends the program with one line on stderr.
func loadStrokeLogOrExit(_ path: String) -> StrokeLog {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { failAndExit("\(path): no such file") }
    guard !isFolder.boolValue else { failAndExit("\(path): is a folder, not a stroke log") }
    let data: Data
    do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch { failAndExit("\(path): cannot read the stroke log") }
    do { return try StrokeLog(json: data) } catch { failAndExit("\(path): \(error.description)") }
}

/// A note on stderr when the log at `path`, which names the page digest `named`, was drawn on
/// another page of the same size than `page` (else a log replayed onto the wrong page gives
/// nonsense, unwarned). Only a note: the person asked for exactly this replay.
func noteIfDrawnOnAnotherPage(log path: String, named digest: String?, page: Page, pagePath: String) {
    guard let digest, digest != PageDigest.of(PageLayers(page: page)) else { return }
    // Named only when the name tells the pages apart: "another page (coffee.png)" said on
    // coffee.png reads as nonsense.
    let named = FileManager.default.contents(atPath: path).flatMap(StrokeLog.pageName(in:))
    let which = named.map { $0 == URL(fileURLWithPath: pagePath).lastPathComponent ? " of the same name" : " (\($0))" } ?? ""
    FileHandle.standardError.write(Data("termcolor: note: \(path) was drawn on another page\(which); replayed onto this one anyway\n".utf8))
}

/// `--as-is`: for the commands that open a page to colour.
struct PictureOptions: ParsableArguments {
    @Flag(name: .customLong("as-is"), help: "Open a photo as it is, instead of turning it into a coloring page first.")
    var asIs = false
}

/// The PNG an -o names (`SavePaths.pngName`: a bare name gets `.png`, as save-as gives it).
/// Stops for another extension (else `-o pic.jpg` would hold PNG data) or a folder.
func pngNameOrExit(_ path: String, refusal: String = "pictures are saved as PNG") -> String {
    var isFolder: ObjCBool = false
    let folder = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    guard !folder, let name = SavePaths.pngName(path) else {
        if path.isEmpty { failAndExit("-o needs a file name (such as picture.png)") }
        if folder || SavePaths.fileExtension(of: path).isEmpty { failAndExit("\(path): is a folder; -o names the file to write") }
        failAndExit("\(path): \(refusal); end the name with .png")
    }
    return name
}

/// The PNG replay's or snapshot's -o names; stops unless it is a PNG name and not the page itself.
func freeOutputOrExit(_ path: String, page: String) -> String {
    let output = pngNameOrExit(path)
    if SavePaths(page: page, output: output).overwrites(page: page) {
        failAndExit("\(output): would overwrite the page itself; choose another -o")
    }
    return output
}

/// The file a command writing `writer`'s output at `output` writes (a symlink's target); stops
/// unless nothing a person would lose is there (`OutputGuard`, the rule every writer obeys).
func writableOutputOrExit(_ output: String, as writer: OutputGuard.Writer, drawing log: String? = nil) -> String {
    if let harm = OutputGuard.harm(writing: output, as: writer, drawing: log) { failAndExit("\(output): \(OutputGuard.words(for: harm))") }
    return OutputGuard.target(of: output)
}

/// One line on stderr, exit status 1.
func failAndExit(_ message: String) -> Never {
    FileHandle.standardError.write(Data("termcolor: \(message)\n".utf8))
    exit(1)
}
