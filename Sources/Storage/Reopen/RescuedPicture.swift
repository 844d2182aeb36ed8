import ColorCore
import Foundation

/// A picture whose save could not go to its output and went to the rescue folder instead (a
/// folder that cannot be written, a full disk): the same command run again must continue it
/// there, not start a blank picture at the output that still cannot be written.
struct RescuedPicture {
    /// The rescue folder's name for the picture (the next free one when the rescue save found
    /// its own name taken, as `SaveRequest.Existing.nextFreeName` chooses).
    var paths: SavePaths

    /// The rescued picture of `asked`'s page in `folder`, when the output itself holds nothing
    /// of this page's work (work there always comes first) and the rescue folder holds some
    /// under the name the output would have been coloured in (a save is rescued under its own
    /// name). Nil otherwise, and when the output already is in that folder.
    static func find(asked: SavePaths, in folder: String, files: (SavePaths) -> PictureFiles) -> RescuedPicture? {
        guard let atOutput = StartDecision.decide(requested: asked, fresh: false, files: files),
              atOutput.source == .blank else { return nil }
        let inRescue = atOutput.paths.inFolder(folder)
        guard !atOutput.paths.sameFile(png: inRescue.png) else { return nil }
        guard let there = StartDecision.decide(requested: inRescue, fresh: false, files: files),
              there.source != .blank else { return nil }
        return RescuedPicture(paths: there.paths)
    }

    /// Where the picture is, for the status line: short, so a usual line shows the folder whole
    /// (why it went there was said when it was rescued).
    var note: String { "rescued to \(paths.folder)" }
}
