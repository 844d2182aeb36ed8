import Testing
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
