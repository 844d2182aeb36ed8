import ColorCore
import Foundation
import Screens
import Storage
import Testing
@testable import TermColor

/// The program's background time-lapse: progress told as it moves, the file written whole and
/// ending on the picture, a person's file never replaced, a cancel leaving nothing.
@Suite struct TimeLapseJobTests {
    static func session() throws -> Session {
        let page = TimeLapseCommandTests.page.page
        return try StrokeReplay.session(try StrokeLog(json: Data(TimeLapseCommandTests.log.utf8)), on: page,
                                        finder: RegionMode.optimized.makeFinder(for: LineArt(page: page)))
    }

    static func folder() throws -> URL { try TestFolders.make("job") }

    /// Every piece of news until the outcome.
    static func heard(_ job: TimeLapseJob) -> [TimeLapseNews] {
        var all: [TimeLapseNews] = []
        let deadline = Date().addingTimeInterval(120)
        while Date() < deadline {
            all += job.news()
            if all.contains(where: { if case .progress = $0 { false } else { true } }) { return all }
            usleep(5_000)
        }
        return all
    }

    @Test func itEndsOnThePictureWithProgressOnTheWay() throws {
        let session = try Self.session()
        let output = try Self.folder().appendingPathComponent("pic.webp").path
        guard case .success(let job) = TimeLapseJob.start(TimeLapseRequest(session: session, output: output)) else {
            Issue.record("refused"); return
        }
        let news = Self.heard(job)
        #expect(news.last == .saved(path: output))
        let steps = news.compactMap { if case .progress(let done, let total) = $0 { (done, total) } else { nil } }
        #expect(!steps.isEmpty && steps.last.map { $0.0 == $0.1 } == true, "\(steps)")
        #expect(zip(steps, steps.dropFirst()).allSatisfy { $0.0 < $1.0 }, "progress only moves forward")
        #expect(job.news().isEmpty, "the outcome is told once")
        let film = try WebPAnimation.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: output))))
        let picture = session.renderedPage().rgba.withUnsafeBytes { Array($0.bindMemory(to: UInt32.self)) }
        #expect(film.frames.last?.pixels == picture)
        #expect(film.frames.last?.endMs == Int(TimeLapseJob.seconds * 1000))
        #expect(!job.cancel(), "a finished one is not cut short")
        #expect(job.outcome == .saved(path: output), "what quitting says of one the screen did not hear of")
    }

    @Test func aPersonsFileIsNeverReplaced() throws {
        let output = try Self.folder().appendingPathComponent("pic.webp")
        try Data("a photo of my cat".utf8).write(to: output)
        guard case .failure(let refused) = TimeLapseJob.start(TimeLapseRequest(session: try Self.session(), output: output.path)) else {
            Issue.record("started"); return
        }
        #expect(refused.news == .refused(path: output.path, reason: "is there and is not an earlier termcolor timelapse"))
        #expect(try Data(contentsOf: output) == Data("a photo of my cat".utf8))
    }

    @Test func anEarlierTimeLapseIsReplaced() throws {
        let output = try Self.folder().appendingPathComponent("pic.webp").path
        for _ in 0..<2 {
            guard case .success(let job) = TimeLapseJob.start(TimeLapseRequest(session: try Self.session(), output: output)) else {
                Issue.record("refused its own earlier output"); return
            }
            #expect(Self.heard(job).last == .saved(path: output))
        }
    }

    @Test func aCancelLeavesNothing() throws {
        let folder = try Self.folder()
        let output = folder.appendingPathComponent("pic.webp").path
        guard case .success(let job) = TimeLapseJob.start(TimeLapseRequest(session: try Self.session(), output: output)) else {
            Issue.record("refused"); return
        }
        let cut = job.cancel()
        // Cut short, nothing is there; finished first, the file is whole.
        if cut {
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
            #expect(job.outcome == nil)
        } else {
            #expect((try? WebPAnimation.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: output))))) != nil)
        }
        #expect(job.news().isEmpty, "nothing is told after a cancel")
    }
}
