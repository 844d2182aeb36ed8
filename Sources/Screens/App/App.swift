import ColorCore

/// The program with no terminal: a stack of screens, the last one active. Events go to the
/// active screen; its effects come back to the executable, except `open` and `close`, which
/// change the stack here. A change of the active screen's mouse mode becomes `setMouseMode`.
public struct App {
    /// Bottom first; never empty.
    public private(set) var screens: [any Screen]
    public private(set) var columns: Int, rows: Int
    /// The mouse mode the terminal was last asked for.
    public private(set) var mouseMode: MouseMode

    /// `first` must be drawn for `columns` x `rows` already; the terminal starts in its mouse
    /// mode.
    public init(_ first: any Screen, columns: Int, rows: Int) {
        screens = [first]
        self.columns = columns; self.rows = rows
        mouseMode = first.mouseMode
    }

    public var active: any Screen { screens[screens.count - 1] }

    public func frame() -> CellFrame { active.frame() }

    /// The active screen's `tickInterval`.
    public var tickInterval: Double? { active.tickInterval }
    /// Shows `screen` over the others (one the executable built from files, the gallery);
    /// returns the mouse mode change it needs, if any.
    public mutating func open(_ screen: any Screen) -> [Effect] {
        var screen = screen
        _ = screen.handle(.resized(columns: columns, rows: rows))
        screens.append(screen)
        guard active.mouseMode != mouseMode else { return [] }
        mouseMode = active.mouseMode
        return [.setMouseMode(mouseMode)]
    }

    /// Hands the active screen, when it is an `S`, what the executable made for it (a book
    /// gallery's previews, made as its tiles come into view).
    public mutating func changeActive<S: Screen>(as type: S.Type, _ change: (inout S) -> Void) {
        guard var screen = screens[screens.count - 1] as? S else { return }
        change(&screen)
        screens[screens.count - 1] = screen
    }

    /// Handles one event; returns the effects for the executable.
    public mutating func handle(_ event: AppEvent) -> [Effect] {
        if case .resized(let c, let r) = event {
            (columns, rows) = (c, r)
            // The screens below are shown again later, at this size.
            for i in screens.indices.dropLast() { _ = screens[i].handle(event) }
        }
        if case .cellShapeChanged = event {
            for i in screens.indices.dropLast() { _ = screens[i].handle(event) }
        }
        // A time-lapse's news reaches the screen that asked for it wherever it lies.
        if case .timeLapse = event {
            for i in screens.indices.dropLast() { _ = screens[i].handle(event) }
        }
        var out: [Effect] = []
        for effect in screens[screens.count - 1].handle(event) {
            switch effect {
            case .open(var screen):
                _ = screen.handle(.resized(columns: columns, rows: rows))
                screens.append(screen)
            case .close:
                if screens.count == 1 { out.append(.quit(Ending())) } else { screens.removeLast() }
            default:
                out.append(effect)
            }
        }
        if active.mouseMode != mouseMode {
            mouseMode = active.mouseMode
            out.append(.setMouseMode(mouseMode))
        }
        return out
    }
}
