import ColorCore

/// Saving: the document keys, the save asked for, and its answer (`SaveState` holds where the
/// saves stand).
extension ColoringScreen {
    var hasUnsavedDrawing: Bool { document.hasUnsavedDrawing }
    var ending: Ending { document.ending(message: message) }

    /// A document key: undo, redo, clear, saving, leaving.
    mutating func perform(_ action: DocumentAction) -> [Effect] {
        switch action {
        case .undo, .redo:
            // Judged after the event: it first ends an open stroke, which may become the step
            // undone, or replace the step a redo would have brought back.
            let steps = session.undoRedoCount
            apply(action == .undo ? .undo : .redo)
            let moved = session.undoRedoCount > steps
            say(action == .undo ? (moved ? "undone" : "nothing to undo") : (moved ? "redone" : "nothing to redo"))
        case .askClear: modal = .asking(.clear); say("clear all paint? y / n", warning: true)
        case .save: return requestSave(to: paths.png, then: .stay)
        case .saveAs:
            // After a failure, offer the rescue folder; else the current output, to edit.
            let proposed = document.saves.lastFailed ? paths.inFolder(document.rescueFolder).png : paths.png
            modal = .typingPath(PathPrompt(text: proposed))
        case .saveAndQuit: return requestSave(to: paths.png, then: .quit)
        case .gallery: return requestSave(to: paths.png, then: .gallery)
        case .turnPage(let step): return requestSave(to: paths.png, then: .turnPage(step))
        case .quitWithoutSaving:
            guard document.hasWorkToSave else { return [.quit(ending)] }
            modal = .asking(.quitWithoutSaving)
            say("quit without saving? y / n", warning: true)
        }
        return []
    }

    /// Asks for the picture and its log to be written to `output`, and says so (the executable
    /// shows that before the save starts).
    /// A run that painted nothing writes nothing: leaving (`q`, a signal, the gallery) saves
    /// only what is not saved yet, and `s` writes no blank picture; then it only says so (and
    /// goes on to quit). `s` on a saved picture writes it again, as asked.
    mutating func requestSave(to output: String, then: SaveState.Then, existing: SaveRequest.Existing = .replace) -> [Effect] {
        // Leaving ends a stroke the button still holds: the picture saved and its log then
        // agree (the stroke's end up to the pen is on neither until it ends).
        if then != .stay && session.isStrokeOpen { apply(.up(t: document.drawing.time)) }
        // The ink chosen last, though no stroke used it yet, is the picture's too: reopened, it
        // is the current ink again (the log records inks when a stroke needs them). Not for a
        // run that has drawn nothing: that writes nothing.
        if !session.log.events.isEmpty && session.ink != tools.colours.ink { apply(.color(tools.colours.ink)) }
        let asked = then == .stay && (document.saves.savedEventCount > 0 || session.canvas.hasPaint)
        guard document.hasWorkToSave || asked else {
            say("nothing to save yet")
            switch then {
            case .stay: return []
            case .quit: return [.quit(ending)]
            case .gallery: statusMessage.clear(); return [.showGallery(current: paths)]
            case .turnPage(let step): statusMessage.clear(); return [.turnPage(current: paths, by: step)]
            case .end, .endInRescue: return [.quit(Ending(lastWords: "nothing to save"))]
            }
        }
        say("saving \(output)...")
        finishPaintingAhead()  // the picture saved is the whole of what was drawn
        session.keepRecentColours(tools.colours.recent)
        var request = document.saveRequest(to: output, then: then, existing: existing)
        // A numbered page's progress is the one its status line says (the gallery's tile says it too).
        if let guide = numberGuide { request.progress = (guide.doneCount, guide.total, true) }
        return [.save(request)]
    }

    /// A save as that was refused (the page itself, a page in use, a picture open in another
    /// run) or failed (a folder that is not there, no permission) opens the prompt again on the
    /// same path, the reason in its label: the keys typed next edit the name, as after a name
    /// that is not a PNG (they were taken as commands), and a typo costs no more than a key.
    /// False for any other save (`s`, `q`, a signal's, to the picture's own path): the caller
    /// then says why on the status line.
    private mutating func askedAgain(_ target: SavePaths, why: String, after pending: SaveState.Pending) -> Bool {
        guard pending.then == .stay, target.png != paths.png else { return false }
        modal = .typingPath(PathPrompt(label: "\(why); save as: ", text: target.png, proposed: false))
        return true
    }

    /// A signal asks to end: save, and if that fails, save in the rescue folder; then quit.
    mutating func saveBeforeEnding() -> [Effect] {
        requestSave(to: paths.png, then: .end)
    }

    /// The answer to `requestSave`: says how it went; later saves go where this one went.
    mutating func saveFinished(_ result: SaveResult) -> [Effect] {
        guard let pending = document.saves.pending else { return [] }
        document.saves.pending = nil
        switch result {
        case .saved(let target):
            document.paths = target
            document.saves.lastFailed = false
            document.saves.savedEventCount = pending.eventCount
            say("saved to \(target.png)")
            switch pending.then {
            case .stay: return []
            case .gallery: return [.showGallery(current: paths)]
            case .turnPage(let step): return [.turnPage(current: paths, by: step)]
            case .quit, .end, .endInRescue: return [.quit(ending)]
            }
        case .refused(let target):
            if !askedAgain(target, why: "that is the page itself", after: pending) {
                say("\(target.png) would overwrite the page itself; S to choose another path", warning: true)
            }
        case .pageInUse(let target, let picture):
            // The picture by its name alone when it lies beside the page (as it mostly does): the
            // whole path made the line longer than most terminals.
            let folder = { (path: String) in path.split(separator: "/", omittingEmptySubsequences: false).dropLast() }
            let named = folder(picture) == folder(target.png) ? String(picture.split(separator: "/").last ?? "") : picture
            if !askedAgain(target, why: "the page of \(named)", after: pending) {
                say("\(target.png) is the page \(named) is coloured on; S to choose another path", warning: true)
            }
        case .openElsewhere(let target, let pid):
            let open = "open in another termcolor\(pid.map { " (pid \($0))" } ?? "")"
            if !askedAgain(target, why: open, after: pending) {
                say("\(target.png) is \(open); S to choose another path", warning: true)
            }
        case .exists(let target):
            // Save as onto other work (or a rescue folder with no free name): never written over unasked.
            if pending.then == .stay {
                modal = .asking(.replace(path: target.png))
                say("other work at \(target.png): replace it? y / n", warning: true)
            } else {
                document.saves.lastFailed = true
                say("could not save \(target.png): the name is taken", warning: true)
            }
        case .pictureFailed(let target, let reason):
            // The reason's last words ("no such directory" of "cannot create file: no such
            // directory"): a long label would push the path to fix off a narrow line. A save as
            // asked again says nothing of the picture's own folder: the next S proposes its own
            // name, not the rescue folder (else Enter would put the picture there).
            let short = reason.components(separatedBy: ": ").last ?? reason
            if !askedAgain(target, why: "could not save: \(short)", after: pending) {
                document.saves.lastFailed = true
                say("could not save \(target.png): \(reason) (S: save elsewhere, Q: quit without saving)", warning: true)
            }
        case .logFailed(let target, let reason):
            document.saves.lastFailed = true
            say("saved \(target.png), but not \(target.strokes): \(reason)", warning: true)
        }
        switch pending.then {
        case .stay, .quit, .gallery, .turnPage: return []  // on failure the warning stays up
        case .end: return requestSave(to: paths.inFolder(document.rescueFolder).png, then: .endInRescue, existing: .nextFreeName)
        case .endInRescue: return [.quit(ending)]
        }
    }
}
