import ColorCore
import Foundation

/// Keeps the recent-pictures list (`RecentStore`) current: after each save, the picture goes
/// first with its progress. A place that cannot be written is said once, at start or at the
/// first save that finds out, and then left alone.
struct RecentRecorder {
    private(set) var store: RecentStore?
    private var lastRecorded: (events: Int, png: String)?

    /// With no usable place (`RecentStore(environment:)` nil), nothing is recorded.
    init(store: RecentStore?) { self.store = store }

    /// The app as it starts: a reopened picture is already in its files; it is recorded again
    /// only once something new is saved (a run that paints nothing writes nothing).
    mutating func starting(_ app: ColorApp) {
        if app.savedEventCount > 0 { lastRecorded = (app.savedEventCount, app.paths.png) }
    }

    /// The note for the status line at start: a damaged list, or a place that cannot be written.
    mutating func startNote(loadNote: String?) -> String? {
        guard let store else { return loadNote }
        if let problem = store.writeProblem() {
            self.store = nil
            return "recent pictures off: \(problem) (\(store.folder))"
        }
        return loadNote
    }

    /// Called after input was handled: records the picture when a save just happened. Returns
    /// a warning the first time the list cannot be written.
    mutating func afterHandling(_ app: ColorApp) -> String? {
        guard let store, !app.lastSaveFailed, app.savedEventCount > 0 else { return nil }
        let now = (events: app.savedEventCount, png: app.paths.png)
        if let last = lastRecorded, last == now { return nil }
        lastRecorded = now
        let picture = RecentPictures.Picture(page: Self.absolute(app.paths.page), output: Self.absolute(app.paths.png),
                                             coloured: app.view.progress.colouredCount, regions: app.view.progress.regionCount,
                                             time: Date().timeIntervalSince1970)
        do {
            try store.record(picture)
            return nil
        } catch {
            self.store = nil
            return "recent pictures off: \(FileReason.words(for: error)) (\(store.file))"
        }
    }

    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
