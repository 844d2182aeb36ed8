/// The log's JSON form of an event: an object with a `type` discriminator and the fields of
/// the stroke log format. Decoding failures are `StrokeLogError.badEvent` without an index; the log
/// adds the index (an event does not know where it sits).
extension StrokeEvent: Codable {
    private enum Key: String, CodingKey { case type, rgb, size, cells, x, y, t, filter, gridWidth, gridHeight, thin }

    public init(from decoder: any Decoder) throws {
        let c: KeyedDecodingContainer<Key>
        do { c = try decoder.container(keyedBy: Key.self) } catch {
            throw StrokeLogError.badEvent(index: nil, "is not an object")
        }
        guard c.contains(.type) else { throw StrokeLogError.badEvent(index: nil, "has no \"type\"") }
        guard let type = try? c.decode(String.self, forKey: .type) else {
            throw StrokeLogError.badEvent(index: nil, "\"type\" must be a string")
        }
        func number(_ key: Key) throws -> Double {
            guard c.contains(key) else { throw StrokeLogError.badEvent(index: nil, "\(type) is missing \"\(key.rawValue)\"") }
            guard let v = try? c.decode(Double.self, forKey: key) else {
                throw StrokeLogError.badEvent(index: nil, "\(type) \"\(key.rawValue)\" must be a number")
            }
            return v
        }
        func time() throws -> Double? {
            guard c.contains(.t), (try? c.decodeNil(forKey: .t)) == false else { return nil }
            return try number(.t)
        }
        switch type {
        case "color":
            guard c.contains(.rgb) else { throw StrokeLogError.badEvent(index: nil, "color is missing \"rgb\"") }
            guard let text = try? c.decode(String.self, forKey: .rgb), let ink = Ink(logText: text) else {
                throw StrokeLogError.badEvent(index: nil, "color \"rgb\" must be a string \"#rrggbb\", \"none\" or \"rainbow\"")
            }
            self = .color(ink)
        case "brush":
            let size = try number(.size)
            guard size > 0, size.isFinite else { throw StrokeLogError.badEvent(index: nil, "brush \"size\" must be > 0") }
            let cells = c.contains(.cells) && (try? c.decodeNil(forKey: .cells)) == false ? try number(.cells) : nil
            if let cells, !(cells > 0 && cells.isFinite) { throw StrokeLogError.badEvent(index: nil, "brush \"cells\" must be > 0") }
            self = .brush(size, cells: cells)
        case "down": self = .down(x: try number(.x), y: try number(.y), t: try time())
        case "move": self = .move(x: try number(.x), y: try number(.y), t: try time())
        case "up": self = .up(t: try time())
        case "fill": self = .fill(x: try number(.x), y: try number(.y))
        case "undo": self = .undo
        case "redo": self = .redo
        case "clear": self = .clear
        case "input":
            guard let filter = try? c.decode(String.self, forKey: .filter) else {
                throw StrokeLogError.badEvent(index: nil, "input is missing \"filter\" (\"arcs\" or \"none\")")
            }
            switch filter {
            case "none": self = .input(nil)
            case "arcs":
                let grid = InputGrid(width: try number(.gridWidth), height: try number(.gridHeight))
                guard grid.isUsable else {
                    throw StrokeLogError.badEvent(index: nil, "input \"gridWidth\" and \"gridHeight\" must be >= 0.001")
                }
                self = .input(grid)
            default: throw StrokeLogError.badEvent(index: nil, "input \"filter\" must be \"arcs\" or \"none\"")
            }
        case "detail":
            let thin = c.contains(.thin) && (try? c.decodeNil(forKey: .thin)) == false ? try c.decode(Int.self, forKey: .thin) : nil
            if let thin, thin <= 0 { throw StrokeLogError.badEvent(index: nil, "detail \"thin\" must be > 0") }
            self = .detail(thin)
        default: throw StrokeLogError.badEvent(index: nil, "unknown type \"\(type)\"")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(typeName, forKey: .type)
        switch self {
        case .color(let ink): try c.encode(ink.logText, forKey: .rgb)
        case .brush(let size, let cells): try c.encode(size, forKey: .size); try c.encodeIfPresent(cells.flatMap { $0.isFinite ? $0 : nil }, forKey: .cells)
        case .down(let x, let y, let t), .move(let x, let y, let t):
            try c.encode(x, forKey: .x); try c.encode(y, forKey: .y); try c.encodeIfPresent(t, forKey: .t)
        case .up(let t): try c.encodeIfPresent(t, forKey: .t)
        case .fill(let x, let y): try c.encode(x, forKey: .x); try c.encode(y, forKey: .y)
        case .undo, .redo, .clear: break
        case .detail(let thin): try c.encodeIfPresent(thin, forKey: .thin)
        case .input(let grid):
            try c.encode(grid == nil ? "none" : "arcs", forKey: .filter)
            if let grid { try c.encode(grid.width, forKey: .gridWidth); try c.encode(grid.height, forKey: .gridHeight) }
        }
    }
}
