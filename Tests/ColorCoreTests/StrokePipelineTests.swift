import Testing
@testable import ColorCore

/// The pipeline a stroke is drawn with is chosen once, at its `down`, from the session's
/// settings then; and a stroke's end is final.
@Suite struct StrokePipelineTests {
    static let width = 120, height = 80
    /// Blank, but for a vertical line at x = 60.
    static let lineArt = LineArt(width: width, height: height,
                                 darkness: (0..<(width * height)).map { $0 % width == 60 ? 255 : 0 })
    static let grid = InputGrid(width: 2, height: 4)

    static func session(smoothing: Smoothing = .hermite, debugDots: Bool = false) -> Session {
        Session(page: Page(width: width, height: height), finder: FloodFill(lineArt: lineArt), smoothing: smoothing,
                debugStrokes: debugDots)
    }

    /// The pipeline of a stroke begun at (`x`, `y`) after `settings`.
    static func kind(smoothing: Smoothing = .hermite, debugDots: Bool = false, settings: [StrokeEvent] = [],
                     x: Double = 20, y: Double = 20) -> StrokePipeline.Kind? {
        var s = session(smoothing: smoothing, debugDots: debugDots)
        for e in settings { s.apply(e) }
        s.apply(.down(x: x, y: y, t: nil))
        return s.stroke?.kind
    }

    @Test func eachSettingChoosesItsPipeline() {
        #expect(Self.kind(smoothing: .hermite) == .hermite)
        #expect(Self.kind(smoothing: .linear) == .linear)
        #expect(Self.kind(smoothing: .hermite, settings: [.input(Self.grid)]) == .filtered)
        #expect(Self.kind(smoothing: .linear, settings: [.input(Self.grid)]) == .filtered)
        // The grid taken back: the smoothing's own pipeline again.
        #expect(Self.kind(smoothing: .linear, settings: [.input(Self.grid), .input(nil)]) == .linear)
        // Debug dots show the points as they came, filtered or not.
        #expect(Self.kind(debugDots: true) == .debugDots)
        #expect(Self.kind(smoothing: .linear, debugDots: true, settings: [.input(Self.grid)]) == .debugDots)
    }

    @Test func aStrokeThatCannotPaintIsInertWhateverTheSettings() {
        for debugDots in [false, true] {
            for settings: [StrokeEvent] in [[], [.input(Self.grid)]] {
                #expect(Self.kind(debugDots: debugDots, settings: settings, x: 60.5, y: 20) == .inert, "on the line")
                #expect(Self.kind(debugDots: debugDots, settings: settings, x: -3, y: 20) == .inert, "off the page")
            }
        }
    }

    @Test func theChoiceIsKeptUntilTheStrokeEnds() {
        var s = Self.session(smoothing: .hermite)
        s.apply(.down(x: 20, y: 20, t: nil))
        s.apply(.input(Self.grid))  // for the next stroke
        s.apply(.move(x: 30, y: 25, t: nil))
        #expect(s.stroke?.kind == .hermite)
        s.apply(.up(t: nil))
        #expect(s.stroke == nil)
        s.apply(.down(x: 20, y: 20, t: nil))
        #expect(s.stroke?.kind == .filtered)
    }

    /// The pipelines, each with the settings that choose it.
    static let choices: [(Smoothing, Bool, [StrokeEvent])] = [
        (.hermite, false, []), (.linear, false, []), (.hermite, false, [.input(grid)]), (.linear, false, [.input(grid)]),
        (.hermite, true, []),
    ]

    @Test(arguments: 0..<5, [false, true])
    func endingTwiceOrMovingAfterTheEndChangesNothing(choice: Int, paintsAhead: Bool) {
        let (smoothing, debugDots, settings) = Self.choices[choice]
        var s = Self.session(smoothing: smoothing, debugDots: debugDots)
        s.paintsAhead = paintsAhead
        s.sweptPixelsPerSlice = 1
        for e in settings { s.apply(e) }
        s.apply(.down(x: 10, y: 10, t: nil))
        for i in 1...12 { s.apply(.move(x: 10 + Double(i) * 3.5, y: 10 + Double(i * i) / 4, t: nil)) }
        s.apply(.up(t: nil))
        let events = s.log.events.count, steps = s.strokeTally, undoable = s.canUndo
        let ended = s.canvas.picture
        // A second `up`, and a `move` with no stroke open: ignored, not recorded.
        #expect(s.apply(.up(t: nil)) == .empty)
        #expect(s.apply(.move(x: 50, y: 70, t: nil)) == .empty)
        #expect(s.log.events.count == events)
        #expect(s.stroke == nil)
        #expect(Bool(s.canvas.picture == ended))
        #expect(s.strokeTally == steps && s.canUndo == undoable)
        // Whatever was left waiting paints as it would have; then nothing is left to paint.
        s.finishPainting()
        #expect(!s.isPaintingAhead && s.tip == nil)
        #expect(s.finishPainting() == .empty && s.paintAhead() == .empty)
        #expect(s.strokeTally.standing == 1)
        var reference = Self.session(smoothing: smoothing, debugDots: debugDots)
        reference.replay(s.log.events)
        #expect(Bool(reference.canvas.picture == s.canvas.picture))
        #expect((0..<(Self.width * Self.height)).contains { s.canvas.paint(at: $0) != PackedPixel.white })
    }
}
