import Foundation

/// The pages shipped in `pages/`, found relative to the executable (a build tree or an install
/// prefix), never the working directory.
enum BundledPages {
    static let preferred = "scene.png"  // big, friendly regions at 200x60; the mandala wants zoom

    static func defaultPage() -> String? {
        let exe = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                      ?? CommandLine.arguments[0]).resolvingSymlinksInPath()
        var dir = exe.deletingLastPathComponent()
        var candidates: [URL] = []
        for _ in 0..<5 {
            candidates.append(dir.appendingPathComponent("pages"))
            candidates.append(dir.appendingPathComponent("share/termcolor/pages"))
            dir = dir.deletingLastPathComponent()
        }
        for folder in candidates {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
            let pngs = names.filter { $0.lowercased().hasSuffix(".png") }.sorted()
            guard let pick = pngs.contains(preferred) ? preferred : pngs.first else { continue }
            return folder.appendingPathComponent(pick).path
        }
        return nil
    }
}
