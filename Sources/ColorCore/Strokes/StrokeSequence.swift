/// The one rule for where a stroke starts and ends in a sequence of events of the stroke log,
/// used by `Session.apply`, `StrokeLog.validate` and Storage's `JournalRecovery`:
/// - `down` opens a stroke; `move` and `up` need one open, and `up` ends it;
/// - `down`, `fill`, `undo`, `redo` and `clear` first end an open stroke, as an `up` would;
/// - `color`, `brush` and `input` leave it as it is.
public struct StrokeSequence: Equatable, Sendable {
    public enum Outcome: Equatable, Sendable {
        /// The event may come here.
        case accepted
        /// The event may come here, and first ends the open stroke as an `up` would.
        case endsOpenStroke
        /// The event may not come here (a `move` or `up` with no open stroke): why. Nothing changes.
        case rejected(String)
    }

    public private(set) var isStrokeOpen: Bool

    public init(strokeOpen: Bool = false) { isStrokeOpen = strokeOpen }

    /// Takes the next event: whether it may come here, and whether it ends the open stroke.
    public mutating func accept(_ event: StrokeEvent) -> Outcome {
        switch event {
        case .move, .up:
            guard isStrokeOpen else { return .rejected("\(event.typeName) with no open stroke") }
            if case .up = event { isStrokeOpen = false }
            return .accepted
        case .down, .fill, .undo, .redo, .clear:
            let ended = isStrokeOpen
            if case .down = event { isStrokeOpen = true } else { isStrokeOpen = false }
            return ended ? .endsOpenStroke : .accepted
        case .color, .brush, .input, .detail:
            return .accepted
        }
    }
}
