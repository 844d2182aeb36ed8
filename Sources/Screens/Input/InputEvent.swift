/// One thing the person did at the terminal, decoded from its bytes.
public enum InputEvent: Equatable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    /// The terminal changed size (ncurses reports SIGWINCH as KEY_RESIZE).
    case resize
}

/// A key press. Control letters arrive as `.control("z")` (byte 26); printable text as `.char`.
public enum Key: Hashable, Sendable {
    case char(Unicode.Scalar)
    case control(Unicode.Scalar)
    case escape, tab, backTab, enter, backspace, delete
    case up, down, left, right, home, end, pageUp, pageDown
    /// A recognised but unused sequence (function keys and the like).
    case unknown
}

/// A mouse report at a 0-based cell, and where in it when the terminal reports pixels.
public struct MouseEvent: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case press, drag, release
        /// Motion with no button held (only in `MouseMode.allMotion`).
        case move
        case scrollUp, scrollDown
    }
    /// Which button: 0 left, 1 middle, 2 right; for X10 releases, the one we last saw pressed.
    public var kind: Kind
    public var button: Int
    public var column: Int
    public var row: Int
    /// With pixel reports (SGR-pixels, mode 1016): the pointer's position within the screen.
    public var pixel: PixelPosition?

    public init(kind: Kind, button: Int, column: Int, row: Int, pixel: PixelPosition? = nil) {
        self.kind = kind; self.button = button; self.column = column; self.row = row; self.pixel = pixel
    }
}

/// A pixel report in cell units: the middle of the reported screen pixel, as a column and row
/// plus the fraction across the cell, and the size of one screen pixel (the reports' step).
public struct PixelPosition: Equatable, Sendable {
    public var x: Double, y: Double
    public var stepX: Double, stepY: Double

    public init(x: Double, y: Double, stepX: Double, stepY: Double) {
        self.x = x; self.y = y; self.stepX = stepX; self.stepY = stepY
    }
}
