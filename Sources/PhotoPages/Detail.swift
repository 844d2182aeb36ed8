import ColorCore
/// How much a photo's page shows: `convert --detail`.
public enum Detail: String, Sendable, CaseIterable, Codable {
    /// Few, large regions: the big shapes only.
    case low
    /// The default: the main shapes and their larger parts, a few light detail lines.
    case medium
    /// More, smaller regions and more detail lines.
    case high
    /// The original app's filter, for comparison: grey levels, two-level posterize at half,
    /// dark becomes opaque black line, light becomes transparent. No outlines, many specks.
    case poster

    /// The settings of the segmentation behind the outlines.
    struct Settings {
        /// Superpixels the picture starts from (before merging).
        let superpixels: Int
        /// Regions merged down to.
        let regions: Int
        /// No region smaller than this fraction of the picture (besides the brush-reach rule).
        let minimumAreaFraction: Double
        /// Strength of the grey detail lines, 0 for none.
        let detailStrength: Float
        /// A boundary weaker than this times the texture inside the busier segment it parts is
        /// merged away (`RegionMerging.mergeAcrossWeakEdges`, edition 2 on). Chosen by looking
        /// at the test photos: 1.3 lost the astronaut's badge; at high, 1.0 merged the coffee
        /// cup into its saucer and left chelsea nearer medium than high, 0.8 keeps both apart.
        let weakEdgeRatio: Float
        /// When colour leaves fewer regions than this (a silhouette), flat shapes are split into
        /// their parts (`parts`), largest shape first.
        let fewestRegions: Int
        let parts: ShapeParts
    }

    /// Parts: a finer core (0.8 of the widest disc) parts a neck from a body, and a lower sliver
    /// ratio keeps more of the legs' pieces; measured on the shared horse (low, medium, high):
    /// with 0.6 and 0.3 at every level 6, 17, 15 regions (the superpixel count moves the
    /// silhouette's edge by a few pixels, enough to flip a join); as set here 6, 29, 33.
    var settings: Settings {
        switch self {
        case .low: Settings(superpixels: 1200, regions: 40, minimumAreaFraction: 1.0 / 400, detailStrength: 0, weakEdgeRatio: 1,
                              fewestRegions: 8,
                              parts: ShapeParts(coreFraction: 0.6, protrusionRatio: 0.6, sliverRatio: 0.3, levels: 1))
        case .medium, .poster: Settings(superpixels: 2000, regions: 120, minimumAreaFraction: 1.0 / 1500, detailStrength: 0.6, weakEdgeRatio: 1,
                                               fewestRegions: 20,
                                               parts: ShapeParts(coreFraction: 0.8, protrusionRatio: 0.6, sliverRatio: 0.2, levels: 4))
        case .high: Settings(superpixels: 3000, regions: 320, minimumAreaFraction: 1.0 / 4000, detailStrength: 1, weakEdgeRatio: 0.8,
                               fewestRegions: 40,
                               parts: ShapeParts(coreFraction: 0.8, protrusionRatio: 0.6, sliverRatio: 0.15, levels: 4))
        }
    }
}
