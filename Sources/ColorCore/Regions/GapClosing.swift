/// Gap closing: gaps in the line art up to `width` page pixels wide are treated as closed when
/// regions are found, so that a stroke or fill started on one side does not leak to the other.
/// Done once, when the page is loaded, by adding **bridge** pixels to the line art the regions
/// are found on; the page itself (what is shown and saved) keeps them as they were.
///
/// 1. The line pixels are dilated by a disc of radius `ceil(width / 2)`: two line ends up to
///    `width` apart touch, and so do the lines across every narrow corner and channel. (Done as
///    its complement, the page's paintable runs eroded by the disc: `RunErosion`.)
/// 2. The regions of the dilated picture (the *cores*) are labelled, and compared with the
///    page's own regions: a page region holding one core (or none) has no gap and is left exactly
///    as it is. Only a page region holding several cores was joined through a gap. A core counts
///    only if it is more than a sliver (some pixel of it stays clear of a disc one pixel wider):
///    in a sharp corner the pixel grid leaves lone specks clear of the disc, which are no gap.
/// 3. In those, the pixels the dilation covered are handed back breadth first, each to the core
///    that reaches it first; where two cores' fronts meet, the later pixel of the pair stays line.
///    Those are the bridges: one or two pixels thin, across the middle of the gap's throat.
///
/// The result is ordinary line art (and, for the optimized mode, its regions, built from the
/// page's own run labelling without labelling again): both region modes, the paint masks' fringe
/// (which paints bridge pixels along with a region, so no white hairline is left) and the hit test
/// work unchanged and as fast. Width 0 changes nothing. With a `GapChoice.largeShape` (the
/// automatic choice), step 2 counts only the cores of at least that many pixels: a region is
/// split only where a gap joins two shapes each large on its own.
public enum GapClosing {
    /// The widest gap that may be asked for, in page pixels.
    public static let maxWidth = 64

    /// Line art with gaps up to `width` closed, and its regions (ordered as `RegionLabelling` orders them).
    public struct Result: Sendable {
        public let lineArt: LineArt
        public let regions: [RegionMask]
    }

    /// `art` with gaps up to `width` page pixels closed.
    public static func close(_ art: LineArt, width: Int) -> Result {
        close(art, choice: .forced(width))
    }

    /// `art` with the gaps `choice` says closed.
    public static func close(_ art: LineArt, choice: GapChoice) -> Result {
        let width = choice.width
        guard width > 0 else { return Result(lineArt: art, regions: RegionLabelling.regions(of: art)) }
        // The page's runs, then on two cores: the cores from the runs, and the page's own
        // regions (labels and masks: the answer when no region holds two cores, as most do).
        let runs = RunLabelling(lineArt: art, labelled: false)
        let large = art.width * art.height >= BothCores.worthwhilePixels
        let ((cores, kept), (page, pageMasks)) = BothCores.run(if: large, {
            keptCores(page: runs, width: art.width, radius: (width + 1) / 2, largeShape: choice.largeShape)
        }, {
            var page = runs
            page.labelRuns()
            return (page, RegionLabelling.masks(of: page))
        })
        let (joined, growing, regionOfCore) = joinedRegions(page: page, cores: cores, kept: kept)
        guard joined.contains(true) else {
            return Result(lineArt: art.closingGaps(choice, closedDarkness: nil, bridgeCount: 0), regions: pageMasks)
        }
        // The regrowth, and on the other core the copy of the darkness the bridges go into.
        var ((regions, bridges, bridgeCount), darkness) = BothCores.run(if: large, {
            var growth = Regrowth(page: page, cores: cores, growing: growing, joined: joined, width: art.width, height: art.height)
            growth.grow()
            if let passage = choice.passage {
                // Regions whose every gap lies far down a long thin channel were drawn so: grown
                // again without them, they keep their own masks.
                let leaky = leakyRegions(growth, passage: passage, regionOfCore: regionOfCore)
                if leaky != joined {
                    growth = Regrowth(page: page, cores: cores, growing: growing.indices.map { growing[$0] && leaky[Int(regionOfCore[$0])] },
                                      joined: leaky, width: art.width, height: art.height)
                    growth.grow()
                }
            }
            let bridges = growth.bridges()
            return (growth.regions(keeping: pageMasks), bridges, Regrowth.componentCount(bridges, width: art.width))
        }, {
            art.darkness.withUnsafeBufferPointer { [UInt8]($0) }
        })
        darkness.withUnsafeMutableBufferPointer { d in
            for i in bridges { d[Int(i)] = 255 }
        }
        return Result(lineArt: art.closingGaps(choice, closedDarkness: bridges.isEmpty ? nil : darkness, bridgeCount: bridgeCount),
                      regions: regions)
    }

    /// Per page region: does it hold more than one core (so a gap joined them)? And per core,
    /// is it a kept core of such a region (one that grows back)? A core is connected and lies
    /// inside one page region (the dilation only removes paintable pixels), so its first run
    /// finds it; cores are numbered in raster order of their first runs.
    static func joinedRegions(page: RunLabelling, cores: RunLabelling, kept: [Bool])
        -> (joined: [Bool], growing: [Bool], regionOfCore: [Int32]) {
        var regionOfCore = [Int32](repeating: -1, count: cores.regionCount)
        var next: Int32 = 0
        cores.label.withUnsafeBufferPointer { label in
            for y in 0..<cores.height where Int(next) < cores.regionCount {
                for k in Int(cores.rowFirst[y])..<Int(cores.rowFirst[y + 1]) where label[k] == next {
                    regionOfCore[Int(next)] = page.label(atX: Int(cores.runX0[k]), y: y)!
                    next += 1
                }
            }
        }
        var firstCore = [Int32](repeating: -1, count: page.regionCount)
        var joined = [Bool](repeating: false, count: page.regionCount)
        for c in 0..<cores.regionCount where kept[c] {
            let region = Int(regionOfCore[c])
            if firstCore[region] < 0 { firstCore[region] = Int32(c) } else { joined[region] = true }
        }
        return (joined, (0..<cores.regionCount).map { kept[$0] && joined[Int(regionOfCore[$0])] }, regionOfCore)
    }

    /// The joined regions of `growth` (grown) with a bridge within `passage` steps of a core
    /// (`regionOfCore`: each core's page region): a gap in a line, not a long thin channel.
    static func leakyRegions(_ growth: Regrowth, passage: Int, regionOfCore: [Int32]) -> [Bool] {
        var leaky = [Bool](repeating: false, count: growth.joined.count)
        for c in growth.bridgeLayer.indices where growth.bridgeLayer[c] <= passage { leaky[Int(regionOfCore[c])] = true }
        return leaky
    }

    /// The cores (the page's runs eroded by the disc, labelled), and per core whether it counts:
    /// some pixel of it lies clear of the disc one pixel wider (more than a sliver), and, when
    /// `largeShape` is given, it holds at least that many pixels (a shape of its own: a region
    /// joined to a small part of itself through a narrow neck is no leak, and only the large
    /// cores grow back, so the small part stays with whichever large shape reaches it).
    static func keptCores(page: RunLabelling, width: Int, radius: Int, largeShape: Int? = nil) -> (RunLabelling, [Bool]) {
        let core = RunErosion.eroded(page, width: width, radius: radius)
        let cores = RunLabelling(runX0: core.runX0, runX1: core.runX1, rowFirst: core.rowFirst)
        var kept = [Bool](repeating: false, count: cores.regionCount)
        for k in core.survives.indices where core.survives[k] { kept[Int(cores.label[k])] = true }
        guard let largeShape else { return (cores, kept) }
        var area = [Int](repeating: 0, count: cores.regionCount)
        for k in cores.label.indices { area[Int(cores.label[k])] += Int(cores.runX1[k] - cores.runX0[k]) }
        for c in kept.indices where area[c] < largeShape { kept[c] = false }
        return (cores, kept)
    }
}
