import Foundation

/// A fresh folder under the system's temporary folder, removed by `remove()`.
public struct TemporaryFolder {
    public let url: URL

    public init(_ label: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("termcolor-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    public func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    public var names: Set<String> { Set((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []) }
    public func remove() { try? FileManager.default.removeItem(at: url) }
}
