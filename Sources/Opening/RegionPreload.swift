import ColorCore
import Dispatch

/// The region preload of a page (and the paint masks of its tallest regions), run on another
/// thread from the moment it is made, so it overlaps building and showing the first frame.
public final class RegionPreload: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    // Written once by the preload thread before `done` is signalled; read after waiting.
    private var result: (any RegionFinder, PreparedPaintMasks)?
    /// How long the preload took on its thread (valid after `wait`).
    public private(set) var milliseconds = 0.0

    public init(mode: RegionMode, lineArt: LineArt, closing gaps: GapChoice = .off) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let clock = ContinuousClock(), start = clock.now
            let finder = mode.makeFinder(for: lineArt, closing: gaps)
            result = (finder, PreparedPaintMasks(finder: finder))
            milliseconds = (clock.now - start) / .milliseconds(1)
            done.signal()
        }
    }

    /// Waits for the preload (once).
    public func wait() -> (any RegionFinder, PreparedPaintMasks) {
        done.wait()
        return result!
    }
}
