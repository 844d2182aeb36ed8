import ColorCore
import Foundation

/// Carries out a `SaveRequest`: the full-size PNG, then the stroke log beside it.
public enum SaveWriter {
    /// Writes the request's picture and log. `~/` in the output is `home`; the page itself is
    /// never overwritten; the rescue folder is created when the output is in it.
    public static func perform(_ request: SaveRequest, home: String?, rescueFolder: String) -> SaveResult {
        var target = SavePaths(page: request.page, output: expandingHome(request.output, home: home))
        if target.overwrites(page: request.page) { return .refused(target) }
        switch request.existing {
        case .replace, .replaceOther:
            break
        case .askUnless(let own):
            // A page pictures are coloured on is not offered for replacing: it would strand them.
            if FileManager.default.fileExists(atPath: target.png), let picture = OutputGuard.pageUsers(of: target.png) {
                return .pageInUse(target, picture: picture)
            }
            if target.anyExists && !target.sameFile(png: expandingHome(own, home: home)) { return .exists(target) }
        case .nextFreeName:
            let requested = target
            for n in 1...StartDecision.nameLimit {
                target = requested.numbered(n)
                if !target.anyExists && !target.overwrites(page: request.page) { break }
            }
            if target.anyExists { return .exists(target) }
        }
        if target.folder == rescueFolder {
            try? FileManager.default.createDirectory(atPath: rescueFolder, withIntermediateDirectories: true)
        }
        do {
            _ = try PNGCodec.write(request.canvas, to: target.png)
        } catch {
            return .pictureFailed(target, reason: error.message)
        }
        do {
            // The spec's layout, one event per line (what the stroke-log tests check), naming
            // the page so that reopening never continues another page's picture.
            try request.log.jsonData(pageName: StrokeLog.pageName(ofPageAt: request.page), pageDigest: request.pageDigest)
                .write(to: URL(fileURLWithPath: target.strokes), options: .atomic)
        } catch {
            return .logFailed(target, reason: FileReason.words(for: error))
        }
        return .saved(target)
    }

    /// `~/x` as `<home>/x`; anything else, or no home, as it is.
    public static func expandingHome(_ path: String, home: String?) -> String {
        guard path.hasPrefix("~/"), let home else { return path }
        return home + path.dropFirst()
    }
}
