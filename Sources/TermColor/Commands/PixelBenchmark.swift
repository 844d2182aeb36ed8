import Bench
import ColorCore
import Foundation
import Pixels
import Screens
import Storage

/// `termcolor bench PAGE --only pixels`: the page area as an image at `columns` x `rows` cells of
/// `cellWidth` x `cellHeight` pixels, as the program draws it: a full frame (render, then encode
/// and write, sixel and kitty), and drags with a brush `brushPixels` wide (each event's and each
/// tick's patches: encode and write, CPU time, and bytes). Written to /dev/null: what the
/// terminal then does with the bytes is the terminal's time. libchafa and libsixel encode the
/// same full-frame image in the same run (`PixelReference`), where their tool is built.
struct PixelBenchmark {
    var renderMs = 0.0
    var sixelFrameMs = 0.0, sixelFrameBytes = 0
    var kittyFrameMs = 0.0, kittyFrameBytes = 0
    var reference: Result<PixelReference, PixelReference.Unavailable> = .failure(.notBuilt)

    /// One protocol's drag frames, by what caused them: the press (the locked region's outline
    /// appears), a drag event (what the target is for), a tick while the button is held
    /// (painting ahead), and the release with the ticks after it until the screen is idle (the
    /// outline taken away, the last paint).
    struct DragFrames {
        var press = FrameStats(), events = FrameStats(), ticks = FrameStats(), release = FrameStats()
        /// Every frame of the four.
        var all: FrameStats {
            FrameStats(cpuUs: press.cpuUs + events.cpuUs + ticks.cpuUs + release.cpuUs,
                       bytes: press.bytes + events.bytes + ticks.bytes + release.bytes)
        }
    }

    /// CPU time (encode and write) and bytes of frames that sent something.
    struct FrameStats {
        var cpuUs: [Double] = [], bytes: [Int] = []
        var count: Int { cpuUs.count }
        var totalBytes: Int { bytes.reduce(0, +) }
        func cpu(_ p: Double) -> Double { Self.at(cpuUs.sorted(), p) ?? 0 }
        func size(_ p: Double) -> Int { Self.at(bytes.sorted(), p) ?? 0 }
        static func at<T>(_ v: [T], _ p: Double) -> T? {
            v.isEmpty ? nil : v[min(v.count - 1, max(0, Int((Double(v.count) * p).rounded(.up)) - 1))]
        }
    }
    var sixelDrags = DragFrames(), kittyDrags = DragFrames()

    static func run(page: Page, finder: any RegionFinder, columns: Int = 200, rows: Int = 60, cellWidth: Int = 6, cellHeight: Int = 13,
                    brushPixels: Double = 16, runs: Int = 10) -> PixelBenchmark {
        var bench = PixelBenchmark()
        var app = makeApp(page: page, finder: finder, columns: columns, rows: rows, cellWidth: cellWidth, cellHeight: cellHeight, brushPixels: brushPixels)
        let null = open("/dev/null", O_WRONLY)
        defer { close(null) }
        func write(_ bytes: [UInt8]) { _ = bytes.withUnsafeBufferPointer { Glibc.write(null, $0.baseAddress, $0.count) } }
        let g = (app.active as! ColoringScreen).geometry

        // The full frame: rendered once, then encoded and written.
        let view = PixelView(cellWidth: cellWidth, cellHeight: cellHeight)
        let area = Rect(x: 0, y: 0, width: columns, height: g.viewRows)
        var image = RGBImage(width: 0, height: 0, bytes: [])
        do {
            let p = (app.active as! ColoringScreen).pixelPage!
            let box = (p.letterbox.r, p.letterbox.g, p.letterbox.b)
            bench.renderMs = Self.median(runs) { image = view.render(p.page, geometry: p.geometry, cells: area, letterbox: box) }
        }
        let sixel = PixelOutput(kind: .sixel, cellWidth: cellWidth, cellHeight: cellHeight, registers: 256)
        let kitty = PixelOutput(kind: .kitty, cellWidth: cellWidth, cellHeight: cellHeight, registers: nil)
        var sixelBytes = 0, kittyBytes = 0
        bench.sixelFrameMs = Self.median(runs) { let b = sixel.encode(image, cells: area, full: true); sixelBytes = b.count; write(b) }
        bench.kittyFrameMs = Self.median(runs) { let b = kitty.encode(image, cells: area, full: true); kittyBytes = b.count; write(b) }
        (bench.sixelFrameBytes, bench.kittyFrameBytes) = (sixelBytes, kittyBytes)

        bench.sixelDrags = drags(app: &app, output: sixel, write: write)
        var kittyApp = makeApp(page: page, finder: finder, columns: columns, rows: rows, cellWidth: cellWidth, cellHeight: cellHeight, brushPixels: brushPixels)
        bench.kittyDrags = drags(app: &kittyApp, output: kitty, write: write)

        bench.reference = PixelReference.measure(image, cellWidth: cellWidth, cellHeight: cellHeight, runs: runs)
        return bench
    }

    static func makeApp(page: Page, finder: any RegionFinder, columns: Int, rows: Int, cellWidth: Int, cellHeight: Int, brushPixels: Double) -> App {
        var session = Session(page: page, finder: finder)
        session.adopt(PreparedPaintMasks(finder: finder))
        var screen = ColoringScreen(session: consume session, columns: columns, rows: rows,
                                    paths: SavePaths(page: "bench.png", output: "/dev/null/bench.png"), modeName: "optimized",
                                    rescueFolder: "/dev/null", brushCells: brushPixels / Double(cellWidth),
                                    display: DisplayOptions(glyphs: .half, colours: .truecolor,
                                                            cellShape: CellShape(pixelWidth: cellWidth, height: cellHeight)))
        screen.paintsAhead = true
        return App(consume screen, columns: columns, rows: rows)
    }

    /// Twelve zigzag drags of one cell an event across the page area, `output` following each
    /// frame as the program does; each frame that sends something is timed (CPU) and counted.
    static func drags(app: inout App, output start: PixelOutput, write: ([UInt8]) -> Void) -> DragFrames {
        var output = start
        func pixelPage() -> PixelPage { (app.active as! ColoringScreen).pixelPage! }
        write(output.bytes(for: app.frame(), page: pixelPage()))
        var frames = DragFrames()
        var clock = 0.0
        func present(_ into: WritableKeyPath<DragFrames, FrameStats>) {
            let frame = app.frame(), p = pixelPage()
            let c0 = Stopwatch.cpuNanoseconds()
            let bytes = output.bytes(for: frame, page: p)
            write(bytes)
            guard !bytes.isEmpty else { return }
            frames[keyPath: into].cpuUs.append(Double(Stopwatch.cpuNanoseconds() - c0) / 1000)
            frames[keyPath: into].bytes.append(bytes.count)
        }
        func send(_ kind: MouseEvent.Kind, _ column: Int, _ row: Int) {
            clock += 0.008
            _ = app.handle(.input(.mouse(MouseEvent(kind: kind, button: 0, column: column, row: row)), time: clock))
            present(kind == .release ? \.release : kind == .press ? \.press : \.events)
            while app.tickInterval != nil {
                clock += 0.002
                _ = app.handle(.tick(time: clock))
                present(kind == .release ? \.release : \.ticks)
            }
            // Cells owed after the release go a share a frame, as the program presents them.
            while kind == .release && output.isOwing { present(\.release) }
        }
        let g = (app.active as! ColoringScreen).geometry
        let x0 = g.originX / g.cellPixels.x, x1 = (g.originX + g.displayWidth) / g.cellPixels.x
        let y0 = g.originY / g.cellPixels.y, y1 = (g.originY + g.displayHeight) / g.cellPixels.y
        for stroke in 0..<12 {
            let startX = x0 + (x1 - x0) * (stroke % 4 + 1) / 5, startY = y0 + (y1 - y0) * (stroke / 4 + 1) / 4
            send(.press, startX, startY)
            for step in 1..<60 {
                send(.drag, min(x1 - 1, startX + step / 2), min(y1 - 1, startY + (step % 6 < 3 ? step % 3 : 3 - step % 3)))
            }
            send(.release, min(x1 - 1, startX + 30), startY)
        }
        return frames
    }

    static func median(_ runs: Int, _ body: () -> Void) -> Double {
        body()
        var times: [Double] = []
        for _ in 0..<max(1, runs) {
            let t0 = Stopwatch.nanoseconds()
            body()
            times.append(Double(Stopwatch.nanoseconds() - t0) / 1e6)
        }
        return times.sorted()[times.count / 2]
    }
}
