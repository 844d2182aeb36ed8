import ColorCore
import Foundation

/// A picture whose save could not go to its output and went to the rescue folder instead (a
/// folder that cannot be written, a full disk): the same command run again must continue it
/// there, not start a blank picture at the output that still cannot be written.
struct RescuedPicture {
    /// The rescue folder's name for the picture (the next free one when the rescue save found
    /// its own name taken, as `SaveRequest.Existing.nextFreeName` chooses).
    var paths: SavePaths
    /// The output that was asked for, which holds nothing of this page.
    var asked: SavePaths

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
        return RescuedPicture(paths: there.paths, asked: asked)
    }

    /// Where the picture is and why, for the status line (the folder last: a narrow line cuts it).
    var note: String {
        let why = asked.folderWarning == nil ? "" : " (\(asked.folder) cannot be written)"
        return "rescued earlier\(why), it is saved in \(paths.folder)"
    }
}
