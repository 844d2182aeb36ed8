/// How far a stroke's pen has travelled, measured along its kept input points (so Hermite and
/// linear smoothing, and a replay, agree): at the last three of them, since the newest curve
/// segment starts up to two points back.
struct StrokeTravel: Sendable {
    private(set) var lastPoint: StrokePoint
    private(set) var atLast = 0.0, atPrevious = 0.0, atBeforePrevious = 0.0

    init(start: StrokePoint) { lastPoint = start }

    mutating func advance(to p: StrokePoint) {
        atBeforePrevious = atPrevious
        atPrevious = atLast
        atLast += p.distance(to: lastPoint)
        lastPoint = p
    }

    /// The distance at `p`, a point received after the last kept one.
    func reaching(_ p: StrokePoint) -> Double { atLast + p.distance(to: lastPoint) }
}
