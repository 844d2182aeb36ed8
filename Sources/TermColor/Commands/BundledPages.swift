import Foundation

/// The pages shipped in `pages/`, found relative to the executable (a build tree or an install
/// prefix), never the working directory.
enum BundledPages {
    static let preferred = "scene.png"  // big, friendly regions at 200x60; the mandala wants zoom
    /// From simple to detailed, as `tools/make-pages` draws them; other PNGs found there follow
    /// by name.
    static let order = ["balloon", "snail", "rocket", "butterfly", "animal", "scene", "castle", "mandala", "quilt"]

    static func defaultPage() -> String? {
        let pages = all()
        return pages.first { $0.hasSuffix("/" + preferred) } ?? pages.first
    }

    /// Every bundled page, in `order`.
    static func all() -> [String] {
        guard let folder = folder(), let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        let pngs = names.filter { $0.lowercased().hasSuffix(".png") }
        func rank(_ name: String) -> Int { order.firstIndex(of: String(name.dropLast(4))) ?? order.count }
        return pngs.sorted { (rank($0), $0) < (rank($1), $1) }.map { folder + "/" + $0 }
    }

    /// The first `pages` (or `share/termcolor/pages`) folder holding a PNG, up from the executable.
    static func folder() -> String? {
        let exe = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                      ?? CommandLine.arguments[0]).resolvingSymlinksInPath()
        var dir = exe.deletingLastPathComponent()
        for _ in 0..<5 {
            for candidate in [dir.appendingPathComponent("pages"), dir.appendingPathComponent("share/termcolor/pages")] {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: candidate.path)) ?? []
                if names.contains(where: { $0.lowercased().hasSuffix(".png") }) { return candidate.path }
            }
            dir = dir.deletingLastPathComponent()
        }
        return nil
    }
}
