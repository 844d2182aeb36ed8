/// One thing a person did, in page pixels (an event of the stroke log). `t` is seconds since the
/// session began, informational only: drawing never depends on it.
public enum StrokeEvent: Equatable, Sendable {
    /// The ink of later strokes and fills: a colour, the eraser or the rainbow.
    case color(Ink)
    /// Brush diameter in page pixels, > 0; and, when the app knows it, the brush as the person
    /// chose it, in terminal cells (`"cells"`: drawing never uses it; a reopened picture starts
    /// with the brush the person last saw, whatever the zoom or terminal size then).
    case brush(Double, cells: Double? = nil)
    case down(x: Double, y: Double, t: Double?)
    case move(x: Double, y: Double, t: Double?)
    case up(t: Double?)
    case fill(x: Double, y: Double)
    case undo
    case redo
    case clear
    /// How later strokes' input points were quantised: the grid they come in steps of, which
    /// the filter stage undoes (`ArcFilter`); nil: points as they are (the version-1 behaviour,
    /// and the default before any `input` event).
    case input(InputGrid?)
    /// Lines up to this many page pixels thick count as inside the shapes they cross, for later
    /// strokes and fills (`d`, the detail-blind brush: a leaf with its veins is one shape; the
    /// lines stay drawn over the paint); nil: every line is a border (the default).
    case detail(Int?)

    /// A `down` or `fill`: what starts a stroke a person counts ("continuing out.png (12 strokes)").
    public var isStrokeStart: Bool {
        switch self {
        case .down, .fill: true
        default: false
        }
    }

    /// The `type` string of the log format.
    public var typeName: String {
        switch self {
        case .color: "color"
        case .brush: "brush"
        case .down: "down"
        case .move: "move"
        case .up: "up"
        case .fill: "fill"
        case .undo: "undo"
        case .redo: "redo"
        case .clear: "clear"
        case .input: "input"
        case .detail: "detail"
        }
    }

    /// Whether every number is finite (JSON cannot carry the others; a session ignores such events).
    public var isFinite: Bool {
        switch self {
        case .brush(let s, _): s.isFinite
        case .down(let x, let y, let t), .move(let x, let y, let t): x.isFinite && y.isFinite && (t?.isFinite ?? true)
        case .up(let t): t?.isFinite ?? true
        case .fill(let x, let y): x.isFinite && y.isFinite
        case .input(let grid): grid?.isUsable ?? true
        case .detail(let thin): (thin ?? 1) > 0
        case .color, .undo, .redo, .clear: true
        }
    }
}
