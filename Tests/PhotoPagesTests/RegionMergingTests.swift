import ColorCore
import Foundation
import Screens
import Testing
import TestSupport
@testable import PhotoPages

/// The merge that leaves no line where the picture shows no edge, on a literal 40x20 picture
/// cut down the middle into two segments: the left half a fine texture (grain), the right half
/// plain.
struct RegionMergingTests {
    /// Lightness per pixel: grain on the left (0.5 to 0.7, irregular), `right` on the right.
    static func picture(right: Float) -> (LabelMap, WorkingImage) {
        let w = 40, h = 20
        var l = [Float](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w { l[y * w + x] = x < w / 2 ? 0.5 + 0.05 * Float((x &* 7 &+ y &* 13 &+ x &* y) % 5) : right }
        }
        let zero = [Float](repeating: 0, count: w * h)
        let labels = (0..<(w * h)).map { Int32($0 % w < w / 2 ? 0 : 1) }
        return (LabelMap(width: w, height: h, labels: labels, count: 2), WorkingImage(width: w, height: h, l: l, a: zero, b: zero))
    }

    static func segmentsLeft(right: Float) -> Int {
        let (map, image) = picture(right: right)
        var merging = RegionMerging(map: map, image: image, gradient: image.gradient())
        merging.mergeAcrossWeakEdges(below: 1)
        return merging.alive
    }

    /// Grain beside plain paper of its mean lightness: the boundary is weaker than the grain
    /// itself, so no line parts them. Beside a dark area (a contour far stronger than the
    /// grain), the two stay apart.
    @Test func aBoundaryWeakerThanTheTextureBesideItIsMerged() {
        #expect(Self.segmentsLeft(right: 0.6) == 1)
        #expect(Self.segmentsLeft(right: 0.1) == 2)
    }
}

/// The conversion's editions on a generated picture (no shared test data needed).
struct ConversionEditionTests {
    /// Edition 2 draws no blobs in the grain that edition 1 drew (fewer regions), keeps the cup,
    /// and each edition gives the same page every time (a picture coloured on it finds it again).
    @Test func theNewestEditionDrawsNoLinesInTheGrain() {
        let picture = GeneratedPhotos.grainedPlank()
        func convert(_ edition: Int) -> PageConverter.Result {
            PageConverter.convert(picture, detail: .medium, smallestBrush: BrushSize.smallest, edition: edition)
        }
        let first = convert(1), second = convert(2)
        #expect(first.edition == 1 && second.edition == 2)
        #expect(second.regionCount < first.regionCount, "\(first.regionCount) -> \(second.regionCount)")
        #expect(first.page != second.page)
        #expect(convert(1).page == first.page && convert(2).page == second.page)
        // The cup's middle and the wall stay paper in separate regions.
        let regions = RegionLabelling.regions(of: LineArt(page: second.page))
        let cup = regions.firstIndex { $0.contains(240, 200) }, wall = regions.firstIndex { $0.contains(20, 20) }
        #expect(cup != nil && wall != nil && cup != wall)
    }
}
