@testable import ColorCore
import Foundation
@testable import Storage
import TestSupport
import Testing

/// The PNG decoder fed mutated files: truncations, bit flips, edited chunk lengths, and
/// CRC-correct IHDR rewrites (huge or zero sizes, bad depths and colour types) of generated
/// pages and, when the shared test data is there, of PngSuite and the real pages. It must return a page
/// or an error; never crash or hang.
@Suite struct PNGFuzzTests {
    static var seeds: [[UInt8]] {
        var files: [[UInt8]] = []
        let folder = try? PNGTestSupport.makeTemporaryFolder()
        defer { folder.map { try? FileManager.default.removeItem(at: $0) } }
        for (i, page) in [PNGTestSupport.samplePage(), StrokeTestPages.page(width: 90, height: 70, shapes: 6, seed: 5),
                          Page(width: 31, height: 17)].enumerated() {
            guard let url = folder?.appendingPathComponent("\(i).png") else { continue }
            for opaque in [false, true] {
                if (try? PNGCodec.write(page, to: url.path, opaque: opaque)) != nil, let d = try? Data(contentsOf: url) { files.append([UInt8](d)) }
            }
        }
        if SharedTestData.available {
            let folder = SharedTestData.pngSuiteDirectory.appendingPathComponent("png")
            let suite = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                .filter { $0.hasSuffix(".png") }.sorted().map { folder.appendingPathComponent($0).path }
            if suite.isEmpty { print("fuzz PNG: no PngSuite files in \(folder.path)") }
            // Real pages are large: the smallest few are enough.
            let pages = SharedTestData.pagePaths.sorted { fileSize($0) < fileSize($1) }.prefix(2)
            for path in suite + pages { if let d = FileManager.default.contents(atPath: path) { files.append([UInt8](d)) } }
        } else {
            print("fuzz PNG: ../shared/testdata not found, mutating generated pages only")
        }
        return files
    }

    static func fileSize(_ path: String) -> Int { ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? .max }

    /// Chunk offsets (of the length field) in a PNG.
    static func chunks(_ b: [UInt8]) -> [Int] {
        var offsets: [Int] = [], i = 8
        while i + 12 <= b.count {
            offsets.append(i)
            let length = Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
            i += 12 + length
        }
        return offsets
    }

    static func fixCRC(_ b: inout [UInt8], chunkAt i: Int) {
        let length = Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
        guard i + 12 + length <= b.count else { return }
        let crc = PNGTestSupport.bigEndian(PNGTestSupport.crc32(Array(b[(i + 4)..<(i + 8 + length)])))
        b.replaceSubrange((i + 8 + length)..<(i + 12 + length), with: crc)
    }

    static func mutate(_ original: [UInt8], _ rng: inout SeededRandom) -> [UInt8] {
        var b = original
        guard !b.isEmpty else { return b }  // an earlier truncation left nothing to mutate
        let chunks = Self.chunks(b)
        switch Int.random(in: 0..<5, using: &rng) {
        case 0:
            b = Array(b.prefix(Int.random(in: 0..<b.count, using: &rng)))
        case 1:
            for _ in 0..<Int.random(in: 1...8, using: &rng) { b[Int.random(in: 0..<b.count, using: &rng)] ^= 1 << UInt8.random(in: 0...7, using: &rng) }
        case 2:
            guard let c = chunks.randomElement(using: &rng) else { break }
            let v: UInt32 = [0, 1, 13, 0x7fff_ffff, 0xffff_ffff, UInt32.random(in: 0...100_000, using: &rng)].randomElement(using: &rng)!
            b.replaceSubrange(c..<(c + 4), with: PNGTestSupport.bigEndian(v))
        case 3:
            // IHDR rewritten with a correct CRC, so the decoder must judge the values themselves.
            guard let c = chunks.first, b.count >= c + 25 else { break }
            let sides: [UInt32] = [0, 1, 16384, 16385, 65536, 0x7fff_ffff, 0xffff_ffff, UInt32.random(in: 1...5000, using: &rng)]
            b.replaceSubrange((c + 8)..<(c + 12), with: PNGTestSupport.bigEndian(sides.randomElement(using: &rng)!))
            b.replaceSubrange((c + 12)..<(c + 16), with: PNGTestSupport.bigEndian(sides.randomElement(using: &rng)!))
            if Bool.random(using: &rng) { b[c + 16] = [0, 1, 2, 3, 4, 8, 16, 255].randomElement(using: &rng)! }
            if Bool.random(using: &rng) { b[c + 17] = [0, 1, 2, 3, 4, 5, 6, 7].randomElement(using: &rng)! }
            if Bool.random(using: &rng) { b[c + 20] = UInt8.random(in: 0...2, using: &rng) }
            fixCRC(&b, chunkAt: c)
        default:
            // Corrupt compressed data behind a correct CRC: zlib must catch it.
            guard let c = chunks.dropFirst().randomElement(using: &rng) else { break }
            let length = Int(b[c]) << 24 | Int(b[c + 1]) << 16 | Int(b[c + 2]) << 8 | Int(b[c + 3])
            guard length > 0, c + 12 + length <= b.count else { break }
            for _ in 0..<Int.random(in: 1...4, using: &rng) { b[c + 8 + Int.random(in: 0..<length, using: &rng)] = UInt8.random(in: 0...255, using: &rng) }
            fixCRC(&b, chunkAt: c)
        }
        return b
    }

    /// The corpus `make fuzz` gives the sanitizer fuzzing of the C bridge (`FuzzCorpus`).
    static let corpus = FuzzCorpus(bridge: "png")

    @Test func mutatedFilesDecodeOrFailCleanly() {
        let seeds = Self.seeds
        var failures: [String] = []
        var decoded = 0
        for (i, seed) in seeds.enumerated() { Self.corpus.save(seed, as: "seed-\(i).png") }
        let budget = FuzzBudget(minimumCases: 2000, seconds: 3)
        let cases = budget.run("PNG mutations of \(seeds.count) files") { rng, n in
            var bytes = seeds.randomElement(using: &rng)!
            for _ in 0..<Int.random(in: 1...3, using: &rng) { bytes = Self.mutate(bytes, &rng) }
            if n < budget.minimumCases { Self.corpus.save(bytes, as: "mutated-\(n).png") }
            guard let page = try? PNGCodec.decode(bytes: bytes) else { return }
            decoded += 1
            if page.width <= 0 || page.height <= 0 || page.width > PNGCodec.maxSide || page.height > PNGCodec.maxSide
                || page.rgba.count != page.width * page.height * 4 {
                failures.append("case \(n): decoded a \(page.width)x\(page.height) page with \(page.rgba.count) bytes")
            }
        }
        print("fuzz PNG: \(decoded) of \(cases) mutated files still decoded")
        #expect(failures.isEmpty, "\(failures.prefix(3))")
    }
}
