/// The size of a time-lapse: the page's own, scaled down (aspect kept) to at most
/// `longestSide` pixels on its long side unless asked otherwise.
public enum FilmSize {
    public static let longestSide = 1080

    public static func standard(pageWidth: Int, pageHeight: Int) -> (width: Int, height: Int) {
        let long = max(pageWidth, pageHeight)
        guard long > longestSide else { return (pageWidth, pageHeight) }
        func scaled(_ side: Int) -> Int { max(1, (side * longestSide + long / 2) / long) }
        return (scaled(pageWidth), scaled(pageHeight))
    }

    /// `WxH` (as `--size` gives it), nil unless two whole numbers >= 1.
    public static func parse(_ text: String) -> (width: Int, height: Int)? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w >= 1, h >= 1 else { return nil }
        return (w, h)
    }
}
