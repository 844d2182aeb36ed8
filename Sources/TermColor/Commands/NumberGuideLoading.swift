import ColorCore
import Storage

/// The colour-by-number guide in the page file at `path` for a page of `width` x `height`: nil
/// when it has none; a guide that cannot be read ends the program with one line saying why.
func numberGuideOrExit(_ path: String, width: Int, height: Int) -> NumberedPage? {
    do { return try NumberedPageChunk.guide(inFileAt: path, width: width, height: height) } catch {
        failAndExit("\(path): \(error.message)")
    }
}
