/// The bottom line: tool, region mode, smoothing, colour, brush size, where the PNG goes, and
/// the latest message (which wins the space when the line is too short for everything).
public struct StatusLine: Equatable, Sendable {
    public var tool: String
    public var mode: String
    public var smoothing: String
    public var colourName: String
    public var colourIndex: UInt8
    /// Brush diameter in cells (display columns).
    public var brushCells: Double
    public var outputPath: String
    public var message: String
    public var messageIsWarning: Bool
    /// "fit" or "zoom 4x"; "12 of 300 regions coloured". Empty ones are left out.
    public var zoom: String
    public var progress: String

    public init(tool: String, mode: String, smoothing: String, colourName: String, colourIndex: UInt8,
                brushCells: Double, outputPath: String, message: String = "", messageIsWarning: Bool = false,
                zoom: String = "", progress: String = "") {
        self.zoom = zoom; self.progress = progress
        self.tool = tool; self.mode = mode; self.smoothing = smoothing
        self.colourName = colourName; self.colourIndex = colourIndex; self.brushCells = brushCells
        self.outputPath = outputPath; self.message = message; self.messageIsWarning = messageIsWarning
    }

    /// The brush size as shown: one decimal below 10 cells, whole cells above.
    public static func formatCells(_ cells: Double) -> String {
        if cells >= 10 { return "\(Int(cells.rounded()))" }
        let tenths = Int((cells * 10).rounded())
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }

    public func draw(into frame: inout CellFrame, row: Int) {
        frame.clearRow(row, fg: Chrome.text, bg: Chrome.barBackground)
        var c = frame.write(" \(tool) ", column: 0, row: row, fg: Chrome.highlight, bg: Chrome.barBackground)
        c = frame.write("\u{25A0}", column: c, row: row, fg: colourIndex, bg: Chrome.barBackground)
        let view = [zoom, progress].filter { !$0.isEmpty }.map { " | \($0)" }.joined()
        c = frame.write(" \(colourName) | brush \(Self.formatCells(brushCells)) cells\(view) | \(mode) | \(smoothing) | ? help | -> \(outputPath)",
                        column: c, row: row, fg: Chrome.text, bg: Chrome.barBackground)
        guard !message.isEmpty else { return }
        // The message goes at the right end, over whatever it must cover.
        let text = " \(message) "
        let start = max(0, frame.columns - text.unicodeScalars.count)
        frame.write(text, column: start, row: row, fg: messageIsWarning ? Chrome.warning : Chrome.highlight,
                    bg: Chrome.barBackground)
    }
}
