@testable import ColorCore
import Testing
import TestSupport

/// The page fingerprint a stroke log and a journal keep: the same page gives the same digest,
/// any pixel or the size changed gives another.
struct PageDigestTests {
    static func pixels(_ n: Int, seed: UInt64) -> [UInt32] {
        var rng = SeededRandom(seed: seed)
        return (0..<n).map { _ in UInt32.random(in: 0...UInt32.max, using: &rng) }
    }

    @Test func samePageSameDigestAnyChangeAnother() {
        for (w, h) in [(1, 1), (3, 1), (7, 3), (40, 20), (33, 17)] {
            let page = Self.pixels(w * h, seed: UInt64(w * 100 + h))
            let digest = PageDigest.of(width: w, height: h, pixels: page)
            #expect(digest.count == 16 && digest.allSatisfy(\.isHexDigit))
            #expect(PageDigest.of(width: w, height: h, pixels: page) == digest)
            // Every single pixel, first, middle and the ones past the last group of eight.
            var seen: Set<String> = [digest]
            for i in Set([0, (w * h) / 2, w * h - 1]) {
                var changed = page
                changed[i] ^= 1
                seen.insert(PageDigest.of(width: w, height: h, pixels: changed))
            }
            #expect(seen.count == 1 + Set([0, (w * h) / 2, w * h - 1]).count, "\(w)x\(h)")
        }
        // The same pixels as another shape: another page.
        let six = Self.pixels(6, seed: 1)
        #expect(PageDigest.of(width: 2, height: 3, pixels: six) != PageDigest.of(width: 3, height: 2, pixels: six))
        // Two pixels swapped.
        var swapped = Self.pixels(64, seed: 2)
        let original = PageDigest.of(width: 8, height: 8, pixels: swapped)
        swapped.swapAt(5, 40)
        #expect(PageDigest.of(width: 8, height: 8, pixels: swapped) != original)
    }
}
