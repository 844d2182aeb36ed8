import ColorCore
import Screens
import Foundation

/// A deliberate Swift trap for testing the terminal restore: with `TERMCOLOR_DEBUG_TRAP=1` in
/// the environment, the `!` key hits `fatalError` (SIGILL on x86_64, SIGTRAP on arm64).
enum DebugTrap {
    static let enabled = ProcessInfo.processInfo.environment["TERMCOLOR_DEBUG_TRAP"] == "1"

    static func check(_ event: InputEvent) {
        if enabled, event == .key(.char("!")) { fatalError("TERMCOLOR_DEBUG_TRAP: trap on request") }
    }
}
