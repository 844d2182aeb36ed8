import ColorCore

/// What the colouring screen is waiting for besides drawing: at most one thing at a time. Each
/// kind answers its own keys and says its own word when it is closed without an answer.
enum Modal: Equatable, Sendable {
    case none
    /// The `?` overlay is up; most keys close it and then do what they do.
    case help
    /// A y / n question on the status line: `y` (or `Y`) says yes, anything else no.
    case asking(Question)
    /// The save-as prompt, while the person types a path.
    case typingPath(PathPrompt)
    /// The colour picker (`p`) is up; it gets the keys and clicks until it closes.
    case picking(ColourPicker)

    enum Question: Equatable, Sendable {
        /// `c`: clear all paint?
        case clear
        /// `Q` with drawing not yet saved: quit without saving?
        case quitWithoutSaving
        /// Save as onto a path where other work lies: replace it?
        case replace(path: String)
    }

    /// What a key or click did to the modal.
    enum Answer: Equatable, Sendable {
        /// The input was not the modal's: it goes on to do what it does.
        case passedOn
        /// The modal took it and stays open (or closed with nothing to say).
        case taken
        /// Closed without an answer; the status line says `cancelMessage`, when there is one.
        case cancelled(String?)
        case chosen(RGB)
        /// The prompt's path, trimmed, and its text as typed.
        case typed(String, text: String)
        case yes(Question)
    }

    /// What the status line says when the modal closes unanswered; nil: nothing.
    var cancelMessage: String? {
        switch self {
        case .none, .help: nil
        case .asking(.clear): "clear cancelled"
        case .asking(.quitWithoutSaving): "quit cancelled"
        case .asking(.replace(let path)): "save cancelled: \(path) left as it was"
        case .typingPath: "save cancelled"
        case .picking: "no colour chosen"
        }
    }

    /// A key while the modal is up; `action` is what the key does on the screen. The help lets
    /// through the keys that close it (`?`) or leave the screen (`q`, `Q`), which then act with
    /// the help still up; any other key closes it and goes on to act, but Esc only closes it.
    mutating func answer(_ key: Key, action: ColoringAction?) -> Answer {
        switch self {
        case .none:
            return .passedOn
        case .typingPath(var prompt):
            switch prompt.handle(key) {
            case .editing: self = .typingPath(prompt); return .taken
            case .cancelled: return cancel()
            case .done(let typed): self = .none; return .typed(typed, text: prompt.text)
            }
        case .asking(let question):
            guard key == .char("y") || key == .char("Y") else { return cancel() }
            self = .none
            return .yes(question)
        case .picking(var picker):
            return settle(picker.handle(key), of: &picker)
        case .help:
            let passes: [ColoringAction?] = [.toggleHelp, .document(.saveAndQuit), .document(.quitWithoutSaving)]
            guard !passes.contains(action) else { return .passedOn }
            self = .none
            return action == .dismiss ? .taken : .passedOn
        }
    }

    /// A left press outside the picker: the help and a question close (a question is answered
    /// no); the prompt stays (the press goes on to do what it does).
    mutating func answerPress() -> Answer {
        switch self {
        case .help: self = .none; return .taken
        case .asking: return cancel()
        case .typingPath, .picking, .none: return .passedOn
        }
    }

    /// A mouse report while the picker is up, laid out over `columns` and `areaRows`; nil when
    /// the picker is not up.
    mutating func answerPicker(_ m: MouseEvent, columns: Int, areaRows: Int) -> Answer? {
        guard case .picking(var picker) = self else { return nil }
        return settle(picker.handle(m, in: picker.layout(columns: columns, rows: areaRows)), of: &picker)
    }

    private mutating func settle(_ outcome: ColourPicker.Outcome, of picker: inout ColourPicker) -> Answer {
        switch outcome {
        case .open: self = .picking(picker); return .taken
        case .chosen(let rgb): self = .none; return .chosen(rgb)
        case .cancelled: return cancel()
        }
    }

    private mutating func cancel() -> Answer {
        let said = cancelMessage
        self = .none
        return .cancelled(said)
    }

    /// The modal over the frame: the help or the picker over the view's `areaRows`, the prompt
    /// on the status row `promptRow`; a question is on the status line already.
    /// Whether it is drawn over the page area (not just the status line).
    var coversPageArea: Bool {
        switch self {
        case .help, .picking: true
        case .none, .asking, .typingPath: false
        }
    }

    func draw(into frame: inout CellFrame, help: HelpOverlay, areaRows: Int, promptRow: Int) {
        switch self {
        case .help: help.draw(into: &frame, areaRows: areaRows)
        case .typingPath(let prompt): prompt.draw(into: &frame, row: promptRow)
        case .picking(let picker): picker.draw(into: &frame, areaRows: areaRows)
        case .asking, .none: break
        }
    }
}
