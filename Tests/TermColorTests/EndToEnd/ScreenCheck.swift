import Foundation
import Testing

/// Comparing what tmux shows with the frame the program presented (TERMCOLOR_FRAME_LOG).
///
/// Why capture-pane can be trusted here: the tests run under TERM=tmux-256color, whose terminfo
/// has no bce, ech or rep, so ncurses writes every cell, and `capture-pane -e -N` reports every
/// written cell with its colours. Under a TERM with bce (xterm-256color) ncurses clears runs of
/// blanks with erase sequences instead, and tmux 3.3a's capture-pane leaves such cleared cells
/// out although the pane shows their background (tried: hundreds of cells "nothing" per frame).
extension Tmux {
    /// The environment that makes the program log its frames into this test's folder.
    static func frameLogEnvironment(_ folder: URL) -> [String: String] {
        ["TERMCOLOR_FRAME_LOG": folder.appendingPathComponent("frame.log").path]
    }

    /// The frame the program presented last, nil before the first (or without the log).
    func loggedFrame() -> LoggedFrame? { file("frame.log").flatMap { LoggedFrame(text: $0) } }

    /// What the pane shows: every cell with its glyph and colours (`-N` keeps trailing blanks,
    /// which tmux otherwise trims together with their background colour).
    func screenCells() throws -> ScreenCells { ScreenCells(text: try tmux(["capture-pane", "-p", "-e", "-N"])) }

    func paneSize() throws -> (columns: Int, rows: Int) {
        let parts = try tmux(["display", "-p", "#{pane_width} #{pane_height}"]).split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        return parts.count == 2 ? (parts[0], parts[1]) : (0, 0)
    }

    /// Waits for the screen to settle on a frame presented after `previous` for which `condition`
    /// holds (no new frame for 0.2 s), then expects the pane to show that frame cell by cell:
    /// glyph, foreground and background. A record with the differing cells when it never does.
    /// Returns the frame, nil after a failure.
    @discardableResult
    func expectScreenShowsFrame(_ what: String, after previous: LoggedFrame?, seconds: Double = 8,
                                where condition: (LoggedFrame) -> Bool = { _ in true },
                                sourceLocation: SourceLocation = #_sourceLocation) throws -> LoggedFrame? {
        let deadline = Date().addingTimeInterval(seconds)
        var sequence = -1, sequenceSince = Date()
        var problem = "no frame after \(previous.map { "#\($0.sequence)" } ?? "the start") for which the condition holds"
        while Date() < deadline {
            usleep(50_000)
            guard let frame = loggedFrame() else { continue }
            if frame.sequence != sequence { sequence = frame.sequence; sequenceSince = Date() }
            guard frame.sequence > previous?.sequence ?? 0, condition(frame) else {
                let status = frame.text.split(separator: "\n").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
                problem = "the last frame, #\(frame.sequence), is not the one awaited (its last row: \(status))"
                continue
            }
            guard Date().timeIntervalSince(sequenceSince) >= 0.2 else { continue }
            let pane = try paneSize()
            let difference = ScreenDifference(frame: frame, screen: try screenCells())
            // The frame must still be the last one: the screen may show a newer one already.
            guard loggedFrame()?.sequence == frame.sequence else { continue }
            if pane != (frame.columns, frame.rows) {
                problem = "frame #\(frame.sequence) is \(frame.columns)x\(frame.rows), the pane \(pane.columns)x\(pane.rows)"
            } else if difference.isEmpty {
                return frame
            } else {
                problem = "frame #\(frame.sequence): \(difference.summary)"
            }
        }
        Issue.record("\(what): the screen never showed the program's frame: \(problem)", sourceLocation: sourceLocation)
        return nil
    }
}

extension LoggedFrame {
    /// How many cells differ from `other` (all, for another size).
    func changedCells(since other: LoggedFrame) -> Int {
        guard other.columns == columns, other.rows == rows else { return columns * rows }
        var n = 0
        for row in 0..<rows {
            for column in 0..<columns where cells.cell(column, row) != other.cells.cell(column, row) { n += 1 }
        }
        return n
    }

    /// Cells of rows `0..<rowLimit` whose colours include palette index `index`.
    func cellsShowing(_ index: UInt8, above rowLimit: Int) -> Int {
        var n = 0
        for row in 0..<min(rowLimit, rows) {
            for cell in cells.rows[row] where cell.bg == .indexed(index) || (cell.glyph != " " && cell.fg == .indexed(index)) { n += 1 }
        }
        return n
    }
}
