import ColorCore

/// What the screen does with a modal's answer (`Modal.answer`).
extension ColoringScreen {
    /// Carries out `answer`; its effects.
    mutating func settle(_ answer: Modal.Answer) -> [Effect] {
        switch answer {
        case .passedOn, .taken: return []
        case .cancelled(let said): if let said { say(said) }; return []
        case .chosen(let rgb): say(tools.choose(.rgb(rgb))); return []
        case .typed(let typed, let text): return saveAs(typed, text: text)
        case .yes(.quitWithoutSaving): return [.quit(ending)]
        case .yes(.clear):
            apply(.clear)
            say("cleared (u undoes)")
            return []
        case .yes(.replace(let path)):
            return requestSave(to: path, then: .stay, existing: .replaceOther(own: paths.png))
        }
    }

    /// The picture is a PNG: a name without an extension gets `.png`; another extension (PNG
    /// data in `out.jpg`) or a folder is asked again.
    private mutating func saveAs(_ typed: String, text: String) -> [Effect] {
        guard let path = SavePaths.pngName(typed) else {
            // Said in the prompt's label too: the prompt covers the status line.
            modal = .typingPath(PathPrompt(label: ColoringScreen.pngOnlyLabel, text: text, proposed: false))
            say("pictures are saved as PNG: end the name with .png", warning: true)
            return []
        }
        return requestSave(to: path, then: .stay, existing: .askUnless(own: paths.png))
    }

    /// The save-as prompt's label after a name that does not end in .png.
    static let pngOnlyLabel = "save as (a PNG: end the name with .png): "
}
