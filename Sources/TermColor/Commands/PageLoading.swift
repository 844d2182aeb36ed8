import ArgumentParser
import ColorCore
import Storage
import Foundation

/// Reads a page for any command, or ends the program with one line on stderr naming the file and
/// what is wrong (before the terminal is ever touched).
func loadPageOrExit(_ path: String) throws -> Page {
    do {
        return try PNGCodec.read(path: path)
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

/// One line on stderr, exit status 1.
func failAndExit(_ message: String) -> Never {
    FileHandle.standardError.write(Data("termcolor: \(message)\n".utf8))
    exit(1)
}
