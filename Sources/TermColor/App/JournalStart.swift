import ColorCore
import Foundation

/// The autosave journal at start-up: resumed into the session when one is there for this page
/// and output, or set aside with `--fresh`. Returns the status-line message, if any.
enum JournalStart {
    static func begin(_ autosave: inout Autosave, _ session: inout Session, fresh: Bool) -> (message: String, warning: Bool)? {
        if fresh {
            switch autosave.setAside() {
            case .none: return nil
            case .moved(let aside): return ("started fresh; the old journal is now \(URL(fileURLWithPath: aside).lastPathComponent)", false)
            case .failed(let why): return ("started fresh; \(why)", true)
            }
        }
        return autosave.resume(into: &session)
    }
}
