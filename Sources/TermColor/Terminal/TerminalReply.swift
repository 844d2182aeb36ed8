/// An answer the terminal sent to one of our queries (not input from the person).
enum TerminalReply: Equatable {
    /// DECRPM, `CSI ? mode ; value $ y`, the answer to DECRQM `CSI ? mode $ p`: value 0 the
    /// mode is unknown, 1 set, 2 reset, 3 permanently set, 4 permanently reset.
    case mode(Int, value: Int)
    /// `CSI 6 ; height ; width t`, the answer to `CSI 16 t`: one cell's size in pixels.
    case cellPixels(width: Int, height: Int)

    init?(marker: UInt8?, intermediate: UInt8?, final: UInt8, params: [Int]) {
        if marker == UInt8(ascii: "?"), intermediate == UInt8(ascii: "$"), final == UInt8(ascii: "y"), params.count == 2 {
            self = .mode(params[0], value: params[1])
        } else if marker == nil, intermediate == nil, final == UInt8(ascii: "t"), params.count == 3, params[0] == 6 {
            self = .cellPixels(width: params[2], height: params[1])
        } else {
            return nil
        }
    }

    /// Whether a DECRPM value says the terminal knows the mode.
    static func modeIsKnown(_ value: Int) -> Bool { value >= 1 && value <= 4 }
}
