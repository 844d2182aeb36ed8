import ColorCore
import Storage

/// How a picture's strokes are drawn and its regions found: the smoothing, debug dots, and the
/// gaps in the lines that count as closed (by default chosen for the page: `GapChoice.automatic`).
///
/// The one precedence rule for every command that draws strokes (the program, `bench`,
/// `replay`, `snapshot`): what the command line asks, else what the continued picture recorded
/// (its stroke log or journal), else the default (the settings file's, else built in). A
/// continued picture is so drawn again as it was drawn, unless the person asks otherwise.
public struct StrokeStyle: Equatable, Sendable {
    public var smoothing: Smoothing
    public var debugStrokes: Bool
    public var closeGaps: GapRule

    public init(smoothing: Smoothing = .hermite, debugStrokes: Bool = false, closeGaps: GapRule = .automatic) {
        self.smoothing = smoothing
        self.debugStrokes = debugStrokes
        self.closeGaps = closeGaps
    }

    /// Each part of a style, or nil where it is not said: what the command line asks (a flag
    /// not given says nothing: -debugStrokes cannot ask for no dots), or what a log or journal
    /// recorded (logs written before a field was kept say nothing of it).
    public struct Said: Equatable, Sendable {
        public var smoothing: Smoothing?
        public var debugStrokes: Bool?
        public var closeGaps: GapRule?

        public init(smoothing: Smoothing? = nil, debugStrokes: Bool? = nil, closeGaps: GapRule? = nil) {
            self.smoothing = smoothing
            self.debugStrokes = debugStrokes
            self.closeGaps = closeGaps
        }

        /// Nothing said: a new picture, or no option given.
        public static let nothing = Said()

        /// What a stroke log recorded: a log that names no gaps was drawn with none closed.
        public init(log: StrokeLog) {
            self.init(smoothing: log.smoothing, debugStrokes: log.debugStrokes, closeGaps: .chosen(log.gapChoice))
        }

        /// What the picture a start continues recorded (nothing for a new one).
        public init(continuing decision: StartDecision) {
            self.init(smoothing: decision.smoothing, debugStrokes: decision.debugStrokes ? true : nil, closeGaps: decision.gapChoice.map(GapRule.chosen))
        }
    }

    /// The rule: `asked` (the command line) over `recorded` (the continued picture) over
    /// `defaults`.
    public static func resolve(asked: Said, recorded: Said, defaults: StrokeStyle) -> StrokeStyle {
        StrokeStyle(smoothing: asked.smoothing ?? recorded.smoothing ?? defaults.smoothing,
                    debugStrokes: asked.debugStrokes ?? recorded.debugStrokes ?? defaults.debugStrokes,
                    closeGaps: asked.closeGaps ?? recorded.closeGaps ?? defaults.closeGaps)
    }
}

extension JournalHeader {
    /// This header, saying the strokes that follow are drawn in `style` with `gaps` closed
    /// (fields left out where they hold nothing, as journals written before them).
    public func drawn(in style: StrokeStyle, gaps: GapChoice) -> JournalHeader {
        var header = self
        header.closeGaps = gaps.width > 0 ? gaps.width : nil
        header.closeGapsLargeShape = gaps.largeShape
        header.closeGapsPassage = gaps.passage
        header.smoothing = style.smoothing
        header.debugStrokes = style.debugStrokes ? true : nil
        return header
    }
}
