import ColorCore
import Screens
import Foundation

/// Deliberate crashes for testing the terminal restore, hidden behind an environment variable:
/// with `TERMCOLOR_DEBUG_TRAP=1` the `!` key hits `fatalError` (SIGILL on x86_64, SIGTRAP on
/// arm64); with `TERMCOLOR_DEBUG_TRAP=overflow` it recurses until the stack overflows (SIGSEGV
/// with no stack left for a handler, unless it runs on the alternate signal stack).
enum DebugTrap {
    static let kind = ProcessInfo.processInfo.environment["TERMCOLOR_DEBUG_TRAP"]

    static func check(_ event: InputEvent) {
        guard let kind, event == .key(.char("!")) else { return }
        switch kind {
        case "1": fatalError("TERMCOLOR_DEBUG_TRAP: trap on request")
        case "overflow": _ = overflow(depth: 0, salt: Int(getpid()))
        default: break
        }
    }

    /// Never returns: each call keeps a buffer on the stack and uses it after the recursive call,
    /// so neither a tail call nor inlining can make the recursion into a loop. Never optimized:
    /// the optimizer turns a recursion whose result is summed into a loop (accumulator
    /// recursion), which would spin forever instead of overflowing the stack.
    @inline(never) @_optimize(none)
    private static func overflow(depth: Int, salt: Int) -> Int {
        var pad = (salt, depth, salt ^ depth, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        return withUnsafeMutableBytes(of: &pad) { bytes in
            bytes[24] = UInt8(truncatingIfNeeded: depth)
            return overflow(depth: depth + 1, salt: salt &+ Int(bytes[24])) &+ Int(bytes[0])
        }
    }
}
