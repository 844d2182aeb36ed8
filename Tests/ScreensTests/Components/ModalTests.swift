import ColorCore
import Testing
@testable import Screens

/// The modals alone: each answers its own keys, says its own word when closed unanswered, and
/// draws its part of the frame.
@Suite struct ModalTests {
    static let picker = ColourPicker(truecolour: false, current: RGB(r: 200, g: 30, b: 40))

    @Test func eachModalHasItsOwnCancelWord() {
        #expect(Modal.none.cancelMessage == nil && Modal.help.cancelMessage == nil)
        #expect(Modal.asking(.clear).cancelMessage == "clear cancelled")
        #expect(Modal.asking(.quitWithoutSaving).cancelMessage == "quit cancelled")
        #expect(Modal.asking(.replace(path: "/o/x.png")).cancelMessage == "save cancelled: /o/x.png left as it was")
        #expect(Modal.typingPath(PathPrompt(text: "a.png")).cancelMessage == "save cancelled")
        #expect(Modal.picking(Self.picker).cancelMessage == "no colour chosen")
    }

    @Test func aQuestionTakesYOrCancels() {
        var m = Modal.asking(.clear)
        #expect(m.answer(.char("Y"), action: nil) == .yes(.clear) && m == .none)
        m = .asking(.quitWithoutSaving)
        #expect(m.answer(.char("n"), action: nil) == .cancelled("quit cancelled") && m == .none)
        m = .asking(.replace(path: "/o/x.png"))
        #expect(m.answerPress() == .cancelled("save cancelled: /o/x.png left as it was") && m == .none)
    }

    @Test func thePromptEditsThenGivesThePathOrCancels() {
        var m = Modal.typingPath(PathPrompt(text: "", proposed: false))
        #expect(m.answer(.char("a"), action: .tools(.eraser)) == .taken)
        #expect(m.answer(.char(" "), action: nil) == .taken)
        #expect(m.answer(.enter, action: nil) == .typed("a", text: "a ") && m == .none)
        m = .typingPath(PathPrompt(text: "b.png"))
        #expect(m.answer(.escape, action: .dismiss) == .cancelled("save cancelled") && m == .none)
        // A press does not close the prompt: it goes on to do what it does.
        m = .typingPath(PathPrompt(text: "b.png"))
        #expect(m.answerPress() == .passedOn && m != .none)
    }

    @Test func helpLetsThroughItsOwnAndLeavingKeysAndClosesForOthers() {
        var m = Modal.help
        #expect(m.answer(.char("?"), action: .toggleHelp) == .passedOn && m == .help)
        #expect(m.answer(.char("q"), action: .document(.saveAndQuit)) == .passedOn && m == .help)
        #expect(m.answer(.char("x"), action: .tools(.eraser)) == .passedOn && m == .none)
        m = .help
        #expect(m.answer(.escape, action: .dismiss) == .taken && m == .none)
        m = .help
        #expect(m.answerPress() == .taken && m == .none)
    }

    /// The picker closed by a key and by a click below it says the same.
    @Test func thePickerSaysTheSameWhenAKeyOrAClickClosesIt() {
        var byKey = Modal.picking(Self.picker)
        let keyAnswer = byKey.answer(.escape, action: .dismiss)
        var byClick = Modal.picking(Self.picker)
        let clickAnswer = byClick.answerPicker(MouseEvent(kind: .press, button: 0, column: 5, row: 22), columns: 80, areaRows: 22)
        #expect(keyAnswer == .cancelled("no colour chosen") && clickAnswer == keyAnswer)
        #expect(byKey == .none && byClick == .none)
        // A click inside the panel but on no swatch leaves it open.
        var open = Modal.picking(Self.picker)
        #expect(open.answerPicker(MouseEvent(kind: .press, button: 0, column: 0, row: 0), columns: 80, areaRows: 22) == .taken)
        #expect(open == .picking(Self.picker))
        var none = Modal.none
        #expect(none.answerPicker(MouseEvent(kind: .press, button: 0, column: 0, row: 0), columns: 80, areaRows: 22) == nil)
    }

    /// Its frame part: the help and the picker over the view's rows, the prompt on its row, a
    /// question nothing (it is on the status line).
    @Test func eachDrawsItsOwnPart() {
        let blank = CellFrame(columns: 80, rows: 24)
        func drawn(_ m: Modal) -> CellFrame {
            var f = blank
            m.draw(into: &f, help: ColoringKeys.help, areaRows: 22, promptRow: 23)
            return f
        }
        #expect(drawn(.none) == blank && drawn(.asking(.clear)) == blank)
        var help = blank
        ColoringKeys.help.draw(into: &help, areaRows: 22)
        #expect(drawn(.help) == help && help != blank)
        let prompt = drawn(.typingPath(PathPrompt(text: "out.png")))
        #expect(prompt.text(row: 23).hasPrefix("save as: out.png") && (0..<23).allSatisfy { prompt.text(row: $0) == blank.text(row: $0) })
        var picker = blank
        Self.picker.draw(into: &picker, areaRows: 22)
        #expect(drawn(.picking(Self.picker)) == picker && picker.text(row: 23) == blank.text(row: 23))
    }
}
