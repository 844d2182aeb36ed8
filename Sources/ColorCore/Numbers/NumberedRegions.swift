/// A guide's regions found on the page: which region id (`RegionIndex`) each numbered region is,
/// by the region its label point lies in. A label on a line or in a region another label
/// already named (a guide that does not fit this page) names nothing.
public struct NumberedRegions: Sendable {
    public let guide: NumberedPage
    /// Region id to its index in `guide.regions`.
    private let entryOfRegion: [Int: Int]

    public init(guide: NumberedPage, index: RegionIndex) {
        self.guide = guide
        var entries: [Int: Int] = [:]
        for (k, r) in guide.regions.enumerated() {
            if let id = index.regionID(atX: r.x, y: r.y), entries[id] == nil { entries[id] = k }
        }
        entryOfRegion = entries
    }

    /// The numbered region that is region `id`; nil when it has no number.
    public func label(ofRegion id: Int) -> NumberedRegion? { entryOfRegion[id].map { guide.regions[$0] } }

    /// Region ids with a number, in id order.
    public var numberedIDs: [Int] { entryOfRegion.keys.sorted() }
}
