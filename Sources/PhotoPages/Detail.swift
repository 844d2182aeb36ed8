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
        /// When colour leaves fewer regions than this (a silhouette), flat shapes are split into
        /// their parts (`ShapeParts`), `partLevels` deep, largest shape first.
        let fewestRegions: Int
        let partLevels: Int
    }

    var settings: Settings {
        switch self {
        case .low: Settings(superpixels: 1200, regions: 40, minimumAreaFraction: 1.0 / 400, detailStrength: 0,
                              fewestRegions: 8, partLevels: 1)
        case .medium, .poster: Settings(superpixels: 2000, regions: 120, minimumAreaFraction: 1.0 / 1500, detailStrength: 0.6,
                                               fewestRegions: 20, partLevels: 4)
        case .high: Settings(superpixels: 3000, regions: 320, minimumAreaFraction: 1.0 / 4000, detailStrength: 1,
                               fewestRegions: 40, partLevels: 4)
        }
    }
}
