@testable import ColorCore
import Foundation
import Testing
import TestSupport

/// Gap closing's regrowth (`Regrowth`: margin segments, a neighbour table per margin pixel, the
/// search on slots) against its definition written plainly on a pixel grid: the same breadth-first
/// search, pixel by pixel, on random small pages with gapped outlines. The joined regions, every
/// margin pixel's state (which core reached it, bridge or not), the bridge list, the pieces and
/// the bridge count must be the same.
struct RegrowthTests {
    /// A page of `w` x `h` with random rectangle outlines (1 or 2 pixels thick) cut by random
    /// gaps, random strokes and specks: many regions joined through gaps, narrow channels, pockets.
    static func randomPage(_ w: Int, _ h: Int, using rng: inout SeededRandom) -> [UInt8] {
        var d = [UInt8](repeating: 0, count: w * h)
        func ink(_ x: Int, _ y: Int) { if x >= 0 && y >= 0 && x < w && y < h { d[y * w + x] = 255 } }
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            let x0 = Int.random(in: 0..<(w - 4), using: &rng), y0 = Int.random(in: 0..<(h - 4), using: &rng)
            let x1 = Int.random(in: (x0 + 4)..<w, using: &rng), y1 = Int.random(in: (y0 + 4)..<h, using: &rng)
            let thick = Int.random(in: 1...2, using: &rng)
            for t in 0..<thick {
                for x in x0...x1 { ink(x, y0 + t); ink(x, y1 - t) }
                for y in y0...y1 { ink(x0 + t, y); ink(x1 - t, y) }
            }
        }
        for _ in 0..<Int.random(in: 0...3, using: &rng) {
            var x = Double.random(in: 0..<Double(w), using: &rng), y = Double.random(in: 0..<Double(h), using: &rng)
            let a = Double.random(in: 0..<(2 * .pi), using: &rng)
            for _ in 0..<Int.random(in: 4...30, using: &rng) { ink(Int(x), Int(y)); x += cos(a); y += sin(a) }
        }
        // Gaps: paper cut back into the lines, 1 to 6 pixels wide.
        for _ in 0..<Int.random(in: 1...6, using: &rng) {
            let x = Int.random(in: 0..<w, using: &rng), y = Int.random(in: 0..<h, using: &rng)
            let gw = Int.random(in: 1...6, using: &rng), gh = Int.random(in: 1...6, using: &rng)
            for yy in y..<min(h, y + gh) { for xx in x..<min(w, x + gw) { d[yy * w + xx] = 0 } }
        }
        for i in d.indices where Int.random(in: 0..<200, using: &rng) == 0 { d[i] = 255 }
        return d
    }

    /// The definition: per pixel, the regrowth's breadth-first search. Returns per pixel the
    /// state (0 for pixels outside the margin) and whether it is margin.
    static func definition(page: RunLabelling, cores: RunLabelling, growing: [Bool], joined: [Bool], w: Int, h: Int) -> (state: [Int32], margin: [Bool]) {
        func labels(_ runs: RunLabelling) -> [Int32] {
            var out = [Int32](repeating: -1, count: w * h)
            for y in 0..<h {
                for k in Int(runs.rowFirst[y])..<Int(runs.rowFirst[y + 1]) {
                    for x in Int(runs.runX0[k])..<Int(runs.runX1[k]) { out[y * w + x] = runs.label[k] }
                }
            }
            return out
        }
        let pageLabel = labels(page), coreLabel = labels(cores)
        let grow = coreLabel.map { $0 >= 0 && growing[Int($0)] ? $0 : -1 }
        let margin = (0..<(w * h)).map { pageLabel[$0] >= 0 && joined[Int(pageLabel[$0])] && grow[$0] < 0 }
        func neighbours(_ p: Int) -> [Int] {
            let x = p % w, y = p / w
            return [x > 0 ? p - 1 : -1, x < w - 1 ? p + 1 : -1, y > 0 ? p - w : -1, y < h - 1 ? p + w : -1]
        }
        var state = [Int32](repeating: 0, count: w * h)
        var queue: [Int] = []
        for p in 0..<(w * h) where margin[p] {
            let beside = neighbours(p).filter { $0 >= 0 && grow[$0] >= 0 }.map { grow[$0] }
            if let smallest = beside.min() { state[p] = smallest + 1; queue.append(p) }
        }
        var head = 0
        while head < queue.count {
            let p = queue[head]
            head += 1
            let mine = state[p]
            let near = neighbours(p).filter { $0 >= 0 }
            let meets = near.contains { n in
                grow[n] >= 0 ? grow[n] + 1 != mine : margin[n] && state[n] > 0 && state[n] != mine
            }
            if meets { state[p] = -mine; continue }
            for n in near where margin[n] && state[n] == 0 { state[n] = mine; queue.append(n) }
        }
        for p in 0..<(w * h) where margin[p] && state[p] == 0 { state[p] = Int32.min }
        return (state, margin)
    }

    /// The pieces by definition: joined page runs cut at bridge pixels, each labelled by its
    /// first pixel's core, labels in order of first pieces.
    static func pieces(page: RunLabelling, joined: [Bool], state: [Int32], margin: [Bool], coreLabel: (Int) -> Int32, w: Int, h: Int) -> [[Int32]] {
        var out: [[Int32]] = []
        var number: [Int32: Int32] = [:]
        for y in 0..<h {
            for k in Int(page.rowFirst[y])..<Int(page.rowFirst[y + 1]) where joined[Int(page.label[k])] {
                var x = Int(page.runX0[k])
                let end = Int(page.runX1[k])
                while x < end {
                    let p = y * w + x
                    if margin[p] && state[p] < 0 { x += 1; continue }
                    let start = x
                    let core = margin[p] ? state[p] - 1 : coreLabel(p)
                    while x < end && !(margin[y * w + x] && state[y * w + x] < 0) { x += 1 }
                    if number[core] == nil { number[core] = Int32(number.count) }
                    out.append([Int32(y), Int32(start), Int32(x), number[core]!])
                }
            }
        }
        return out
    }

    /// 8-connected groups of pixels, by flood fill.
    static func groups(_ pixels: [Int32], width: Int) -> Int {
        var left = Set(pixels)
        var count = 0
        while let p = left.first {
            count += 1
            var stack = [p]
            left.remove(p)
            while let q = stack.popLast() {
                let x = Int(q) % width
                for dy in -1...1 {
                    for dx in -1...1 where x + dx >= 0 && x + dx < width {
                        let n = q + Int32(dy * width + dx)
                        if left.remove(n) != nil { stack.append(n) }
                    }
                }
            }
        }
        return count
    }

    @Test func regrowthMatchesTheSearchByDefinition() {
        var rng = SeededRandom(seed: 13)
        var withBridges = 0, withSeveral = 0
        for trial in 0..<400 {
            let w = Int.random(in: 12...48, using: &rng), h = Int.random(in: 12...40, using: &rng)
            let px = Int.random(in: 1...6, using: &rng)
            let darkness = Self.randomPage(w, h, using: &rng)
            let page = RunLabelling(lineArt: LineArt(width: w, height: h, darkness: darkness))
            let (cores, kept) = GapClosing.keptCores(page: page, width: w, radius: (px + 1) / 2)
            let (joined, growing, _) = GapClosing.joinedRegions(page: page, cores: cores, kept: kept)
            // Joined regions by definition: a page region holding pixels of two kept cores.
            var regionsOfCore = [Set<Int32>](repeating: [], count: cores.regionCount)
            for y in 0..<h {
                for k in Int(cores.rowFirst[y])..<Int(cores.rowFirst[y + 1]) {
                    for x in Int(cores.runX0[k])..<Int(cores.runX1[k]) { regionsOfCore[Int(cores.label[k])].insert(page.label(atX: x, y: y)!) }
                }
            }
            #expect(regionsOfCore.allSatisfy { $0.count == 1 }, "trial \(trial): a core in two page regions")
            let keptPerRegion = Dictionary(grouping: (0..<cores.regionCount).filter { kept[$0] }, by: { regionsOfCore[$0].first! })
            #expect(joined == (0..<page.regionCount).map { (keptPerRegion[Int32($0)]?.count ?? 0) >= 2 }, "trial \(trial): joined")
            #expect(growing == (0..<cores.regionCount).map { kept[$0] && joined[Int(regionsOfCore[$0].first!)] }, "trial \(trial): growing")
            guard joined.contains(true) else { continue }
            var growth = Regrowth(page: page, cores: cores, growing: growing, joined: joined, width: w, height: h)
            growth.grow()
            let expected = Self.definition(page: page, cores: cores, growing: growing, joined: joined, w: w, h: h)
            // Every margin pixel once, in raster order, with the state the definition gives it.
            var got = [Int32](repeating: 0, count: w * h), gotMargin = [Bool](repeating: false, count: w * h)
            for y in 0..<h {
                for k in Int(growth.segFirst[y])..<Int(growth.segFirst[y + 1]) where growth.segRef[k] >= 0 {
                    for x in Int(growth.segX0[k])..<Int(growth.segX1[k]) {
                        let s = Int(growth.segRef[k]) + x - Int(growth.segX0[k])
                        #expect(!gotMargin[y * w + x])
                        gotMargin[y * w + x] = true
                        got[y * w + x] = growth.state[s]
                    }
                }
            }
            #expect(gotMargin == expected.margin, "trial \(trial): margin")
            let wrong = (0..<(w * h)).filter { got[$0] != expected.state[$0] }
            #expect(wrong.isEmpty, "trial \(trial) (\(w)x\(h), PX \(px)): \(wrong.count) states differ, first at \(wrong.first.map { ($0 % w, $0 / w) } as Any): \(wrong.first.map { (got[$0], expected.state[$0]) } as Any)")
            let bridges = growth.bridges()
            #expect(bridges == (0..<(w * h)).filter { expected.margin[$0] && expected.state[$0] < 0 }.map(Int32.init), "trial \(trial): bridges")
            #expect(Regrowth.componentCount(bridges, width: w) == Self.groups(bridges, width: w), "trial \(trial): bridge count")
            // The pieces, labelled by their first pixel's core.
            var coreOf = [Int32](repeating: -1, count: w * h)
            for y in 0..<h {
                for k in Int(cores.rowFirst[y])..<Int(cores.rowFirst[y + 1]) {
                    for x in Int(cores.runX0[k])..<Int(cores.runX1[k]) { coreOf[y * w + x] = cores.label[k] }
                }
            }
            let runs = growth.pieceRuns()
            var gotPieces: [[Int32]] = []
            for y in 0..<h {
                for k in Int(runs.rowFirst[y])..<Int(runs.rowFirst[y + 1]) { gotPieces.append([Int32(y), runs.runX0[k], runs.runX1[k], runs.label[k]]) }
            }
            #expect(gotPieces == Self.pieces(page: page, joined: joined, state: expected.state, margin: expected.margin, coreLabel: { coreOf[$0] }, w: w, h: h),
                    "trial \(trial): pieces")
            if !bridges.isEmpty { withBridges += 1 }
            if Self.groups(bridges, width: w) > 1 { withSeveral += 1 }
        }
        // The pages must exercise the meeting of fronts, not only regions without a bridge.
        #expect(withBridges >= 100 && withSeveral >= 30, "\(withBridges) pages with bridges, \(withSeveral) with several")
    }

    /// The bridge count on random pixel sets (lines, blobs, diagonal steps, wrap at the row's end).
    @Test func bridgeCountMatchesAFloodFill() {
        var rng = SeededRandom(seed: 5)
        for _ in 0..<300 {
            let w = Int.random(in: 1...20, using: &rng), h = Int.random(in: 1...12, using: &rng)
            let density = Double.random(in: 0.05...0.6, using: &rng)
            let pixels = (0..<(w * h)).filter { _ in Double.random(in: 0..<1, using: &rng) < density }.map(Int32.init)
            #expect(Regrowth.componentCount(pixels, width: w) == Self.groups(pixels, width: w), "\(w)x\(h) \(pixels)")
        }
    }
}
