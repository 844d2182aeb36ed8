@testable import ColorCore
import Foundation
@testable import Storage
import TestSupport
import Testing

/// The JPEG decoder fed mutated files: truncations, bit flips, random bytes in the entropy data,
/// edited marker lengths, frame sizes and component counts, duplicated and dropped segments, of
/// every JPEG of the shared test data. It must return a picture or a one-line reason: never
/// crash or hang (that nothing reaches stderr is checked on the real program, in
/// PictureCommandTests). `make fuzz` runs it longer; a sanitizer build can call the same bridge
/// function (`jb_fuzz_decode`, through `JPEGCodec.fuzzDecode`).
@Suite(.enabled(if: SharedTestData.available, SharedTestData.skipReason))
struct JPEGFuzzTests {
    static var seeds: [[UInt8]] {
        let folder = SharedTestData.jpegDirectory
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".jpg") }.sorted()
        return names.compactMap { FileManager.default.contents(atPath: folder.appendingPathComponent($0).path).map { [UInt8]($0) } }
            .filter { !$0.isEmpty && $0.count < 150_000 }  // the large photos add time, not new structure
    }

    static func mutate(_ original: [UInt8], _ rng: inout SeededRandom) -> [UInt8] {
        var b = original
        guard b.count > 4 else { return b }
        let segments = JPEGTestSupport.segments(b)
        let scanStart = segments.last.map { $0.offset + 2 + $0.length } ?? b.count / 2
        switch Int.random(in: 0..<7, using: &rng) {
        case 0:
            b = Array(b.prefix(Int.random(in: 0..<b.count, using: &rng)))
        case 1:
            for _ in 0..<Int.random(in: 1...8, using: &rng) { b[Int.random(in: 0..<b.count, using: &rng)] ^= 1 << UInt8.random(in: 0...7, using: &rng) }
        case 2:
            // Random bytes in the entropy-coded data (markers and all).
            guard scanStart < b.count else { break }
            for _ in 0..<Int.random(in: 1...6, using: &rng) {
                b[Int.random(in: scanStart..<b.count, using: &rng)] = [0xFF, 0x00, 0xD9, 0xD0, UInt8.random(in: 0...255, using: &rng)].randomElement(using: &rng)!
            }
        case 3:
            guard let s = segments.randomElement(using: &rng), s.offset + 4 <= b.count else { break }
            let v = [0, 1, 2, 3, 0xFFFF, s.length + 1, s.length - 1, Int.random(in: 0...0xFFFF, using: &rng)].randomElement(using: &rng)!
            b[s.offset + 2] = UInt8((v >> 8) & 0xFF); b[s.offset + 3] = UInt8(v & 0xFF)
        case 4:
            let sides = [0, 1, 7, 8, 9, 4096, 16384, 16385, 65535, Int.random(in: 1...3000, using: &rng)]
            b = JPEGTestSupport.withFrameSize(b, width: sides.randomElement(using: &rng)!, height: sides.randomElement(using: &rng)!)
        case 5:
            // Frame header fields past the size: precision, component count, sampling factors, table ids.
            guard let sof = segments.first(where: { [0xC0, 0xC1, 0xC2, 0xC9, 0xCA].contains($0.marker) }) else { break }
            let field = sof.offset + 4 + [0, 5, 7, 8, 9, 10, 11].randomElement(using: &rng)!
            if field < b.count { b[field] = [0, 1, 2, 3, 4, 8, 12, 16, 0x11, 0x22, 0x44, 0x41, 0xFF].randomElement(using: &rng)! }
        default:
            // A segment repeated or dropped (two frame headers, no Huffman tables, ...).
            guard let s = segments.randomElement(using: &rng), s.offset + 2 + s.length <= b.count else { break }
            let segment = Array(b[s.offset..<(s.offset + 2 + s.length)])
            if Bool.random(using: &rng) {
                b.insert(contentsOf: segment, at: s.offset)
            } else {
                b.removeSubrange(s.offset..<(s.offset + 2 + s.length))
            }
        }
        return b
    }

    /// The corpus `make fuzz` gives the sanitizer fuzzing of the C bridge (`FuzzCorpus`).
    static let corpus = FuzzCorpus(bridge: "jpeg")

    @Test func mutatedFilesDecodeOrFailCleanly() {
        let seeds = Self.seeds
        #expect(seeds.count >= 10)
        var failures: [String] = []
        var decoded = 0
        for (i, seed) in seeds.enumerated() { Self.corpus.save(seed, as: "seed-\(i).jpg") }
        let budget = FuzzBudget(minimumCases: 1000, seconds: 3)
        let cases = budget.run("JPEG mutations of \(seeds.count) files") { rng, n in
            var bytes = seeds.randomElement(using: &rng)!
            for _ in 0..<Int.random(in: 1...3, using: &rng) { bytes = Self.mutate(bytes, &rng) }
            if n < budget.minimumCases { Self.corpus.save(bytes, as: "mutated-\(n).jpg") }
            let page: Page
            do throws(JPEGError) { page = try JPEGCodec.decode(bytes: bytes) } catch {
                if error.message.isEmpty || error.message.contains("\n") { failures.append("case \(n): reason \(error.message.debugDescription)") }
                return
            }
            decoded += 1
            if page.width <= 0 || page.height <= 0 || page.width > PNGCodec.maxSide || page.height > PNGCodec.maxSide
                || page.rgba.count != page.width * page.height * 4 {
                failures.append("case \(n): decoded a \(page.width)x\(page.height) page with \(page.rgba.count) bytes")
            }
            // The sanitizer hook agrees with the codec (it has lower size limits).
            if n % 50 == 0 && !JPEGCodec.fuzzDecode(bytes) && page.width * page.height <= 16 << 20 && max(page.width, page.height) <= 8192 {
                failures.append("case \(n): the fuzz hook refused what the codec decoded")
            }
        }
        print("fuzz JPEG: \(decoded) of \(cases) mutated files still decoded")
        #expect(failures.isEmpty, "\(failures.prefix(3))")
    }
}
