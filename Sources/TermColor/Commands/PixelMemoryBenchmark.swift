import Bench
import ColorCore
import Foundation
import Screens
import Storage

/// `termcolor bench PAGE --only pixel-memory`: drags in the page area drawn as a kitty image, as
/// the program draws it (each frame's bytes written to /dev/null), for `seconds`, saying the
/// process's resident memory every 10 s. Each stroke is undone after it, so the document's undo
/// history stays the same size and what grows, if anything, is the pixel output's.
enum PixelMemoryBenchmark {
    static func run(page: Page, finder: any RegionFinder, seconds: Double, report: (String) -> Void) {
        var app = PixelBenchmark.makeApp(page: page, finder: finder, columns: 200, rows: 60, cellWidth: 6, cellHeight: 13, brushPixels: 16)
        var output = PixelOutput(kind: .kitty, cellWidth: 6, cellHeight: 13, registers: nil)
        let null = open("/dev/null", O_WRONLY)
        defer { close(null) }
        func show() {
            let page = (app.active as! ColoringScreen).pixelPage!
            let bytes = output.bytes(for: app.frame(), page: page)
            sent += bytes.count
            _ = bytes.withUnsafeBufferPointer { write(null, $0.baseAddress, $0.count) }
        }
        var sent = 0, strokes = 0, clock = 0.0
        func handle(_ event: AppEvent) {
            _ = app.handle(event)
            show()
            while app.tickInterval != nil {
                clock += 0.002
                _ = app.handle(.tick(time: clock))
                show()
            }
        }
        show()
        let g = (app.active as! ColoringScreen).geometry
        let x0 = g.originX / g.cellPixels.x, x1 = (g.originX + g.displayWidth) / g.cellPixels.x
        let y0 = g.originY / g.cellPixels.y, y1 = (g.originY + g.displayHeight) / g.cellPixels.y
        let t0 = Stopwatch.nanoseconds()
        var nextReport = 0.0
        while true {
            let elapsed = Double(Stopwatch.nanoseconds() - t0) / 1e9
            if elapsed >= nextReport {
                report(String(format: "%6.0f s  rss %7d KB  strokes %6d  sent %8.1f MB", elapsed, residentKB(), strokes, Double(sent) / 1e6))
                nextReport += 10
            }
            if elapsed >= seconds { break }
            let startX = x0 + (x1 - x0) * (strokes % 7 + 1) / 8, startY = y0 + (y1 - y0) * (strokes / 7 % 5 + 1) / 6
            func mouse(_ kind: MouseEvent.Kind, _ column: Int, _ row: Int) {
                clock += 0.008
                handle(.input(.mouse(MouseEvent(kind: kind, button: 0, column: column, row: row)), time: clock))
            }
            mouse(.press, startX, startY)
            for step in 1..<40 { mouse(.drag, min(x1 - 1, startX + step / 2), min(y1 - 1, startY + (step % 6 < 3 ? step % 3 : 3 - step % 3))) }
            mouse(.release, min(x1 - 1, startX + 20), startY)
            clock += 0.008
            handle(.input(.key(.char("u")), time: clock))
            strokes += 1
        }
    }

    /// The process's resident set in kilobytes (`/proc/self/statm`'s second field, in pages).
    static func residentKB() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
              let pages = Int(text.split(separator: " ").dropFirst().first ?? "") else { return -1 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
    }
}
