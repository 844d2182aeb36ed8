import ColorCore
import Foundation
import Opening
import Storage
import TimeLapse

/// The gallery's playback of a recent picture: its page and stroke log read as `play` reads
/// them, the same `Player` over the whole screen. Any key but the playback keys ends it.
enum GalleryPlayback {
    /// How fast the gallery plays: a colouring of many minutes is watched in a few.
    static let speed = 4.0

    /// The player for the picture saved at `picture` on `page`, or why there is none, in a few words.
    static func player(page: String, picture: String, drawing: DrawingChoice, asIs: Bool,
                       columns: Int, rows: Int) -> Result<Player, PlaybackRefusal> {
        let paths = SavePaths(page: page, output: picture)
        let name = URL(fileURLWithPath: picture).lastPathComponent
        guard let data = FileManager.default.contents(atPath: paths.strokes) else {
            return .failure(PlaybackRefusal(message: "\(name) has no stroke log beside it: nothing to play"))
        }
        let log: StrokeLog
        do { log = try StrokeLog(json: data) } catch {
            return .failure(PlaybackRefusal(message: "\(name)'s stroke log: \(error.description)"))
        }
        let decoded: DecodedPicture
        do { decoded = try PictureFile.read(path: page) } catch {
            return .failure(PlaybackRefusal(message: "cannot play \(name): its page \(page): \(error.message)"))
        }
        let coloring = LogStart.page(of: decoded.page, named: StrokeLog.pageDigest(in: data), asIs: asIs)
        let start = LogStart(coloring: coloring, log: log, drawing: drawing)
        do throws(StrokeLogError) {
            let stepper = try LogStepper(log: log, page: coloring.page, finder: start.finder, smoothing: start.style.smoothing,
                                         debugStrokes: start.style.debugStrokes)
            return .success(Player(stepper: stepper, speed: speed, options: drawing.display, name: name, columns: columns, rows: rows))
        } catch {
            return .failure(PlaybackRefusal(message: "\(name)'s stroke log: \(error.description)"))
        }
    }

    struct PlaybackRefusal: Error { let message: String }
}
