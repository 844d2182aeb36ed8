/// Colours of everything on screen that is not the page (xterm indices, never 0-15, the same at
/// every colour depth).
public enum Chrome {
    public static let barBackground: CellColour = 235
    public static let text: CellColour = 252
    public static let highlight: CellColour = 231
    public static let warning: CellColour = 214
    public static let overlayBackground: CellColour = 237
    public static let black: CellColour = 16
}
