import ColorCore
import Storage
import TimeLapse

/// The two kinds of time-lapse file, told by the output's extension, and how each is encoded
/// from a renderer's frames.
enum FilmFormat {
    case webp, gif

    init?(path: String) {
        switch SavePaths.fileExtension(of: path).lowercased() {
        case "webp": self = .webp
        case "gif": self = .gif
        default: return nil
        }
    }

    /// Every frame of `renderer`, encoded; `progress` is told the frames done so far (what it
    /// throws stops the encoding: the program's time-lapse is cancelled that way).
    func encode(_ renderer: inout TimeLapseRenderer, log: StrokeLog,
                progress: (Int) throws(AnimationError) -> Void) throws(AnimationError) -> [UInt8] {
        switch self {
        case .webp: try Self.webp(&renderer, progress: progress)
        case .gif: try Self.gif(&renderer, log: log, progress: progress)
        }
    }

    /// Lossless: each frame whole (the encoder stores only what changed).
    private static func webp(_ renderer: inout TimeLapseRenderer, progress: (Int) throws(AnimationError) -> Void) throws(AnimationError) -> [UInt8] {
        let encoder = try WebPAnimation.Encoder(width: renderer.scaler.width, height: renderer.scaler.height)
        while let frame = renderer.nextFrame() {
            if frame.index == 0 || !frame.changed.isEmpty { try encoder.add(renderer.pixels, startMs: frame.startMs) }
            try progress(frame.index + 1)
        }
        return try encoder.finish(endMs: renderer.schedule.endMs, marker: OutputGuard.timeLapseXMP)
    }

    /// One palette for the whole film; each frame only the rectangle whose palette indices
    /// changed, shown until the next one starts.
    private static func gif(_ renderer: inout TimeLapseRenderer, log: StrokeLog,
                            progress: (Int) throws(AnimationError) -> Void) throws(AnimationError) -> [UInt8] {
        let width = renderer.scaler.width, height = renderer.scaler.height
        var encoder: GIFAnimation.Encoder?
        var palette: AnimationPalette?
        var shown = [UInt8](repeating: 0, count: width * height)
        var pending: (rect: Rect, indices: [UInt8], startMs: Int)?
        func write(until endMs: Int) throws(AnimationError) {
            guard let frame = pending, let encoder else { return }
            // Delays from the rounded start times, so rounding never adds up along the film.
            let delay = max(1, (endMs + 5) / 10 - (frame.startMs + 5) / 10)
            try encoder.add(frame.indices, in: frame.rect, delayCs: delay)
            pending = nil
        }
        while let frame = renderer.nextFrame() {
            // The frames before this one are done (a frame may end its turn early, unchanged).
            try progress(frame.index)
            if palette == nil {
                palette = AnimationPalette(blankFrame: renderer.pixels, log: log)
                encoder = try GIFAnimation.Encoder(width: width, height: height, palette: palette!.rgbTriples,
                                                   comment: OutputGuard.timeLapseSoftware)
            }
            guard !frame.changed.isEmpty else { continue }
            // The bounds of the pixels whose palette index changed.
            var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
            let r = frame.changed
            for y in r.y..<r.maxY {
                for x in r.x..<r.maxX {
                    let i = y * width + x
                    let index = palette!.index(of: renderer.pixels[i])
                    if index != shown[i] || frame.index == 0 {
                        shown[i] = index
                        minX = min(minX, x); maxX = max(maxX, x)
                        minY = min(minY, y); maxY = max(maxY, y)
                    }
                }
            }
            guard maxX >= 0 else { continue }
            let changed = Rect(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
            try write(until: frame.startMs)
            var indices: [UInt8] = []
            indices.reserveCapacity(changed.area)
            for y in changed.y..<changed.maxY { indices.append(contentsOf: shown[(y * width + changed.x)..<(y * width + changed.maxX)]) }
            pending = (changed, indices, frame.startMs)
        }
        try write(until: renderer.schedule.endMs)
        try progress(renderer.schedule.frames.count)
        guard let encoder else { throw AnimationError("no frames") }
        return try encoder.finish()
    }
}
