import ColorCore

/// Colours of everything on screen that is not the page (xterm indices, never 0-15).
public enum Chrome {
    public static let barBackground: UInt8 = 235
    public static let text: UInt8 = 252
    public static let highlight: UInt8 = 231
    public static let warning: UInt8 = 214
    public static let overlayBackground: UInt8 = 237
    public static let black: UInt8 = 16
}
