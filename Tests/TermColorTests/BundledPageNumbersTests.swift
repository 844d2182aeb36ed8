import ColorCore
import Foundation
import Storage
import Testing

/// Every bundled page is numbered by its generator (make-pages, doc/numbered-pages.md): its
/// numbers chunk names exactly the regions worth colouring, each label clear inside its
/// region, with a palette of distinct colours that paint can carry; the numbers leave the
/// drawing's pixels as they were; and finishing a page by numbers gives the picture meant.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: TestTools.repositoryRoot.appendingPathComponent("pages/balloon.png").path),
                "needs the bundled pages in pages/"))
struct BundledPageNumbersTests {
    static let folder = TestTools.repositoryRoot.appendingPathComponent("pages")
    static let names = ["animal", "balloon", "butterfly", "castle", "mandala", "quilt", "rocket", "scene", "snail"]

    /// FNV-1a of each page's RGBA as the generator drew it before pages carried numbers: adding
    /// the numbers must not move a pixel (merging or inking regions, as a photo's numbering
    /// may, would change the drawing a person sees).
    static let pixelDigests: [String: UInt64] = [
        "animal": 0xaa5d_6a48_78a1_a029, "balloon": 0x8ed8_1c60_3a4e_2fd6, "butterfly": 0x8698_57ec_3d06_36aa,
        "castle": 0xb734_a3d2_36c2_806e, "mandala": 0x9d5a_1c48_2952_b335, "quilt": 0x0226_4088_7c6a_bb3d,
        "rocket": 0xe331_cc39_b8cb_0a83, "scene": 0xe6e1_f025_7cfa_26f4, "snail": 0x3b63_fb73_e037_c1a7,
    ]

    struct Loaded {
        let page: Page
        let guide: NumberedPage
        let index: RegionIndex
        var numbered: NumberedRegions { NumberedRegions(guide: guide, index: index) }
        var counted: [Int] {
            index.regions.indices.filter { RegionProgress.counts(index.regions[$0], width: page.width, height: page.height) }
        }
    }

    static func load(_ name: String) throws -> Loaded {
        let path = folder.appendingPathComponent(name + ".png").path
        let page = try PNGCodec.read(path: path)
        let guide = try #require(try NumberedPageChunk.guide(inFileAt: path, width: page.width, height: page.height), "\(name) has no numbers")
        return Loaded(page: page, guide: guide, index: RegionIndex(lineArt: LineArt(page: page)))
    }

    static func digest(_ page: Page) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in page.rgba { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    @Test(arguments: names) func numbersLeaveThePixelsAsDrawn(name: String) throws {
        let page = try PNGCodec.read(path: Self.folder.appendingPathComponent(name + ".png").path)
        #expect(Self.digest(page) == Self.pixelDigests[name], "\(name): \(String(Self.digest(page), radix: 16))")
    }

    /// The chunk's entries name the regions that count (no speck, no sliver, no margin), each
    /// one its own, and no other.
    @Test(arguments: names) func everyRegionWorthColouringHasANumber(name: String) throws {
        let loaded = try Self.load(name)
        let numbered = loaded.numbered
        #expect(numbered.numberedIDs == loaded.counted, "\(name): \(Set(loaded.counted).subtracting(numbered.numberedIDs).count) unnumbered")
        #expect(numbered.numberedIDs.count == loaded.guide.regions.count, "\(name): an entry names no region of its own")
        #expect(loaded.guide.problem(width: loaded.page.width, height: loaded.page.height) == nil)
    }

    /// A label sits where its number is drawn largest: inside its region, every pixel within
    /// its room the region's own (so the number touches no line), and that room a few pixels.
    @Test(arguments: names) func labelsLieInsideTheirRegionsClearOfLines(name: String) throws {
        let loaded = try Self.load(name)
        for r in loaded.guide.regions {
            let id = try #require(loaded.index.regionID(atX: r.x, y: r.y), "\(name): label \(r.x),\(r.y) on a line")
            #expect(r.room >= 2, "\(name): label \(r.x),\(r.y) has \(r.room) px of room")
            let reach = Int(r.room.rounded(.down)) - 1
            var outside = 0
            for dy in -reach...reach { for dx in -reach...reach where dx * dx + dy * dy < reach * reach {
                if !loaded.index.regions[id].contains(r.x + dx, r.y + dy) { outside += 1 }
            } }
            #expect(outside == 0, "\(name): \(outside) pixels within the room of \(r.x),\(r.y) are not its region's")
        }
    }

    /// Distinct colours (two numbers of one colour could never tell apart), none pure white
    /// (white paint is no paint: the region would stay bare), each the number of some region.
    @Test(arguments: names) func palettesAreDistinctPaintableAndUsed(name: String) throws {
        let guide = try Self.load(name).guide
        #expect(Set(guide.palette).count == guide.palette.count, "\(name): \(guide.palette.map(\.hex))")
        #expect(!guide.palette.contains(RGB(r: 255, g: 255, b: 255)))
        #expect(Set(guide.regions.map(\.number)) == Set(1...guide.palette.count), "\(name): a colour no region takes")
    }

    /// Filled region by region in its number's colour, the page is finished: every region that
    /// counts is painted in its colour, and the big areas have the colours the picture means
    /// (a blue sky, green grass, grey stone). With TERMCOLOR_FINISHED_PAGES set to a folder,
    /// the finished pages are written there to be looked at.
    @Test(arguments: names) func finishingByNumbersGivesThePictureMeant(name: String) throws {
        let loaded = try Self.load(name)
        var session = Session(page: loaded.page, finder: loaded.index)
        for r in loaded.guide.regions {
            session.apply(.color(.rgb(loaded.guide.colour(of: r))))
            session.apply(.fill(x: Double(r.x) + 0.5, y: Double(r.y) + 0.5))
        }
        let finished = session.renderedPage()
        for r in loaded.guide.regions {
            let id = try #require(loaded.index.regionID(atX: r.x, y: r.y))
            let want = loaded.guide.colour(of: r)
            var right = 0
            loaded.index.regions[id].forEachRun { x0, x1, y in
                for x in x0..<x1 {
                    let p = finished.pixel(x, y)
                    if RGB(r: p.r, g: p.g, b: p.b) == want { right += 1 }
                }
            }
            #expect(2 * right > loaded.index.regions[id].pixelCount, "\(name): region at \(r.x),\(r.y) not finished in \(want.hex)")
        }
        if let folder = ProcessInfo.processInfo.environment["TERMCOLOR_FINISHED_PAGES"] {
            try PNGCodec.write(finished, to: folder + "/" + name + "-finished.png", opaque: true)
        }
        func colour(_ x: Int, _ y: Int) -> RGB? {
            loaded.index.regionID(atX: x, y: y).flatMap { loaded.numbered.label(ofRegion: $0) }.map(loaded.guide.colour(of:))
        }
        for (x, y, kind) in Self.meant[name] ?? [] {
            let c = try #require(colour(x, y), "\(name): \(x),\(y) has no number")
            #expect(kind.holds(c), "\(name): \(x),\(y) is \(c.hex), not \(kind)")
        }
    }

    enum Kind {
        case sky, grass, stone, night
        func holds(_ c: RGB) -> Bool {
            let r = Int(c.r), g = Int(c.g), b = Int(c.b)
            switch self {
            case .sky: return b > r + 40 && b >= g && b > 180
            case .grass: return g > r + 30 && g > b + 30
            case .stone: return abs(r - g) < 20 && abs(g - b) < 25 && r > 120
            case .night: return b > r && r + g + b < 250
            }
        }
    }

    /// Points of the big areas whose colour everyone expects.
    static let meant: [String: [(Int, Int, Kind)]] = [
        "balloon": [(100, 100, .sky), (200, 920, .grass)],
        "snail": [(100, 100, .sky), (100, 900, .grass)],
        "rocket": [(100, 300, .night)],
        "butterfly": [(100, 100, .sky), (700, 930, .grass)],
        "scene": [(100, 100, .sky), (100, 1150, .grass)],
        "castle": [(100, 100, .sky), (100, 900, .grass), (600, 700, .stone)],
        "animal": [(700, 60, .sky)],
    ]
}
