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
            case "?", "h": return .toggleHelp
            default: return .none
            }
        case .tab: return .nextColour
        case .backTab: return .previousColour
        case .control("z"): return .suspend
        case .control("y"): return .redo
        case .control("c"): return .saveAndQuit
        case .escape: return .dismiss
        default: return .none
        }
    }
}
