import ColorCore
import Testing
@testable import Screens

/// The status message alone: notes and warnings, how long each lasts, and the rows it draws.
@Suite struct StatusMessageTests {
    static func line(_ message: StatusMessage) -> StatusLine {
        StatusLine(tool: "brush", mode: "optimized", smoothing: "hermite", colourName: "red", colour: CellColour(196),
                   brushCells: 2, outputPath: "/out/p.png", message: message.text, messageIsWarning: message.isWarning)
    }

    @Test func aNoteGoesWithTheNextInputsChangeAndAWarningStays() {
        var m = StatusMessage()
        m.inputArrived()
        m.say("saved to /out/p.png")
        m.dropNote()  // the input that said it: stays
        #expect(m.text == "saved to /out/p.png" && m.kind == .note)
        m.inputArrived()
        m.dropNote()
        #expect(m.text.isEmpty)
        m.say("could not save", warning: true)
        m.inputArrived()
        m.dropNote()
        #expect(m.text == "could not save" && m.isWarning)
        m.clear()
        #expect(m.text.isEmpty)
    }

    @Test func aLongWarningCoversThePaletteBarUntilUncovered() {
        let long = "could not save /a/rather/long/folder/name/for/the/picture.png: no such directory (S: save elsewhere)"
        var note = StatusMessage()
        note.say(long)
        #expect(!note.coversPaletteBar(in: Self.line(note), columns: 60))
        var warning = StatusMessage()
        warning.say(long, warning: true)
        #expect(warning.extent == .overPaletteBar && warning.coversPaletteBar(in: Self.line(warning), columns: 60))
        // A short warning fits the line and covers nothing.
        var short = StatusMessage()
        short.say("no", warning: true)
        #expect(!short.coversPaletteBar(in: Self.line(short), columns: 60))
        warning.uncoverPaletteBar()
        #expect(!warning.coversPaletteBar(in: Self.line(warning), columns: 60))
    }

    /// Its frame part: the bar and the status line, or the long warning over both rows.
    @Test func itDrawsTheBarAndLineOrTheWarningOverBoth() {
        let bar = ColourChoice(palette: ColorPalette.standard).bar(columns: 60)
        var m = StatusMessage()
        m.say("short note")
        var f = CellFrame(columns: 60, rows: 4)
        m.draw(Self.line(m), bar: bar, into: &f, barRow: 2)
        var expected = CellFrame(columns: 60, rows: 4)
        bar.draw(into: &expected, row: 2)
        Self.line(m).draw(into: &expected, row: 3)
        #expect(f == expected && f.text(row: 3).contains("short note"))
        m.say("could not save /a/rather/long/folder/name/for/the/picture.png: no such directory (S: save elsewhere)", warning: true)
        f = CellFrame(columns: 60, rows: 4)
        m.draw(Self.line(m), bar: bar, into: &f, barRow: 2)
        #expect(f.text(row: 2).hasPrefix(" could not save") && !f.text(row: 3).contains("? help"))
        #expect(f[1, 2].fg == CellColour(Chrome.warning))
    }
}
