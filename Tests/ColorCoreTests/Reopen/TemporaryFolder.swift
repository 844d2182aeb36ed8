import Foundation

/// A fresh folder under the system's temporary folder, removed by `remove()`.
struct TemporaryFolder {
    let url: URL

    init(_ label: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("termcolor-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    var names: Set<String> { Set((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []) }
    func remove() { try? FileManager.default.removeItem(at: url) }
}
