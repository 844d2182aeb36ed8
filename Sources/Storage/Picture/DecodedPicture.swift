import ColorCore

/// A picture file read as a page: its pixels, the format it came in, and, for a page drawn from
/// a description, what the person should know about how it was drawn (made smaller to fit).
public struct DecodedPicture {
    public let page: Page
    public let format: PictureFile.Format
    /// For the status line; nil when there is nothing to say.
    public let note: String?

    public init(page: Page, format: PictureFile.Format, note: String? = nil) {
        self.page = page
        self.format = format
        self.note = note
    }
}
