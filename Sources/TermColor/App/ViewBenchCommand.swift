import ArgumentParser
import ColorCore
import Foundation

/// `termcolor bench-view PAGE [--json]` (hidden): the terminal view's timings, for `bench` to
/// fold in (frameMs, dragEventUsP99, firstFrameMs).
struct ViewBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench-view", abstract: "Measure the terminal view on a page.", shouldDisplay: false)

    @Argument(help: "The page, a PNG file.") var page: String
    @Option(help: "Terminal columns.") var columns = 200
    @Option(help: "Terminal rows.") var rows = 60
    @Option(help: "Region mode for the drag events.") var mode = RegionMode.optimized.rawValue
    @Flag(help: "Print one JSON object.") var json = false

    func run() throws {
        // Start-up, step by step, as the interactive command does it.
        var stamps: [UInt64] = [Stopwatch.nanoseconds()]
        let decoded = try loadPageOrExit(page)
        stamps.append(Stopwatch.nanoseconds())
        let art = LineArt(page: decoded)
        stamps.append(Stopwatch.nanoseconds())
        let finder = (RegionMode(rawValue: mode) ?? .optimized).makeFinder(for: art)
        stamps.append(Stopwatch.nanoseconds())
        let session = Session(page: decoded, finder: finder)
        stamps.append(Stopwatch.nanoseconds())
        let first = ViewRenderer(canvas: session.canvas, lineArt: art, columns: columns, rows: rows)
        stamps.append(Stopwatch.nanoseconds())
        precondition(first.frame.cells.count == columns * rows)
        func ms(_ i: Int) -> Double { Double(stamps[i + 1] - stamps[i]) / 1e6 }
        let loadToFrameMs = Double(stamps[stamps.count - 1] - stamps[0]) / 1e6
        let v = ViewBenchmark.run(page: decoded, finder: finder, columns: columns, rows: rows)
        let fields: [(String, String)] = [
            ("width", "\(decoded.width)"), ("height", "\(decoded.height)"),
            ("columns", "\(columns)"), ("rows", "\(rows)"), ("mode", "\"\(mode)\""),
            ("loadToFirstFrameMs", fmt(loadToFrameMs)), ("startDecodeMs", fmt(ms(0))), ("startLineArtMs", fmt(ms(1))),
            ("startRegionsMs", fmt(ms(2))), ("startSessionMs", fmt(ms(3))), ("startViewMs", fmt(ms(4))),
            ("viewFirstFrameMs", fmt(v.firstFrameMs)), ("pyramidMs", fmt(v.pyramidMs)), ("frameMs", fmt(v.frameMs)),
            ("dragEventUsP50", fmt(v.dragEventUsP50)), ("dragEventUsP99", fmt(v.dragEventUsP99)),
            ("dragEventUsMax", fmt(v.dragEventUsMax)), ("dragEvents", "\(v.dragEvents)"),
            ("cellsPerDragEvent", fmt(v.cellsPerDragEvent)),
        ]
        if json {
            print("{ " + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + " }")
        } else {
            for (k, v) in fields { print(k.padding(toLength: 20, withPad: " ", startingAt: 0) + v) }
        }
    }

    private func fmt(_ v: Double) -> String { String(format: "%.3f", v) }
}
