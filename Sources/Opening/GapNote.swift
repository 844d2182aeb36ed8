import ColorCore

/// The status line's note when gaps were closed without being asked for: how many, and how to
/// have the page's own regions instead. A forced width (`--close-gaps PX`) was asked for, and
/// says nothing.
enum GapNote {
    static func text(for lineArt: LineArt) -> String? {
        guard lineArt.closedGaps.largeShape != nil, lineArt.bridgeCount > 0 else { return nil }
        let gaps = lineArt.bridgeCount == 1 ? "1 gap" : "\(lineArt.bridgeCount) gaps"
        return "closed \(gaps) (--close-gaps 0 turns it off)"
    }
}
