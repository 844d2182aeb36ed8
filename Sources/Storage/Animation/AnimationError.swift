/// Why an animation could not be written or read: the reason only; callers prefix the path.
public struct AnimationError: Error, CustomStringConvertible, Equatable {
    public let message: String
    public var description: String { message }
    public init(_ message: String) { self.message = message }
}
