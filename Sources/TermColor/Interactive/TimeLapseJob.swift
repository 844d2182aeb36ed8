import ColorCore
import Dispatch
import Foundation
import Screens
import Storage
import TimeLapse

/// A time-lapse of the picture being coloured, made on another thread while the program goes
/// on (`t`): the runner asks how far it is between its reads of input, and cancels it when the
/// program ends before it is done. The file appears whole or not at all: it is written in one
/// atomic replace once every frame is encoded, so a cancelled one leaves nothing behind.
final class TimeLapseJob: @unchecked Sendable {
    /// The film made in the program: `timelapse`'s defaults.
    static let seconds = 10.0
    static let framesPerSecond = TimeLapseCommand.framesPerSecond
    /// How often the runner asks how far it is, in milliseconds.
    static let progressInterval = 100
    /// A pause after each frame, in milliseconds, from `TERMCOLOR_TIMELAPSE_FRAME_PAUSE_MS`: the
    /// end-to-end tests paint while a film is made, which an optimized build otherwise finishes
    /// before their next key arrives. Nothing else sets it.
    static let framePause = ProcessInfo.processInfo.environment["TERMCOLOR_TIMELAPSE_FRAME_PAUSE_MS"].flatMap { UInt32($0) } ?? 0

    let output: String
    private let lock = NSLock()
    private let ended = DispatchSemaphore(value: 0)
    // Guarded by `lock`: written by the worker, read by the runner.
    private var done = 0, total = 0
    /// Set when the worker is done: its outcome, nil when it was cancelled.
    private var workerDone = false
    private var result: TimeLapseNews?
    private var cancelled = false
    /// The progress last handed to the screen (`news`), so it is said only when it moves.
    private var told = (done: -1, total: -1)
    /// The outcome was handed over (or the job cancelled): nothing more to say.
    private var heardOut = false

    /// Starts one, or says at once why not (a person's file where it would go). Takes what it
    /// needs from the request's session here, on the runner's thread, so the copy goes before
    /// the next edit.
    static func start(_ request: consuming TimeLapseRequest) -> Result<TimeLapseJob, RefusedStart> {
        let output = request.output
        if let harm = OutputGuard.harm(writing: output, as: .timeLapse) {
            return .failure(RefusedStart(news: .refused(path: output, reason: OutputGuard.words(for: harm).replacingOccurrences(of: "; choose another -o", with: ""))))
        }
        let session = request.session
        let page = PageUnderPaint.of(session.canvas)
        let job = TimeLapseJob(output: output)
        let log = session.log, finder = session.finder, smoothing = session.smoothing, debugStrokes = session.debugStrokes
        DispatchQueue.global(qos: .utility).async {
            job.run(log: log, page: page, finder: finder, smoothing: smoothing, debugStrokes: debugStrokes)
        }
        return .success(job)
    }

    /// Why a time-lapse did not start: the news to tell the screen.
    struct RefusedStart: Error { let news: TimeLapseNews }

    private init(output: String) { self.output = output }

    private func run(log: StrokeLog, page: Page, finder: any RegionFinder, smoothing: Smoothing, debugStrokes: Bool) {
        let news = make(log: log, page: page, finder: finder, smoothing: smoothing, debugStrokes: debugStrokes)
        lock.withLock {
            result = news
            workerDone = true
        }
        ended.signal()
    }

    private func make(log: StrokeLog, page: Page, finder: any RegionFinder, smoothing: Smoothing, debugStrokes: Bool) -> TimeLapseNews? {
        let size = FilmSize.standard(pageWidth: page.width, pageHeight: page.height)
        var renderer: TimeLapseRenderer
        do throws(StrokeLogError) {
            renderer = try TimeLapseRenderer(log: log, page: page, finder: finder, smoothing: smoothing, debugStrokes: debugStrokes,
                                             width: size.width, height: size.height, seconds: Self.seconds,
                                             framesPerSecond: Self.framesPerSecond)
        } catch {
            return .failed(path: output, reason: error.description)
        }
        let frames = renderer.schedule.frames.count
        let bytes: [UInt8]
        do {
            bytes = try FilmFormat.webp.encode(&renderer, log: log) { (count: Int) throws(AnimationError) in
                let stop = lock.withLock {
                    (done, total) = (count, frames)
                    return cancelled
                }
                if stop { throw AnimationError("cancelled") }
                if Self.framePause > 0 { usleep(Self.framePause * 1000) }
            }
        } catch {
            return isCancelled ? nil : .failed(path: output, reason: error.message)
        }
        guard !isCancelled else { return nil }
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: OutputGuard.target(of: output)), options: .atomic)
        } catch {
            return .failed(path: output, reason: "cannot write (\(error.localizedDescription))")
        }
        return .saved(path: output)
    }

    private var isCancelled: Bool { lock.withLock { cancelled } }

    /// What the screen has not heard yet: the progress when it moved, then the outcome once
    /// (after which the runner lets the job go). Called by the runner between its reads of input.
    func news() -> [TimeLapseNews] {
        lock.withLock {
            guard !heardOut else { return [] }
            var said: [TimeLapseNews] = []
            if (done, total) != told && total > 0 {
                told = (done, total)
                said.append(.progress(done: done, total: total))
            }
            if workerDone {
                heardOut = true
                if let result { said.append(result) }
            }
            return said
        }
    }

    /// How it ended, once the worker is done (nil before, or when it was cancelled).
    var outcome: TimeLapseNews? { lock.withLock { workerDone ? result : nil } }

    /// Stops the encoding at its next frame and waits for the worker to let go: nothing is
    /// written after this returns. True when that cut it short (no file was written by it).
    @discardableResult
    func cancel() -> Bool {
        let running = lock.withLock { () -> Bool in
            cancelled = true
            heardOut = true
            return !workerDone
        }
        if running { ended.wait() }
        return lock.withLock { result == nil }
    }
}
