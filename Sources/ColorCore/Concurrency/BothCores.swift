import Dispatch
import Foundation

/// Two independent pieces of work at once, on two cores when there are two and `parallel` says
/// the work is worth it: the caller waits for both and gets both results.
public enum BothCores {
    /// Pages below this many pixels are done on one core: handing work to another thread costs
    /// tens of microseconds, and much more when the machine is busy.
    static let worthwhilePixels = 1 << 20

    public static func run<A: Sendable, B: Sendable>(if parallel: Bool, _ a: @Sendable () -> A, _ b: @Sendable () -> B) -> (A, B) {
        guard parallel && ProcessInfo.processInfo.activeProcessorCount > 1 else { return (a(), b()) }
        let first = UnsafeMutablePointer<A>.allocate(capacity: 1), second = UnsafeMutablePointer<B>.allocate(capacity: 1)
        defer { first.deallocate(); second.deallocate() }
        // Each iteration writes its own result; both are read after concurrentPerform returns.
        let out = (SharedPointer(first), SharedPointer(second))
        DispatchQueue.concurrentPerform(iterations: 2) { i in
            if i == 0 { out.0.base.initialize(to: a()) } else { out.1.base.initialize(to: b()) }
        }
        return (first.move(), second.move())
    }
}
