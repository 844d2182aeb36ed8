import ColorCore
import Foundation

/// Moves files of an output group out of the way, never deleting or replacing anything: each
/// goes to `<out without .png>.old-<yyyyMMdd-HHmmss>` plus its own ending (`.png`,
/// `.strokes.json`, `.journal.jsonl`), one time stamp for the group (`-2`, `-3`... when taken),
/// so the old group can itself be reopened with `-o <out>.old-<time>.png`.
public enum PictureSetAside {
    /// Returns the group's new name and the files moved there (only those that were there), or
    /// why a file could not be moved (the ones moved before it stay moved; nothing is lost
    /// either way).
    public static func move(_ which: StartDecision.SetAside, of paths: SavePaths, now: Date = Date(),
                            moving: (String, String) throws -> Void = { try FileManager.default.moveItem(atPath: $0, toPath: $1) })
        -> Result<Moved, SetAsideError> {
        let target = freeName(for: paths, now: now)
        let moves = [(which.png, paths.png, target.png), (which.strokes, paths.strokes, target.strokes),
                     (which.journal, paths.journal, target.journal)]
        var moved: [String] = []
        for (wanted, from, to) in moves where wanted && FileManager.default.fileExists(atPath: from) {
            do { try moving(from, to) } catch {
                return .failure(SetAsideError(file: from, reason: FileReason.words(for: error)))
            }
            moved.append(to)
        }
        return .success(Moved(paths: target, files: moved))
    }

    public struct Moved: Equatable, Sendable {
        public var paths: SavePaths
        /// The files now at the new name, picture first.
        public var files: [String]
    }

    /// Moves `moved` back to `paths` when the run that set them aside left nothing there (a
    /// `--fresh` start left without painting, or its work dropped with `Q`): the earlier picture
    /// is then where it was, as if the run had not started. Nothing is moved when any file of
    /// `paths` exists. Returns the first file back at its name, nil when the group stays aside;
    /// when a file cannot be moved back, the ones moved before it go aside again, so the group is
    /// never split between the two names.
    @discardableResult
    public static func putBack(_ moved: Moved, to paths: SavePaths,
                               moving: (String, String) throws -> Void = { try FileManager.default.moveItem(atPath: $0, toPath: $1) })
        -> String? {
        guard !paths.anyExists else { return nil }
        let names = [(moved.paths.png, paths.png), (moved.paths.strokes, paths.strokes), (moved.paths.journal, paths.journal)]
        var back: [(aside: String, home: String)] = []
        for (from, to) in names where moved.files.contains(from) {
            do { try moving(from, to) } catch {
                for file in back.reversed() { try? moving(file.home, file.aside) }
                return nil
            }
            back.append((from, to))
        }
        return back.first?.home
    }

    public struct SetAsideError: Error, Equatable {
        public var file: String
        public var reason: String
        public var message: String { "cannot move \(file) aside (\(reason))" }
    }

    /// The first `.old-<time>[-n]` group none of whose files exists.
    static func freeName(for paths: SavePaths, now: Date) -> SavePaths {
        let stamp = timeStamp(now)
        for n in 1... {
            let candidate = SavePaths(page: paths.page, output: paths.base + ".old-" + stamp + (n > 1 ? "-\(n)" : "") + ".png")
            if !candidate.anyExists { return candidate }
        }
        fatalError("unreachable")
    }

    /// Local time as `yyyyMMdd-HHmmss` (sorts by time, readable in a file list).
    static func timeStamp(_ date: Date) -> String {
        var t = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        localtime_r(&t, &parts)
        func two(_ v: Int32) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return "\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))-\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))"
    }
}
