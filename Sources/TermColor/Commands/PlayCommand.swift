import ArgumentParser
import ColorCore
import Foundation
import Opening
import Screens
import Storage
import TimeLapse

/// `termcolor play PAGE LOG.json [--speed X]`: the colouring replayed on the terminal, at the
/// person's own pace times the speed (pauses capped, as in a time-lapse), drawn as the colouring
/// book draws the page. Space pauses, + and - change the speed, any other key ends; the terminal
/// is given back as it was found.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play a page's colouring from its stroke log on the terminal (space pauses, + faster, - slower, any other key ends).")

    @Argument(help: "The page, a PNG, JPEG, PDF or SVG file.") var page: String
    @Argument(help: "The stroke log (termcolor-strokes JSON).") var log: String
    @Option(help: ArgumentHelp("How fast, times the person's own pace: 0.25 to 32.", valueName: "X")) var speed: Double = 1
    @Flag(name: .customLong("frame-report"), help: "On leaving, say on stderr how many frames were drawn and how many were late.")
    var frameReport = false
    @OptionGroup var display: DisplayArguments
    @OptionGroup var drawing: DrawingOptions
    @OptionGroup var picture: PictureOptions
    @OptionGroup var pageChoice: PageChoiceOptions

    /// Frames a second the player promises.
    static let framesPerSecond = 30.0

    func run() throws {
        guard speed >= Playback.speeds.first!, speed <= Playback.speeds.last! else { failAndExit("--speed \(speed): from 0.25 to 32") }
        let named = EarlierPageDigests.ofLog(at: log)
        let coloring = LogStart.page(of: try loadPageOrExit(page, choice: pageChoice.choice), named: named, asIs: picture.asIs)
        let image = coloring.page
        let strokes = loadStrokeLogOrExit(log)
        let start = LogStart(coloring: coloring, log: strokes, drawing: drawing.headless)
        let style = start.style, finder = start.finder
        let stepper: LogStepper
        do throws(StrokeLogError) {
            // The whole log is checked before the terminal is touched.
            stepper = try LogStepper(log: strokes, page: image, finder: finder, smoothing: style.smoothing, debugStrokes: style.debugStrokes)
        } catch {
            failAndExit("\(log): \(error.description)")
        }
        noteIfDrawnOnAnotherPage(log: log, named: named, page: image, pagePath: page)
        guard let taken = TerminalStart.take(.init(glyphs: display.glyphs ?? .auto, colours: display.colours ?? .auto, pixels: display.pixels?.request ?? .auto)) else {
            throw ExitCode(1)
        }
        var terminal = taken.terminal
        var player = Player(stepper: stepper, speed: speed, options: taken.display,
                            name: URL(fileURLWithPath: page).lastPathComponent, columns: terminal.columns, rows: terminal.rows)
        let tally = player.run(on: &terminal, framesPerSecond: Self.framesPerSecond)
        terminal.stop()
        if frameReport {
            FileHandle.standardError.write(Data("termcolor: play: \(tally.frames) frames at \(Int(Self.framesPerSecond))/s, \(tally.late) late\n".utf8))
        }
    }
}

/// The play loop: input, the playback clock, the events due applied (`LogStepper`), the
/// changed cells drawn. `play` and the gallery's playback run it.
struct Player {
    var stepper: LogStepper
    var playback: Playback
    var renderer: ViewRenderer
    let lineArt: LineArt
    let name: String

    init(stepper: LogStepper, speed: Double, options: DisplayOptions, name: String, columns: Int, rows: Int) {
        self.stepper = stepper
        self.name = name
        lineArt = stepper.session.finder.lineArt.shown
        playback = Playback(durations: EventClock.durations(of: stepper.events), speed: speed)
        renderer = ViewRenderer(canvas: stepper.session.canvas, lineArt: lineArt, columns: columns, rows: rows, options: options)
    }

    /// Plays until a key other than the playback keys, or a signal; returns the frames drawn,
    /// those drawn later than their time (a frame's work took longer than a frame), and the
    /// signal that ended it, if one did.
    mutating func run(on terminal: inout Terminal, framesPerSecond: Double) -> (frames: Int, late: Int, request: Int32?) {
        let interval = 1 / framesPerSecond
        let clock = ContinuousClock()
        var last = clock.now, deadline = last
        var frames = 0, late = 0
        present(on: &terminal)
        while true {
            deadline = deadline.advanced(by: .seconds(interval))
            let wait = max(0, Self.seconds(clock.now.duration(to: deadline)))
            for event in terminal.events(timeoutMilliseconds: Int((wait * 1000).rounded(.up))) {
                switch event {
                case .key(.char(" ")): playback.togglePause()
                case .key(.char("+")), .key(.char("=")), .key(.char(">")), .key(.right), .key(.up): playback.faster()
                case .key(.char("-")), .key(.char("<")), .key(.left), .key(.down): playback.slower()
                case .key: return (frames, late, nil)
                case .resize:
                    renderer.resize(canvas: stepper.session.canvas, lineArt: lineArt, columns: terminal.columns, rows: terminal.rows)
                    terminal.invalidate()
                case .mouse: break
                }
            }
            if let request = terminal.takeRequest() { return (frames, late, request) }
            let now = clock.now
            playback.advance(by: Self.seconds(last.duration(to: now)))
            last = now
            let dirty = stepper.advance(through: playback.eventsDue)
            if !dirty.isEmpty { renderer.pageChanged(canvas: stepper.session.canvas, lineArt: lineArt, dirty: dirty) }
            present(on: &terminal)
            frames += 1
            // Late: the frame went out after the next one was due.
            if clock.now > deadline.advanced(by: .seconds(interval)) {
                late += 1
                deadline = clock.now
            }
        }
    }

    private func present(on terminal: inout Terminal) {
        var frame = renderer.frame
        let row = frame.rows - 1
        guard row >= 0 else { return }
        frame.clearRow(row, fg: 250, bg: 235)
        let state = playback.finished ? "finished" : playback.paused ? "paused" : "playing"
        let speed = playback.speed < 1 ? "1/\(Int((1 / playback.speed).rounded()))x" : "\(Int(playback.speed))x"
        frame.write(" \(name)  \(state) \(speed)  \(stepper.applied)/\(stepper.events.count) events   space pause  + faster  - slower  any other key ends",
                    column: 0, row: row, fg: 250, bg: 235)
        // Where the terminal shows images, the page area is one, as in the program.
        let page = terminal.pixels == nil ? nil
            : PixelPage(page: ShownPage(canvas: stepper.session.canvas, lineArtShown: renderer.showsLineArt), geometry: renderer.geometry,
                        pageCells: renderer.frame, letterbox: renderer.letterboxColour.rgb)
        terminal.present(frame, page: page)
    }

    static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }
}
