import Dispatch

/// A value worked out on another thread from the moment this is made, while the caller does
/// something else; `wait` returns it.
public final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    // Written once by the worker before `done` is signalled; read after waiting.
    private var value: Value?

    public init(_ work: @escaping @Sendable () -> Value) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            value = work()
            done.signal()
        }
    }

    /// Waits for the value (once).
    public func wait() -> Value {
        done.wait()
        return value!
    }
}
