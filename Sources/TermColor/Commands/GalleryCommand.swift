import ArgumentParser
import Foundation
import Opening
import Storage

/// `termcolor gallery`: the bundled pages and recent pictures to choose from.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery", abstract: "Choose a page to start or a recent picture to continue.")

    @OptionGroup var drawing: DrawingOptions
    @OptionGroup var display: DisplayArguments

    func run() throws {
        let store = RecentStore(folders: UserFolders())
        var recorder = RecentRecorder(store: store)
        let defaults = InteractiveDefaults.resolve(paletteOption: nil, mode: drawing.mode, display: display)
        let notes = [recorder.startNote(loadNote: store?.load().note), defaults.notice].compactMap { $0 }
        let status = ColoringStart.runGallery(drawing: drawing.interactive(defaults), display: defaults.display, recent: recorder,
                                              store: recorder.store ?? store, startNote: notes.isEmpty ? nil : notes.joined(separator: "; "))
        if status != 0 { throw ExitCode(status) }
    }
}
