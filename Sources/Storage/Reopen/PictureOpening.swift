import ColorCore
import Foundation

/// Getting a picture ready to colour, before the session is built: the start decision, the
/// lock on the chosen name, and the files moved aside. The executable calls it at start (and
/// the gallery when it opens another picture); then `begin` replays the picture into the session.
public struct PictureOpening {
    public var decision: StartDecision
    /// Nil where no lock file can be made (a folder that cannot be written; saving says so).
    public var lock: PictureLock?
    /// What `--fresh` (or a stale journal) moved aside, for the status line.
    public var notes: [String] = []
    /// The earlier picture `--fresh` moved aside, to be put back if the run leaves nothing
    /// (`PictureSetAside.putBack`).
    public var startedFresh: PictureSetAside.Moved?

    public var paths: SavePaths { decision.paths }

    public enum Failure: Error, Equatable {
        /// Another run colours this picture.
        case heldElsewhere(png: String, pid: Int32?)
        case noFreeName(png: String)
        case setAside(String)

        public var message: String {
            switch self {
            case .heldElsewhere(let png, let pid):
                "\(png) is open in another termcolor\(pid.map { " (pid \($0))" } ?? ""); finish there first, or colour a copy with -o"
            case .noFreeName(let png): "\(png) and the next \(StartDecision.nameLimit - 1) names all hold other work; choose another -o"
            case .setAside(let why): "\(why); nothing was changed"
            }
        }
    }

    /// Decides where to colour, locks that name, and moves aside what must not be written
    /// over. The decision is made again once the lock is held, so a run that saved there
    /// meanwhile is seen. `rescueFolder`: where a save that could not go to the output went
    /// (`SavePaths.rescueFolder`); the same command run again continues the picture there
    /// (`RescuedPicture`).
    public static func prepare(requested asked: SavePaths, page header: JournalHeader, fresh: Bool,
                               rescueFolder: String? = nil) -> Result<PictureOpening, Failure> {
        // The second decision (once locked) reads again only what was written since the first.
        var seen: [String: PictureFiles] = [:]
        let read = { (paths: SavePaths) -> PictureFiles in
            let files = PictureFiles.read(paths, page: header, earlier: seen[paths.png])
            seen[paths.png] = files
            return files
        }
        let rescued = fresh ? nil : rescueFolder.flatMap { RescuedPicture.find(asked: asked, in: $0, files: read) }
        let requested = rescued?.paths ?? asked
        var lock: PictureLock?
        var decision: StartDecision?
        for _ in 0..<3 {
            guard let d = StartDecision.decide(requested: requested, fresh: fresh, files: read) else {
                return .failure(.noFreeName(png: requested.png))
            }
            if let held = lock, held.path == d.paths.lock {
                decision = d
                break
            }
            lock?.release()
            lock = nil
            switch PictureLock.acquire(d.paths.lock) {
            case .locked(let l):
                lock = l
                StaleTemporaries.remove(beside: d.paths.png)
            case .heldElsewhere(let pid): return .failure(.heldElsewhere(png: d.paths.png, pid: pid))
            case .unavailable: decision = d  // nothing can be written there; not worth a lock
            }
            if decision != nil { break }
        }
        guard var d = decision else { return .failure(.setAside("\(requested.png) keeps changing while starting")) }
        var opening = PictureOpening(decision: d, lock: lock)
        if let rescued { opening.notes.append(rescued.note) }
        if !d.setAside.isEmpty {
            switch PictureSetAside.move(d.setAside, of: d.paths) {
            case .success(let aside):
                // The first file moved, by its own name: after `kill -9` during a save only the
                // journal may be set aside, and a note naming the PNG would point to no file.
                if let first = aside.files.first {
                    let name = URL(fileURLWithPath: first).lastPathComponent
                    opening.notes.append(fresh ? "started fresh; the old picture is now \(name)" : "older files kept as \(name)")
                }
                if fresh { opening.startedFresh = aside }
            case .failure(let error):
                lock?.release()
                return .failure(.setAside(error.message))
            }
            d.setAside = StartDecision.SetAside()
            opening.decision = d
        }
        return .success(opening)
    }

    /// Replays the picture into `session` (a fresh one) and readies `autosave` for it. Returns
    /// the status line's message, whether it is a warning, and how many of the session's events
    /// are already saved (`ColoringScreen.startContinuing(savedEvents:)`).
    public func begin(_ session: inout Session, _ autosave: inout Autosave) -> (message: String?, warning: Bool, savedEvents: Int) {
        var warning = !decision.passedOver.isEmpty
        var saved = 0
        var resumedWarning: String?
        switch decision.source {
        case .blank:
            break
        case .log(let log):
            session.replay(log.events)
            if session.isStrokeOpen { session.apply(.up(t: nil)) }
            session.keepRecentColours(log.recentColours)
            autosave.keepRecentColours(log.recentColours)
            saved = log.events.count
            autosave.savedEvents = session.log.events
        case .journal:
            // The journal is replayed and rewritten to hold exactly what was resumed (a torn or
            // bad tail is cut off, the original kept aside) by the autosave itself.
            if let resumed = autosave.resume(into: &session), resumed.warning {
                resumedWarning = resumed.message
                warning = true
            }
        }
        // Counted once replayed: only strokes that changed the page are undo steps.
        let message = [decision.message(strokes: session.strokeTally), resumedWarning].compactMap { $0 }.joined(separator: "; ")
        let all = (message.isEmpty ? [] : [message]) + notes
        return (all.isEmpty ? nil : all.joined(separator: "; "), warning, saved)
    }
}
