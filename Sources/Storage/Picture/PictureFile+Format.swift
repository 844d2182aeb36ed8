import Foundation

extension PictureFile {
    /// The format of the file at `path` by its first bytes (`sniff`); nil for another file or
    /// one that cannot be read. For listing a folder's pages without decoding them.
    public static func format(ofFileAt path: String) -> Format? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: headBytes) else { return nil }
        return sniff([UInt8](head))
    }
}
