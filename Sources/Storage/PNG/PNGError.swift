/// Why a PNG could not be read or written: the reason only ("not a PNG file", "truncated file",
/// "image too large: 16000x16000 is 245 MP (limit 64 MP)"); callers prefix the path.
public struct PNGError: Error, CustomStringConvertible, Equatable {
    public let message: String
    public var description: String { message }

    public init(_ message: String) {
        self.message = message
    }
}
