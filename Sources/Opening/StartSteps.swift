/// When each step of opening a picture ended, in milliseconds from the start of `prepare`:
/// `bench` reports the program's own start-up from them.
public struct StartSteps: Sendable {
    /// The page decoded.
    public var read = 0.0
    /// Known to be line art (or converted from a photo), its view pyramid built meanwhile.
    public var lineArtTested = 0.0
    /// Where to colour decided from the files there, and locked.
    public var decided = 0.0
    /// The canvas made, the regions being found on another thread.
    public var canvasMade = 0.0
    /// The first frame made and shown.
    public var firstFrame = 0.0
    /// The regions found (waited for).
    public var regionsFound = 0.0
    /// The session and its colouring screen made, the picture replayed.
    public var screenMade = 0.0
    /// How long finding the regions took on its own thread.
    public var preloadMs = 0.0

    private let began = ContinuousClock.now

    public init() {}

    /// Records now as the end of `step`.
    mutating func mark(_ step: WritableKeyPath<StartSteps, Double>) {
        self[keyPath: step] = (ContinuousClock.now - began) / .milliseconds(1)
    }
}
