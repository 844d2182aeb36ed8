import ColorCore
import Foundation

/// What can be resumed from an autosave journal: the longest prefix of events that reads and
/// replays cleanly. A torn last line (the process died mid-write) is dropped quietly; anything
/// else that stops the reading is reported in `problem`, never thrown.
public struct JournalRecovery: Equatable, Sendable {
    public var events: [StrokeEvent] = []
    /// Why reading stopped early (a bad line, another page), or nil when every line was used.
    public var problem: String?
    /// Whether the journal can be resumed at all (its header is for this page).
    public var matchesPage = false
    /// The gap width the journal's strokes were drawn with (its header says).
    public var closeGaps: Int?
    /// With `closeGaps`, its automatic form (`GapChoice.largeShape`).
    public var closeGapsLargeShape: Int?
    public var closeGapsPassage: Int?
    /// How the journal's strokes were drawn (its header says; nil: it does not say).
    public var smoothing: Smoothing?
    public var debugStrokes: Bool?
    /// The palette bar's recent colours the header kept (one not `#rrggbb`, hand-edited, is
    /// left out: they draw nothing).
    public var recentColours: [RGB]?

    /// Strokes and fills among the events (what a person would call their strokes).
    public var strokeCount: Int {
        events.reduce(0) { n, e in
            switch e {
            case .down, .fill: n + 1
            default: n
            }
        }
    }

    public init(data: Data, expecting header: JournalHeader) {
        var lines = data.split(separator: 0x0a, omittingEmptySubsequences: false)
        // The text after the last newline is a torn write, or nothing.
        lines.removeLast()
        guard let first = lines.first else { problem = "the journal is empty"; return }
        guard let found = try? JSONDecoder().decode(JournalHeader.self, from: Data(first)),
              found.format == JournalHeader.formatName, found.version == 1 else {
            problem = "not a termcolor journal"; return
        }
        switch header.mismatch(page: found.page, name: found.pageName, digest: found.pageDigest) {
        case .size?, .name?:
            problem = "the journal is for \(found.pageName) (\(found.page.width)x\(found.page.height))"; return
        case .pixels?:
            problem = "the journal is for another page named \(found.pageName)"; return
        case nil: break
        }
        matchesPage = true
        closeGaps = found.closeGaps.flatMap { (1...GapClosing.maxWidth).contains($0) ? $0 : nil }
        closeGapsLargeShape = closeGaps == nil ? nil : found.closeGapsLargeShape.flatMap { $0 > 0 ? $0 : nil }
        closeGapsPassage = closeGapsLargeShape == nil ? nil : found.closeGapsPassage.flatMap { $0 > 0 ? $0 : nil }
        smoothing = found.smoothing
        debugStrokes = found.debugStrokes
        recentColours = found.recentColours?.compactMap(RGB.init(hex:))
        var sequence = StrokeSequence()
        for (i, line) in lines.enumerated().dropFirst() {
            let event: StrokeEvent
            do {
                event = try JSONDecoder().decode(StrokeEvent.self, from: Data(line))
            } catch let error as StrokeLogError {
                problem = "line \(i + 1): \(error.description)"; return
            } catch {
                problem = "line \(i + 1): not JSON"; return
            }
            // The sequence rule StrokeLog.validate checks, so that the resumed log stays valid.
            if case .rejected(let why) = sequence.accept(event) { problem = "line \(i + 1): \(why)"; return }
            events.append(event)
        }
    }
}
