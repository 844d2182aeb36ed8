import Testing
@testable import PhotoPages

/// `LabelMap.squaredDistances` against the definition (the least squared distance to any seed,
/// every seed tried), on grids small enough to run in one band and large enough to be split
/// over the cores, with seeds sparse and dense.
struct SquaredDistanceTests {
    static func bruteForce(_ seeds: [Bool], width w: Int, height h: Int) -> [Float] {
        let points = seeds.indices.filter { seeds[$0] }.map { ($0 % w, $0 / w) }
        return (0..<(w * h)).map { i in
            let x = i % w, y = i / w
            let best = points.map { ($0.0 - x) * ($0.0 - x) + ($0.1 - y) * ($0.1 - y) }.min()
            return best.map(Float.init) ?? Float(w * w + h * h)
        }
    }

    @Test(arguments: [(7, 5, 0.3, 1), (1, 9, 0.2, 2), (9, 1, 0.2, 3), (150, 97, 0.002, 4), (97, 150, 0.05, 5), (130, 70, 0.5, 6)])
    func matchesTheDefinition(width: Int, height: Int, density: Double, seed: UInt64) {
        // A small linear congruential generator: the grids are the same on every run.
        var state = seed &* 0x9E37_79B9_7F4A_7C15
        let seeds = (0..<(width * height)).map { _ -> Bool in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53) < density
        }
        let got = LabelMap.squaredDistances(to: seeds, width: width, height: height)
        let want = Self.bruteForce(seeds, width: width, height: height)
        let wrong = got.indices.filter { got[$0] != want[$0] }
        #expect(wrong.isEmpty, "\(wrong.count) pixels differ, first \(wrong.first.map { "\($0): \(got[$0]) not \(want[$0])" } ?? "")")
    }

    @Test func noSeedIsFarBeyondTheImage() {
        let got = LabelMap.squaredDistances(to: [Bool](repeating: false, count: 80 * 70), width: 80, height: 70)
        #expect(got.allSatisfy { $0 == Float(80 * 80 + 70 * 70) })
    }
}
