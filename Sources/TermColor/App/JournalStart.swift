import ColorCore
import Foundation

/// The autosave journal at start-up: resumed into the session when one is there for this page
/// and output, or set aside with `--fresh`. Returns the status-line message, if any.
enum JournalStart {
    static func begin(_ autosave: inout Autosave, _ session: inout Session, fresh: Bool) -> (message: String, warning: Bool)? {
        if fresh {
            return autosave.setAside().map { ("started fresh; the old journal is now \(URL(fileURLWithPath: $0).lastPathComponent)", false) }
        }
        return autosave.resume(into: &session)
    }
}
