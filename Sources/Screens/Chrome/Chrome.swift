/// Colours of everything on screen that is not the page (xterm indices, never 0-15).
enum Chrome {
    static let barBackground: UInt8 = 235
    static let text: UInt8 = 252
    static let highlight: UInt8 = 231
    static let warning: UInt8 = 214
    static let overlayBackground: UInt8 = 237
    static let black: UInt8 = 16
}
