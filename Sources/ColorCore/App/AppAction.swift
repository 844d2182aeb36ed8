/// What a key asks the coloring book to do.
public enum AppAction: Equatable {
    case selectColour(Int)
    case previousColour, nextColour
    case smallerBrush, largerBrush
    case toggleFill
    case undo, redo
    case askClear
    case save
    /// Type a path on the status line and save there.
    case saveAs
    /// Give the terminal back and stop (job control); `fg` resumes. Done by the run loop.
    case suspend
    case saveAndQuit
    case quitWithoutSaving
    case toggleHelp
    case dismiss
    // Viewing and keyboard painting (issue 6).
    case zoomIn, zoomOut, fitPage
    /// Pan by a fraction of the view: -1, 0 or 1 per axis.
    case pan(dx: Int, dy: Int)
    /// Move the keyboard cursor by display pixels.
    case moveCursor(dx: Int, dy: Int)
    case togglePen, fillAtCursor
    case nextRegion
    case pickColour
    case toggleLineArt
    case none
}

/// The keyboard layout (issue 4 item 4), in one place so the help overlay and the tests agree.
public enum KeyBindings {

    public static func action(for key: Key) -> AppAction {
        switch key {
        case .char(let c):
            switch c {
            case "1"..."9": return .selectColour(Int(c.value) - 0x31)
            case "0": return .selectColour(9)
            case "[": return .previousColour
            case "]": return .nextColour
            case "-", "_": return .smallerBrush
            case "+", "=": return .largerBrush
            case "f", "F": return .toggleFill
            case "u": return .undo
            case "r": return .redo
            case "c": return .askClear
            case "s": return .save
            case "S": return .saveAs
            case "q": return .saveAndQuit
            case "Q": return .quitWithoutSaving
            case "?": return .toggleHelp
            case ">", ".": return .zoomIn
            case "<", ",": return .zoomOut
            case "h": return .moveCursor(dx: -1, dy: 0)
            case "j": return .moveCursor(dx: 0, dy: 1)
            case "k": return .moveCursor(dx: 0, dy: -1)
            case "l": return .moveCursor(dx: 1, dy: 0)
            case "H": return .moveCursor(dx: -KeyboardCursor.Step.big, dy: 0)
            case "J": return .moveCursor(dx: 0, dy: KeyboardCursor.Step.big)
            case "K": return .moveCursor(dx: 0, dy: -KeyboardCursor.Step.big)
            case "L": return .moveCursor(dx: KeyboardCursor.Step.big, dy: 0)
            case " ": return .togglePen
            case "n": return .nextRegion
            case "e": return .pickColour
            case "v": return .toggleLineArt
            default: return .none
            }
        case .tab: return .nextColour
        case .backTab: return .previousColour
        case .control("z"): return .suspend
        case .control("y"): return .redo
        case .control("c"): return .saveAndQuit
        case .escape: return .dismiss
        case .enter: return .fillAtCursor
        case .home: return .fitPage
        case .left: return .pan(dx: -1, dy: 0)
        case .right: return .pan(dx: 1, dy: 0)
        case .up: return .pan(dx: 0, dy: -1)
        case .down: return .pan(dx: 0, dy: 1)
        default: return .none
        }
    }
}
