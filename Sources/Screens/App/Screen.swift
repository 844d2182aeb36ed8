import ColorCore

/// One full-screen part of the program (colouring, the gallery, the tracing game, the side by
/// side comparison): events in, effects out, and a cell frame to show. A screen touches
/// no files, no environment and no terminal: what must happen outside is an `Effect` that the
/// executable carries out, and its result comes back as an `AppEvent`.
public protocol Screen {
    /// Handles one event; returns what the outside world must do, in order.
    mutating func handle(_ event: AppEvent) -> [Effect]
    /// The whole screen, the size of the last `resized` event.
    func frame() -> CellFrame
    /// The mouse reports this screen needs; `App` asks the terminal for them when they change.
    var mouseMode: MouseMode { get }
    /// Seconds between `tick` events while the screen animates something; nil for none.
    var tickInterval: Double? { get }
}

extension Screen {
    public var mouseMode: MouseMode { .buttons }
    public var tickInterval: Double? { nil }
}
