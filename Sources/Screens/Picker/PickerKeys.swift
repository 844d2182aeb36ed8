import ColorCore

/// What a key asks the colour picker to do.
enum PickerAction: Equatable, Sendable {
    case move(dx: Int, dy: Int)
    case choose
    case lessChroma, moreChroma
    /// Type a colour as `#rrggbb`.
    case typeColour
    case close
}

/// The colour picker's keys and the gesture it handles, once (the man page test reads them here).
enum PickerKeys {
    static let table = KeyTable<PickerAction>([
        .keys(["arrows", "h", "j", "k", "l"], [(.left, .move(dx: -1, dy: 0)), (.right, .move(dx: 1, dy: 0)), (.up, .move(dx: 0, dy: -1)),
                                              (.down, .move(dx: 0, dy: 1)), (.char("h"), .move(dx: -1, dy: 0)),
                                              (.char("l"), .move(dx: 1, dy: 0)), (.char("k"), .move(dx: 0, dy: -1)),
                                              (.char("j"), .move(dx: 0, dy: 1))], "move over the colours"),
        .keys([(.enter, .choose), (.char(" "), .choose)], "choose the colour"),
        .mouse("click", "choose the colour clicked", short: "choose it"),
        .keys([(.char("-"), .lessChroma), (.char("_"), .lessChroma), (.char("+"), .moreChroma), (.char("="), .moreChroma)],
              "less / more colourful (24-bit colour)"),
        .keys([(.char("#"), .typeColour)], "type a colour as #rrggbb"),
        .keys([(.escape, .close), (.char("p"), .close), (.control("c"), .close)], "close without choosing"),
    ])
}
