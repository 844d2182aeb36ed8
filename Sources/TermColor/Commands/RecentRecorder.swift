import ColorCore
import Foundation
import Storage

/// Keeps the recent-pictures list (`RecentStore`) current: after each save, the picture goes
/// first with its progress. A place that cannot be written is said once, at start or at the
/// first save that finds out, and then left alone.
struct RecentRecorder {
    private(set) var store: RecentStore?
    /// The picture being coloured was opened `--as-is` (recorded so that reopening does too).
    var asIs = false
    /// The page of its PDF the picture is coloured on (recorded so that reopening opens it).
    var pageNumber = 1

    /// With no usable place (`RecentStore(folders:)` nil), nothing is recorded.
    init(store: RecentStore?) { self.store = store }

    /// The note for the status line at start: a damaged list, or a place that cannot be written.
    mutating func startNote(loadNote: String?) -> String? {
        guard let store else { return loadNote }
        if let problem = store.writeProblem() {
            self.store = nil
            return "recent pictures off: \(problem) (\(store.folder))"
        }
        return loadNote
    }

    /// After `request` was saved to `target`: records the picture. Returns a warning the first
    /// time the list cannot be written.
    mutating func saved(_ request: SaveRequest, to target: SavePaths) -> String? {
        guard let store else { return nil }
        let picture = RecentPictures.Picture(page: Self.absolute(request.page), output: Self.absolute(target.png),
                                             coloured: request.progress?.coloured ?? 0, regions: request.progress?.regions ?? 0,
                                             time: Date().timeIntervalSince1970, asIs: asIs ? true : nil,
                                             pageNumber: pageNumber > 1 ? pageNumber : nil,
                                             byNumber: request.progress?.byNumber == true ? true : nil)
        do {
            try store.record(picture)
            return nil
        } catch {
            self.store = nil
            return "recent pictures off: \(error.reason) (\(store.file))"
        }
    }

    /// Whether the picture saved to `output` was opened `--as-is`, as the list says.
    func openedAsIs(output: String) -> Bool {
        store?.load().0.picture(output: Self.absolute(output))?.asIs ?? false
    }

    /// The page of its PDF the picture saved to `output` is coloured on, as the list says.
    func pageNumber(output: String) -> Int? {
        store?.load().0.picture(output: Self.absolute(output))?.pageNumber
    }

    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
