import Foundation

/// A progress bar on one line of stderr, redrawn in place, when stderr is a terminal (nothing
/// otherwise: a log file or a pipe gets no carriage returns).
struct ProgressBar {
    let total: Int
    let label: String
    /// What is counted ("frames", "pages").
    let unit: String
    private let shown = isatty(STDERR_FILENO) == 1
    private var lastPercent = -1
    static let width = 30

    init(total: Int, label: String, unit: String = "frames") {
        self.total = max(1, total)
        self.label = label
        self.unit = unit
    }

    mutating func show(_ done: Int) {
        guard shown else { return }
        let percent = min(100, done * 100 / total)
        guard percent != lastPercent else { return }
        lastPercent = percent
        let filled = percent * Self.width / 100
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: Self.width - filled)
        FileHandle.standardError.write(Data("\r\(label) [\(bar)] \(percent)% (\(done)/\(total) \(unit))".utf8))
    }

    /// Clears the line.
    mutating func end() {
        guard shown, lastPercent >= 0 else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        lastPercent = -1
    }
}
