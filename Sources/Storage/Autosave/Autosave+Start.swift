import ColorCore
import Foundation

extension Autosave {
    /// The journal at start-up: resumed into `session` when one is there for this page and
    /// output, or set aside with `fresh`. Returns the status-line message, if any.
    public mutating func begin(into session: inout Session, fresh: Bool) -> (message: String, warning: Bool)? {
        if fresh {
            switch setAside() {
            case .none: return nil
            case .moved(let aside): return ("started fresh; the old journal is now \(URL(fileURLWithPath: aside).lastPathComponent)", false)
            case .failed(let why): return ("started fresh; \(why)", true)
            }
        }
        return resume(into: &session)
    }
}
