/// Everything done to one page, in order: the `termcolor-strokes` version 1 JSON document
/// (doc/termcolor.1 FILES). Decoding checks the format, the version and every event's shape and names
/// the event index on failure; `validate()` adds the rules that need the whole sequence.
public struct StrokeLog: Codable, Equatable, Sendable {
    public static let formatName = "termcolor-strokes"
    public static let currentVersion = 1

    public struct PageSize: Codable, Equatable, Sendable {
        public var width: Int, height: Int
        public init(width: Int, height: Int) { self.width = width; self.height = height }
    }

    public var format: String
    public var version: Int
    public var page: PageSize
    /// The `--close-gaps` width the page's regions were found with (nil: none). An addition to
    /// version 1, which allows fields later features need (the README's "Stroke log addition"): a
    /// log without it replays exactly as before; `replay` uses it unless told otherwise.
    public var closeGaps: Int?
    /// With `closeGaps`, the automatic form (`GapChoice.largeShape`): the gaps were closed only
    /// where they join two shapes of at least this many pixels each (nil: every gap up to the
    /// width, as logs written before it was kept). Like `closeGaps`, an addition to version 1.
    public var closeGapsLargeShape: Int?
    /// With `closeGapsLargeShape`, the automatic form's `GapChoice.passage` (nil: any).
    public var closeGapsPassage: Int?
    /// How the strokes were drawn: the smoothing (always written now; nil in a log written
    /// before it was kept), and debug dots (written only when true). Additions to version 1 like
    /// `closeGaps`: continuing and replaying draw the strokes again as they were drawn; a log
    /// without them replays exactly as before.
    public var smoothing: Smoothing?
    public var debugStrokes: Bool?
    /// The palette bar's recent colours when the picture was saved, newest first (chosen in the
    /// picker or with the eyedropper, painted with or not), so reopening shows them again. An
    /// addition to version 1 like `closeGaps`; nothing is drawn from it (nil: none kept, as logs
    /// written before it was kept: their colours come from the `color` events alone).
    public var recentColours: [RGB]?
    public var events: [StrokeEvent]

    public init(width: Int, height: Int, events: [StrokeEvent] = []) {
        format = StrokeLog.formatName
        version = StrokeLog.currentVersion
        page = PageSize(width: width, height: height)
        self.events = events
    }

    /// The gaps the page's regions were found with closed, as recorded (`.off` when none).
    public var gapChoice: GapChoice {
        get { GapChoice(width: closeGaps ?? 0, largeShape: closeGapsLargeShape, passage: closeGapsPassage) }
        set {
            closeGaps = newValue.width > 0 ? newValue.width : nil
            closeGapsLargeShape = newValue.largeShape
            closeGapsPassage = newValue.passage
        }
    }

    private enum Key: String, CodingKey { case format, version, page, closeGaps, closeGapsLargeShape, closeGapsPassage, smoothing, debugStrokes, recentColours, events }

    public init(from decoder: any Decoder) throws {
        guard let c = try? decoder.container(keyedBy: Key.self) else { throw StrokeLogError.malformed("not a JSON object") }
        guard let format = try? c.decode(String.self, forKey: .format) else {
            throw StrokeLogError.malformed("missing or non-string \"format\"")
        }
        guard format == StrokeLog.formatName else { throw StrokeLogError.wrongFormat(format) }
        guard let version = try? c.decode(Int.self, forKey: .version) else {
            throw StrokeLogError.malformed("missing or non-integer \"version\"")
        }
        guard version == StrokeLog.currentVersion else { throw StrokeLogError.unsupportedVersion(version) }
        guard let page = try? c.decode(PageSize.self, forKey: .page), page.width > 0, page.height > 0 else {
            throw StrokeLogError.malformed("\"page\" must be {\"width\": w, \"height\": h} with positive sizes")
        }
        var closeGaps: Int?
        if c.contains(.closeGaps) {
            guard let width = try? c.decode(Int.self, forKey: .closeGaps), (0...GapClosing.maxWidth).contains(width) else {
                throw StrokeLogError.malformed("\"closeGaps\" must be a whole number of pixels, 0 to \(GapClosing.maxWidth)")
            }
            closeGaps = width > 0 ? width : nil
        }
        var closeGapsLargeShape: Int?
        if c.contains(.closeGapsLargeShape) {
            guard let pixels = try? c.decode(Int.self, forKey: .closeGapsLargeShape), pixels > 0, closeGaps != nil else {
                throw StrokeLogError.malformed("\"closeGapsLargeShape\" must be a whole number of pixels above 0, beside a \"closeGaps\" above 0")
            }
            closeGapsLargeShape = pixels
        }
        var closeGapsPassage: Int?
        if c.contains(.closeGapsPassage) {
            guard let pixels = try? c.decode(Int.self, forKey: .closeGapsPassage), pixels > 0, closeGaps != nil else {
                throw StrokeLogError.malformed("\"closeGapsPassage\" must be a whole number of pixels above 0, beside a \"closeGaps\" above 0")
            }
            closeGapsPassage = pixels
        }
        var smoothing: Smoothing?
        if c.contains(.smoothing) {
            guard let s = try? c.decode(Smoothing.self, forKey: .smoothing) else {
                throw StrokeLogError.malformed("\"smoothing\" must be \"hermite\" or \"linear\"")
            }
            smoothing = s
        }
        var debugStrokes: Bool?
        if c.contains(.debugStrokes) {
            guard let d = try? c.decode(Bool.self, forKey: .debugStrokes) else {
                throw StrokeLogError.malformed("\"debugStrokes\" must be true or false")
            }
            debugStrokes = d ? true : nil
        }
        var recentColours: [RGB]?
        if c.contains(.recentColours) {
            guard let texts = try? c.decode([String].self, forKey: .recentColours) else {
                throw StrokeLogError.malformed("\"recentColours\" must be a list of \"#rrggbb\" colours")
            }
            let colours = texts.compactMap { RGB(hex: $0) }
            guard colours.count == texts.count else {
                throw StrokeLogError.malformed("\"recentColours\" must be a list of \"#rrggbb\" colours")
            }
            recentColours = colours.isEmpty ? nil : colours
        }
        guard var list = try? c.nestedUnkeyedContainer(forKey: .events) else {
            throw StrokeLogError.malformed("missing \"events\" array")
        }
        var events: [StrokeEvent] = []
        while !list.isAtEnd {
            let index = events.count
            do {
                events.append(try list.decode(StrokeEvent.self))
            } catch StrokeLogError.badEvent(_, let why) {
                throw StrokeLogError.badEvent(index: index, why)
            } catch {
                throw StrokeLogError.badEvent(index: index, "cannot be read")
            }
        }
        self.format = format
        self.version = version
        self.page = page
        self.closeGaps = closeGaps
        self.closeGapsLargeShape = closeGapsLargeShape
        self.closeGapsPassage = closeGapsPassage
        self.smoothing = smoothing
        self.debugStrokes = debugStrokes
        self.recentColours = recentColours
        self.events = events
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(format, forKey: .format)
        try c.encode(version, forKey: .version)
        try c.encode(page, forKey: .page)
        try c.encodeIfPresent(closeGaps, forKey: .closeGaps)
        try c.encodeIfPresent(closeGapsLargeShape, forKey: .closeGapsLargeShape)
        try c.encodeIfPresent(closeGapsPassage, forKey: .closeGapsPassage)
        try c.encodeIfPresent(smoothing, forKey: .smoothing)
        try c.encodeIfPresent(debugStrokes, forKey: .debugStrokes)
        try c.encodeIfPresent(recentColours?.map(\.hex), forKey: .recentColours)
        try c.encode(events, forKey: .events)
    }

    /// The rules that need the sequence (`StrokeSequence`): `move` and `up` only while a stroke
    /// is open. Replay runs this before touching anything, so a bad log writes nothing.
    public func validate() throws(StrokeLogError) {
        guard format == StrokeLog.formatName else { throw .wrongFormat(format) }
        guard version == StrokeLog.currentVersion else { throw .unsupportedVersion(version) }
        var sequence = StrokeSequence()
        for (i, event) in events.enumerated() {
            if case .brush(let size, _) = event, !(size > 0 && size.isFinite) { throw .badEvent(index: i, "brush \"size\" must be > 0") }
            if case .rejected(let why) = sequence.accept(event) { throw .badEvent(index: i, why) }
        }
    }
}
