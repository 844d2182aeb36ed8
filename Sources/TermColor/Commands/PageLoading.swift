import ArgumentParser
import ColorCore
import Foundation

/// Reads a page (PNG or JPEG) for any command, or ends the program with one line on stderr naming the file and
/// what is wrong (before the terminal is ever touched).
func loadPageOrExit(_ path: String) throws -> Page {
    do {
        return try PictureFile.read(path: path).page
    } catch {
        failAndExit("\(path): \(error.message)")
    }
}

/// One line on stderr, exit status 1.
func failAndExit(_ message: String) -> Never {
    FileHandle.standardError.write(Data("termcolor: \(message)\n".utf8))
    exit(1)
}
