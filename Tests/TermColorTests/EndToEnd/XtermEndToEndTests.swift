@testable import Bench
import ColorCore
import Foundation
import Glibc
@testable import Screens
import Storage
import Testing

/// termcolor in a real xterm (Xvfb), a real pointer from xdotool: xterm answers the DECRQM
/// query for SGR-pixels (1016), so drags arrive pixel by pixel. A slanted drag paints a
/// straight band; after quitting, xterm says every mouse mode is off again.
@Suite(.serialized, Xterm.needed)
struct XtermEndToEndTests {
    static let red = ColorPalette.standard[0].rgb

    @Test func aRealPointerDragInPixelsPaintsAStraightBand() throws {
        guard Xterm.available else {
            Issue.record("TERMCOLOR_REQUIRE_E2E=1 but Xvfb, xterm or xdotool is not on PATH: install them (make deps)")
            return
        }
        let folder = try Tmux.temporaryFolder()
        let page = TestPage(width: 600, height: 400, rects: [])
        try page.write(to: folder.appendingPathComponent("blank.png"))
        func quote(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        // After termcolor: ask xterm (DECRQM) whether the mouse modes are off, and keep the answers.
        let script = """
            cd \(quote(folder.path)) && env LANG=C.UTF-8 SWIFT_BACKTRACE=interactive=no \(quote(TestTools.termcolor)) blank.png -o out.png 2> stderr.txt
            echo $? > exit.tmp
            stty raw -echo
            printf '\\033[?1016$p\\033[?1003$p\\033[?1002$p\\033[?1006$p'
            timeout --foreground 2 dd bs=1 count=64 of=modes.txt 2>/dev/null
            stty sane
            mv exit.tmp exit.txt
            sleep 30
            """
        let x = try Xterm(columns: 100, rows: 40, script: script, folder: folder)
        // termcolor is up (its DECRQM answered, modes set) once its process sleeps waiting for input:
        // a fixed pause after the process appears was too short while the whole suite ran on 2 cores.
        #expect(Xterm.waitUntil(seconds: 60) { Self.termcolorIsWaitingForInput(in: folder) })
        usleep(300_000)

        // 300 window pixels right and 22 degrees down, a pixel at a time.
        let a = 22.0 * .pi / 180
        let points = (0...300).map { i in (x: 150 + i, y: 120 + Int((Double(i) * tan(a)).rounded())) }
        x.drag(points)
        x.keys(["q"])
        guard Xterm.waitUntil(seconds: 40, { x.file("exit.txt") != nil }) else { Issue.record("termcolor did not exit"); return }
        #expect(x.file("exit.txt")?.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
        #expect(x.file("stderr.txt") == "")
        let modes = x.file("modes.txt") ?? ""
        for mode in [1016, 1003, 1002, 1006] {
            #expect(modes.contains("\u{1b}[?\(mode);2$y"), "mode \(mode) is not reset after quitting: \(modes.debugDescription)")
        }

        let log = try StrokeLog(json: Data(contentsOf: folder.appendingPathComponent("out.strokes.json")))
        let g = ViewGeometry(pageWidth: 600, pageHeight: 400, columns: 100, rows: 40)
        // Pixel reports: the logged grid is one of xterm's 6 x 13 pixels, not a cell, on the page
        // as drawn (spread over whole cells at fit).
        let cellPage = (x: 600 / Double(g.displayWidth / g.cellPixels.x), y: 400 / Double(g.displayHeight / g.cellPixels.y))
        #expect(log.events.contains(.input(InputGrid(width: (cellPage.x / 6 * 1000).rounded() / 1000,
                                                     height: (cellPage.y / 13 * 1000).rounded() / 1000))),
                "\(log.events.prefix(3))")
        // The brush the stroke used (logged when it is not the session's default).
        var size = Session.defaultBrushSize
        if case .brush(let s, _) = log.events.first(where: { if case .brush = $0 { true } else { false } }) { size = s }
        #expect(log.events.contains { if case .down = $0 { true } else { false } }, "no stroke logged")
        // The pointer's path on the page (xterm's text area starts 2 pixels into its window).
        let path = (0...3000).map { i -> StrokePoint in
            let wx = 150 + Double(i) / 10, wy = 120 + Double(i) / 10 * tan(a)
            return g.pointerPoint(x: (wx - 2 + 0.5) / 6, y: (wy - 2 + 0.5) / 13)
        }
        let saved = try PNGCodec.read(path: folder.appendingPathComponent("out.png").path)
        let coverage = WobbleBenchmark.Coverage(page: saved, paint: Self.red)
        let wobble = WobbleBenchmark.Drag.measure(.line(degrees: 22), path, coverage: coverage, radius: size / 2, scale: g.scale)
        #expect(wobble <= 0.03, "the band is \(wobble) cells off straight")
    }

    /// Whether the termcolor process in `folder` sleeps and used no CPU for half a second: its
    /// start-up is over and it waits for input.
    static func termcolorIsWaitingForInput(in folder: URL) -> Bool {
        guard let pid = termcolorProcess(in: folder), let before = cpuTicksIfSleeping(pid) else { return false }
        usleep(500_000)
        return cpuTicksIfSleeping(pid) == before
    }

    /// utime + stime of `pid` from /proc, nil unless the process is sleeping (state S).
    static func cpuTicksIfSleeping(_ pid: String) -> Int? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 12, fields[0] == "S", let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }

    /// The pid of the termcolor process running in `folder` (its working directory).
    static func termcolorProcess(in folder: URL) -> String? {
        guard let pids = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return nil }
        for pid in pids where Int(pid) != nil {
            guard let cmd = try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8),
                  cmd.hasPrefix(TestTools.termcolor),
                  let cwd = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/cwd") else { continue }
            if URL(fileURLWithPath: cwd).standardizedFileURL.path == folder.standardizedFileURL.path { return pid }
        }
        return nil
    }
}
