@testable import ColorCore
@testable import Screens
import Testing

/// The status line at small and large widths: the message and `? help` always whole, fields
/// dropped whole by priority, the output path shortened from the left at a `/`.
@Suite struct StatusLineLayoutTests {
    static let path = "/home/someone/pictures/colouring/scene-colored.png"

    static func line(message: String = "", penDown: Bool = false) -> StatusLine {
        StatusLine(tool: "brush", mode: "optimized", smoothing: "catmull-rom", colourName: "yellow", colour: 220,
                   brushCells: 2, outputPath: path, message: message, messageIsWarning: true, zoom: "fit",
                   progress: "0 of 155 regions coloured", penDown: penDown)
    }

    /// Every field the full line would show.
    static let fullFields = ["brush \u{25A0} yellow", "brush 2 cells", "fit", "0 of 155 regions coloured", "optimized",
                             "catmull-rom", "? help", "-> \(path)"]

    /// The fields left of the message, as separated by " | ".
    static func fields(_ text: String, message: String) -> [String] {
        var left = text
        if !message.isEmpty, let r = text.range(of: message) { left = String(text[..<r.lowerBound]) }
        return left.trimmingCharacters(in: .whitespaces).components(separatedBy: " | ").filter { !$0.isEmpty }
    }

    /// Each shown field is a whole field (or the path without some leading folders).
    static func expectWholeFields(_ text: String, message: String, width: Int) {
        #expect(text.unicodeScalars.count == width)
        for field in fields(text, message: message) {
            let whole = fullFields.contains(field)
            let shortenedPath = field.hasPrefix("-> \u{2026}/") && path.hasSuffix(String(field.dropFirst(4)))
            #expect(whole || shortenedPath, "cut field \"\(field)\" at \(width): \(text)")
        }
    }

    @Test(arguments: [40, 80, 120, 200])
    func messageAndHelpAlwaysWhole(width: Int) {
        for message in ["", "clear all paint? y / n", "cannot save to out: no such folder (S saves elsewhere)"] where message.count + 10 <= width {
            let text = Self.line(message: message).text(columns: width)
            #expect(text.contains("? help"), "\(width): \(text)")
            if !message.isEmpty { #expect(text.hasSuffix(" \(message) "), "\(width): \(text)") }
            Self.expectWholeFields(text, message: message, width: width)
        }
    }

    @Test func priorities() {
        // 80 columns: colour, brush, zoom and progress stay; mode, smoothing and the path go.
        let at80 = Self.fields(Self.line().text(columns: 80), message: "")
        #expect(at80 == ["brush \u{25A0} yellow", "brush 2 cells", "fit", "0 of 155 regions coloured", "? help"])
        // With a message the progress no longer fits (it is dropped whole), the zoom still does.
        let question = "clear all paint? y / n"
        let at80Asking = Self.fields(Self.line(message: question).text(columns: 80), message: question)
        #expect(at80Asking == ["brush \u{25A0} yellow", "brush 2 cells", "fit", "? help"])
        // A short message: the progress is dropped, and the mode label, which would fit in its
        // place, is not shown there (never "fit | optimized | ? help").
        let short = "colour yellow"
        #expect(Self.fields(Self.line(message: short).text(columns: 80), message: short)
                == ["brush \u{25A0} yellow", "brush 2 cells", "fit", "? help"])
        // 120 columns: the path too, shortened from the left.
        let at120 = Self.line().text(columns: 120)
        #expect(at120.contains("| ? help | -> \u{2026}/") || at120.contains("| ? help | -> \(Self.path)"), "\(at120)")
        #expect(at120.contains("scene-colored.png"))
        // 200 columns: everything, in display order.
        let at200 = Self.line(message: "saved").text(columns: 200)
        #expect(Self.fields(at200, message: "saved") == Self.fullFields)
        // 40 columns: the tool and colour after the help.
        let at40 = Self.fields(Self.line().text(columns: 40), message: "")
        #expect(at40.first == "brush \u{25A0} yellow" && at40.last == "? help", "\(at40)")
    }

    @Test func aMessageLongerThanTheLineEndsAtAWord() {
        let text = Self.line(message: "could not save /a/very/long/path/out.png: permission denied (S: save elsewhere)").text(columns: 40)
        // The message wins the whole line: its path down to the file name, then it ends after
        // a whole word.
        #expect(text == "  could not save \u{2026}/out.png: permission\u{2026} ", "\(text)")
    }

    /// A long path in a message gives up its folders from the left before the words after it
    /// go: what to do next stays on screen (a save refused for another run's picture said only
    /// its path at 120 columns).
    @Test func aMessagesPathsShortenFirst() {
        let message = "/tmp/termcolor-tests-4242/e2e-1a2b3c4d/pictures/boxes-colored.png is open in another termcolor (pid 4242); S to choose another path"
        #expect(StatusLine.shortened(message, to: 118)
                == "\u{2026}/e2e-1a2b3c4d/pictures/boxes-colored.png is open in another termcolor (pid 4242); S to choose another path")
        #expect(StatusLine.shortened(message, to: 90)
                == "\u{2026}/boxes-colored.png is open in another termcolor (pid 4242); S to choose another path")
        // Room for the file name and no more: then words go from the end.
        #expect(StatusLine.shortened(message, to: 40) == "\u{2026}/boxes-colored.png is open in another\u{2026}")
        // Two paths: the longer loses folders first; short words with a slash are no paths.
        #expect(StatusLine.shortened("copy /a/b/c/d/e/f/g/one.png to /x/two.png, 1/2 done", to: 44)
                == "copy \u{2026}/e/f/g/one.png to /x/two.png, 1/2 done")
        // A path with a space in it is no word of its own: the message is cut at a word, as
        // before, rather than shortening the halves into two made-up paths.
        let spaced = "could not save /home/ann/My Pictures/castle-colored.png: permission denied (S: save elsewhere)"
        #expect(StatusLine.shortened(spaced, to: 60) == "could not save /home/ann/My Pictures/castle-colored.png:\u{2026}")
        // A folder (no file name) is not shortened either; "./" and "~/" paths are.
        #expect(StatusLine.shortened("made /a/b/c/d/Pictures for ~/x/y/z/pictures/out.png now", to: 50)
                == "made /a/b/c/d/Pictures for \u{2026}/pictures/out.png now")
        // A message that fits is left alone.
        #expect(StatusLine.shortened(message, to: 200) == message)
    }

    /// Issue 3: the keyboard pen shows on the status line.
    @Test func penDownShows() {
        for width in [40, 80, 200] {
            #expect(Self.line(penDown: true).text(columns: width).contains("| pen down |"), "\(width)")
            #expect(!Self.line().text(columns: width).contains("pen down"))
        }
    }

    /// A message too long for the line splits after a word over two lines; what two lines
    /// cannot hold is shortened at a word; a message that fits one line (paths shortened
    /// first) gets none.
    @Test func aLongMessageSplitsOverTwoLines() {
        let notes = "photo turned into a coloring page (91 regions); --as-is opens it unchanged; "
            + "24-bit colour needs a *-direct terminfo entry for TERM (Debian: ncurses-term): 256 colours"
        let lines = Self.line(message: notes).messageLines(columns: 100)
        #expect(lines?.first == "photo turned into a coloring page (91 regions); --as-is opens it unchanged; 24-bit colour needs a")
        #expect(lines?.second == "*-direct terminfo entry for TERM (Debian: ncurses-term): 256 colours")
        for columns in [20, 41, 60, 100, 150] {
            guard let (a, b) = Self.line(message: notes).messageLines(columns: columns) else { Issue.record("\(columns)"); continue }
            #expect(a.unicodeScalars.count <= columns - 2 && b.unicodeScalars.count <= columns - 2, "\(columns)")
            // Nothing lost but what the end of the second line drops, marked by its ellipsis.
            let joined = a + " " + b
            #expect(joined == notes || (b.hasSuffix("\u{2026}") && notes.hasPrefix(String(joined.dropLast()))), "\(columns): \(joined)")
        }
        #expect(Self.line(message: notes).messageLines(columns: 200) == nil)
        #expect(Self.line(message: "saved").messageLines(columns: 40) == nil)
    }
}
