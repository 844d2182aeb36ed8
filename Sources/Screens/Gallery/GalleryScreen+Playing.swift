import ColorCore

/// `t` (or `p`) on a recent picture: its colouring played over the whole screen from its stroke
/// log (the executable plays it; any key other than the playback keys ends it), then the gallery
/// again. A page not coloured yet has nothing to play.
extension GalleryScreen {
    mutating func play() -> [Effect] {
        guard let item = chosen else { return [] }
        guard let output = item.output else {
            message = "\(item.name) is not coloured yet: nothing to play"
            messageIsWarning = false
            return []
        }
        if item.pageMissing {
            message = GalleryItem.pageGoneNote(page: item.page, output: Self.shown(output), naming: false)
            messageIsWarning = true
            return []
        }
        message = ""
        return [.playColouring(page: item.page, picture: output)]
    }
}
