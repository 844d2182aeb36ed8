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
/// terminal then does with the bytes is the terminal's time. chafa (and img2sixel, where
/// installed) encode the same full-frame image in the same run, less their start and decode
/// (the same program on the same file scaled to one cell).
struct PixelBenchmark {
    var renderMs = 0.0
    var sixelFrameMs = 0.0, sixelFrameBytes = 0
    var kittyFrameMs = 0.0, kittyFrameBytes = 0
    var patchCpuUsP50 = 0.0, patchCpuUsP99 = 0.0, patchCpuUsMax = 0.0
    var patchBytesP50 = 0, patchBytesP99 = 0, patchBytesMax = 0, patches = 0
    var chafaMs: Double?, img2sixelMs: Double?

    static func run(page: Page, finder: any RegionFinder, columns: Int = 200, rows: Int = 60, cellWidth: Int = 6, cellHeight: Int = 13,
                    brushPixels: Double = 16, runs: Int = 10) -> PixelBenchmark {
        var bench = PixelBenchmark()
        var session = Session(page: page, finder: finder)
        session.adopt(PreparedPaintMasks(finder: finder))
        var screen = ColoringScreen(session: consume session, columns: columns, rows: rows,
                                    paths: SavePaths(page: "bench.png", output: "/dev/null/bench.png"), modeName: "optimized",
                                    rescueFolder: "/dev/null", brushCells: brushPixels / Double(cellWidth),
                                    display: DisplayOptions(glyphs: .half, colours: .truecolor,
                                                            cellShape: CellShape(pixelWidth: cellWidth, height: cellHeight)))
        screen.paintsAhead = true
        let g = screen.geometry
        var app = App(consume screen, columns: columns, rows: rows)
        let null = open("/dev/null", O_WRONLY)
        defer { close(null) }
        func write(_ bytes: [UInt8]) { _ = bytes.withUnsafeBufferPointer { Glibc.write(null, $0.baseAddress, $0.count) } }
        func pixelPage() -> PixelPage { (app.active as! ColoringScreen).pixelPage! }

        // The full frame: rendered once, then encoded and written.
        let view = PixelView(cellWidth: cellWidth, cellHeight: cellHeight)
        let area = Rect(x: 0, y: 0, width: columns, height: g.viewRows)
        var image = RGBImage(width: 0, height: 0, bytes: [])
        do {
            let p = pixelPage()
            let box = (p.letterbox.r, p.letterbox.g, p.letterbox.b)
            bench.renderMs = Self.median(runs) { image = view.render(p.page, geometry: p.geometry, cells: area, letterbox: box) }
        }
        let sixel = PixelOutput(kind: .sixel, cellWidth: cellWidth, cellHeight: cellHeight, registers: 256)
        let kitty = PixelOutput(kind: .kitty, cellWidth: cellWidth, cellHeight: cellHeight, registers: nil)
        var sixelBytes = 0, kittyBytes = 0
        bench.sixelFrameMs = Self.median(runs) { let b = sixel.encode(image, cells: area, full: true); sixelBytes = b.count; write(b) }
        bench.kittyFrameMs = Self.median(runs) { let b = kitty.encode(image, cells: area, full: true); kittyBytes = b.count; write(b) }
        (bench.sixelFrameBytes, bench.kittyFrameBytes) = (sixelBytes, kittyBytes)

        // Drags: zigzags of one cell an event across the page area, the sixel output following.
        var output = sixel
        write(output.bytes(for: app.frame(), page: pixelPage()))
        var cpu: [Double] = [], sizes: [Int] = []
        var clock = 0.0
        func present() {
            let frame = app.frame(), p = pixelPage()
            let c0 = Stopwatch.cpuNanoseconds()
            let bytes = output.bytes(for: frame, page: p)
            write(bytes)
            guard !bytes.isEmpty else { return }
            cpu.append(Double(Stopwatch.cpuNanoseconds() - c0) / 1000)
            sizes.append(bytes.count)
        }
        func send(_ kind: MouseEvent.Kind, _ column: Int, _ row: Int) {
            clock += 0.008
            _ = app.handle(.input(.mouse(MouseEvent(kind: kind, button: 0, column: column, row: row)), time: clock))
            present()
            while app.tickInterval != nil {
                clock += 0.002
                _ = app.handle(.tick(time: clock))
                present()
            }
        }
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
        cpu.sort(); sizes.sort()
        func at<T>(_ v: [T], _ p: Double) -> T { v[min(v.count - 1, Int((Double(v.count) * p).rounded(.up)) - 1)] }
        if !cpu.isEmpty {
            bench.patches = cpu.count
            bench.patchCpuUsP50 = at(cpu, 0.5); bench.patchCpuUsP99 = at(cpu, 0.99); bench.patchCpuUsMax = cpu.last!
            bench.patchBytesP50 = at(sizes, 0.5); bench.patchBytesP99 = at(sizes, 0.99); bench.patchBytesMax = sizes.last!
        }

        // chafa and img2sixel on the same image, where installed.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("termcolor-pixels-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        var rgba = [UInt8](); rgba.reserveCapacity(image.width * image.height * 4)
        for i in stride(from: 0, to: image.bytes.count, by: 3) { rgba += [image.bytes[i], image.bytes[i + 1], image.bytes[i + 2], 255] }
        if (try? PNGCodec.write(Page(width: image.width, height: image.height, rgba: rgba), to: file)) != nil {
            bench.chafaMs = Self.external("chafa", ["-f", "sixel", "--size", "\(columns)x\(g.viewRows)", file],
                                          baseline: ["-f", "sixel", "--size", "1x1", file], runs: runs)
            bench.img2sixelMs = Self.external("img2sixel", [file], baseline: ["-w", "1", "-h", "1", file], runs: runs)
        }
        return bench
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

    /// The median time of `tool arguments` (its output to /dev/null) less that of `tool baseline`;
    /// nil when the tool is not installed.
    static func external(_ tool: String, _ arguments: [String], baseline: [String], runs: Int) -> Double? {
        guard let path = ["/usr/bin/", "/usr/local/bin/"].map({ $0 + tool }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            return nil
        }
        func timed(_ args: [String]) -> Double {
            median(runs) {
                let p = Process()
                p.executableURL = URL(fileURLWithPath: path)
                p.arguments = args
                p.standardOutput = FileHandle.nullDevice
                p.standardError = FileHandle.nullDevice
                try? p.run()
                p.waitUntilExit()
            }
        }
        return max(0, timed(arguments) - timed(baseline))
    }
}
