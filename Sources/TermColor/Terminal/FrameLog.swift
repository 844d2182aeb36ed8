import ColorCore
import Foundation

/// Opt-in record of the frame on screen, for end-to-end tests that compare what the terminal
/// shows with what the program meant to show: with `TERMCOLOR_FRAME_LOG=path` in the
/// environment, every presented frame replaces the file at `path` once its bytes are flushed.
///
/// The file is text: a header line `termcolor-frame SEQUENCE COLUMNSxROWS`, then one line per
/// row in the terminal's own language: SGR colour codes (`ESC[0;38;5;F;48;5;Bm`) before each run
/// of cells sharing colours, then their glyphs. So a test reads it with the same parser as
/// `tmux capture-pane -p -e`, `cat` shows it, and `tools/screenshot.py` pictures it. On a
/// direct-colour terminal every colour is written as the terminal gets it, `38;2;R;G;B`.
struct FrameLog {
    private let path: String
    private var sequence = 0

    /// Nil unless `TERMCOLOR_FRAME_LOG` names a file.
    init?(environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard let path = environment["TERMCOLOR_FRAME_LOG"], !path.isEmpty else { return nil }
        self.path = path
    }

    /// Replaces the file with `frame` (written beside it, then renamed: a reader never sees
    /// half a frame). A failure is ignored: the log is for tests, never worth stopping for.
    mutating func record(_ frame: CellFrame, directColour: Bool, colourCount: Int = 256) {
        sequence += 1
        let temporary = path + ".tmp"
        let text = Self.text(of: frame, sequence: sequence, directColour: directColour, colourCount: colourCount)
        guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8))
        else { return }
        _ = rename(temporary, path)
    }

    static func text(of frame: CellFrame, sequence: Int, directColour: Bool = false, colourCount: Int = 256) -> String {
        var out = "termcolor-frame \(sequence) \(frame.columns)x\(frame.rows)\n"
        var colours = TerminalColours(direct: directColour, colourCount: colourCount)
        func sgr(_ c: CellColour, _ layer: Int) -> String {
            let n = colours.number(c)
            return directColour ? "\(layer);2;\(n >> 16);\((n >> 8) & 0xff);\(n & 0xff)" : "\(layer);5;\(n)"
        }
        for row in 0..<frame.rows {
            var current: (fg: CellColour, bg: CellColour)? = nil
            for column in 0..<frame.columns {
                let cell = frame[column, row]
                if current == nil || current! != (cell.fg, cell.bg) {
                    out += "\u{1b}[0;\(sgr(cell.fg, 38));\(sgr(cell.bg, 48))m"
                    current = (cell.fg, cell.bg)
                }
                out.unicodeScalars.append(cell.glyph)
            }
            out += "\u{1b}[0m\n"
        }
        return out
    }
}
