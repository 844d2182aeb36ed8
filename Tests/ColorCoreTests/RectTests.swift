import Testing
@testable import ColorCore

@Test func rectIntersectionAndUnion() {
    let a = Rect(x: 0, y: 0, width: 10, height: 10), b = Rect(x: 5, y: 5, width: 10, height: 10)
    #expect(a.intersection(b) == Rect(x: 5, y: 5, width: 5, height: 5))
    #expect(a.union(b) == Rect(x: 0, y: 0, width: 15, height: 15))
    #expect(a.intersection(Rect(x: 20, y: 20, width: 1, height: 1)).isEmpty)
}
