/// The cells of `tmux capture-pane -p -e` output: each character with the 256-colour foreground
/// and background its SGR codes gave it (-1: the terminal's default). Attributes carry on from
/// line to line, as tmux writes them only when they change.
struct ScreenCells {
    struct Cell: Equatable {
        var glyph: Character
        var fg: Int, bg: Int
    }

    let rows: [[Cell]]

    init(capture: String) {
        var fg = -1, bg = -1
        var rows: [[Cell]] = []
        for line in capture.split(separator: "\n", omittingEmptySubsequences: false) {
            var row: [Cell] = []
            var i = line.startIndex
            while i < line.endIndex {
                if line[i] == "\u{1b}", line.index(after: i) < line.endIndex, line[line.index(after: i)] == "[" {
                    var j = line.index(i, offsetBy: 2)
                    while j < line.endIndex, !line[j].isLetter { j = line.index(after: j) }
                    guard j < line.endIndex else { break }
                    if line[j] == "m" {
                        let codes = line[line.index(i, offsetBy: 2)..<j].split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
                        var k = 0
                        while k < codes.count {
                            switch codes[k] {
                            case 0: fg = -1; bg = -1
                            case 39: fg = -1
                            case 49: bg = -1
                            case 38 where k + 2 < codes.count && codes[k + 1] == 5: fg = codes[k + 2]; k += 2
                            case 48 where k + 2 < codes.count && codes[k + 1] == 5: bg = codes[k + 2]; k += 2
                            default: break
                            }
                            k += 1
                        }
                    }
                    i = line.index(after: j)
                    continue
                }
                row.append(Cell(glyph: line[i], fg: fg, bg: bg))
                i = line.index(after: i)
            }
            rows.append(row)
        }
        self.rows = rows
    }

    func cell(_ column: Int, _ row: Int) -> Cell? {
        row < rows.count && column < rows[row].count ? rows[row][column] : nil
    }

    /// The text of a row.
    func text(_ row: Int) -> String { row < rows.count ? String(rows[row].map(\.glyph)) : "" }
}
