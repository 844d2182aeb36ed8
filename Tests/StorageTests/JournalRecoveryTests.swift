@testable import ColorCore
import Foundation
@testable import Storage
import TestSupport
import Testing

/// Reading an autosave journal back: torn and corrupt lines, another page, and the Autosave
/// round trip on disk (write as drawing goes, resume, rewrite).
@Suite struct JournalRecoveryTests {
    static let header = JournalHeader(width: 40, height: 20, pageName: "box.png")
    static let events: [StrokeEvent] = [.color(.rgb(RGB(r: 1, g: 2, b: 3))), .brush(6), .down(x: 10, y: 10, t: 0),
                                        .move(x: 20, y: 10, t: 0.1), .up(t: 0.2), .fill(x: 30, y: 5), .undo]

    static func journal(_ events: [StrokeEvent], header: JournalHeader = header) -> Data {
        var d = header.line()
        for e in events { d.append(JournalHeader.line(for: e)) }
        return d
    }

    @Test func wholeJournalResumesEveryEvent() {
        let r = JournalRecovery(data: Self.journal(Self.events), expecting: Self.header)
        #expect(r.matchesPage && r.problem == nil)
        #expect(r.events == Self.events && r.strokeCount == 2)
    }

    @Test func tornLastLineIsDroppedQuietly() {
        var d = Self.journal(Self.events)
        d.append(Data(#"{"type":"down","x":1"#.utf8))
        let r = JournalRecovery(data: d, expecting: Self.header)
        #expect(r.problem == nil && r.events == Self.events)
    }

    @Test func corruptLineStopsThereAndSaysSo() {
        var d = Self.journal(Array(Self.events.prefix(5)))
        d.append(Data("garbage\n".utf8))
        d.append(JournalHeader.line(for: StrokeEvent.fill(x: 1, y: 1)))
        let r = JournalRecovery(data: d, expecting: Self.header)
        #expect(r.events == Array(Self.events.prefix(5)))
        #expect(r.problem?.contains("line 7") == true)
        // A move with no stroke open is as bad as garbage: the resumed log must stay valid.
        let bad = JournalRecovery(data: Self.journal([.up(t: nil)]), expecting: Self.header)
        #expect(bad.events.isEmpty && bad.problem?.contains("no open stroke") == true)
    }

    /// The header's gap width is read back; one out of range (a hand-edited journal) counts as
    /// off, and a header without it (every journal before gap closing) reads as off.
    @Test func theHeaderCarriesTheGapWidth() {
        var header = Self.header
        header.closeGaps = 8
        #expect(String(decoding: header.line(), as: UTF8.self).contains(#""closeGaps":8"#))
        #expect(JournalRecovery(data: Self.journal(Self.events, header: header), expecting: Self.header).closeGaps == 8)
        header.closeGaps = 9999
        let wild = JournalRecovery(data: Self.journal(Self.events, header: header), expecting: Self.header)
        #expect(wild.matchesPage && wild.closeGaps == nil && wild.events == Self.events)
        #expect(!String(decoding: Self.header.line(), as: UTF8.self).contains("closeGaps"))
        #expect(JournalRecovery(data: Self.journal(Self.events), expecting: Self.header).closeGaps == nil)
    }

    /// The header keeps the continued picture's recent colours: read back, put into the
    /// resumed session's log (so the next save writes them) and into the journal rewritten;
    /// a header without them (every journal before) reads as none.
    @Test func theHeaderCarriesTheRecentColours() throws {
        let colours = [RGB(r: 0x12, g: 0x34, b: 0x56), RGB(r: 0xab, g: 0xcd, b: 0xef)]
        var header = Self.header
        header.recentColours = colours.map(\.hex)
        #expect(JournalRecovery(data: Self.journal(Self.events, header: header), expecting: Self.header).recentColours == colours)
        #expect(JournalRecovery(data: Self.journal(Self.events), expecting: Self.header).recentColours == nil)
        #expect(!String(decoding: Self.header.line(), as: UTF8.self).contains("recentColours"))

        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("termcolor-journal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("o.journal.jsonl").path
        try Self.journal(Self.events, header: header).write(to: URL(fileURLWithPath: path))
        var session = Self.session()
        var autosave = Autosave(path: path, header: Self.header)
        _ = autosave.resume(into: &session)
        #expect(session.log.recentColours == colours && autosave.header.recentColours == colours.map(\.hex))
        let rewritten = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(JournalRecovery(data: rewritten, expecting: Self.header).recentColours == colours)
    }

    @Test func anotherPageOrNotAJournalIsNotResumed() {
        let other = JournalRecovery(data: Self.journal(Self.events, header: JournalHeader(width: 40, height: 21, pageName: "box.png")),
                                    expecting: Self.header)
        #expect(!other.matchesPage && other.events.isEmpty)
        #expect(!JournalRecovery(data: Data("{}\n".utf8), expecting: Self.header).matchesPage)
        #expect(!JournalRecovery(data: Data(), expecting: Self.header).matchesPage)
    }

    static func session() -> Session {
        var page = Page(width: 40, height: 20)
        for y in 0..<20 { page.setPixel(25, y, .black) }
        return Session(page: page, finder: RegionMode.optimized.makeFinder(for: LineArt(page: page)))
    }

    @Test func autosaveWritesAsItGoesAndResumesOnDisk() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("termcolor-journal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("o.journal.jsonl").path
        var drawing = Self.session()
        var autosave = Autosave(path: path, header: Self.header)
        #expect(autosave.record(Array(drawing.log.events[autosave.written...]), now: 0) == nil && !autosave.exists)  // nothing drawn, no file
        for (i, e) in Self.events.prefix(4).enumerated() {
            drawing.apply(e)
            #expect(autosave.record(Array(drawing.log.events[autosave.written...]), now: Double(i)) == nil)
        }
        // Mid-stroke, as after kill -9: the open stroke resumes and is closed.
        var resumed = Self.session()
        var again = Autosave(path: path, header: Self.header)
        let message = again.resume(into: &resumed)
        #expect(message?.message == "resumed 1 strokes from o.journal.jsonl" && message?.warning == false)
        #expect(resumed.canvas.paintPixels == { var s = drawing; s.apply(.up(t: nil)); return s.canvas.paintPixels }())
        #expect(!resumed.isStrokeOpen)
        // The journal now holds exactly the resumed log, and appending goes on from there.
        resumed.apply(.fill(x: 30, y: 5))
        _ = again.record(Array(resumed.log.events[again.written...]), now: 10)
        let reread = JournalRecovery(data: try Data(contentsOf: URL(fileURLWithPath: path)), expecting: Self.header)
        #expect(reread.events == resumed.log.events)
        again.remove()
        #expect(!again.exists)
    }

    @Test func corruptJournalIsKeptAsideAndTheRestResumed() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("termcolor-journal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("o.journal.jsonl").path
        var d = Self.journal(Array(Self.events.prefix(5)))
        d.append(Data("{\"type\":\"zoom\"}\n".utf8))
        try d.write(to: URL(fileURLWithPath: path))
        var session = Self.session()
        var autosave = Autosave(path: path, header: Self.header)
        let message = autosave.resume(into: &session)
        #expect(message?.warning == true && message?.message.contains("resumed 1 strokes") == true)
        #expect(session.log.events == Array(Self.events.prefix(5)))
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        #expect(names.contains { $0.hasPrefix("o.journal.jsonl.old-") } && names.contains("o.journal.jsonl"))
    }

    /// Random damage to a journal: reading never crashes, and what it resumes is a valid log.
    @Test func mutatedJournalsResumeAValidPrefix() {
        let base = [UInt8](Self.journal(Self.events + Self.events))
        var failures: [String] = []
        FuzzBudget(minimumCases: 200, seconds: 1).run("journal mutations") { rng, n in
            var b = base
            for _ in 0..<Int.random(in: 1...6, using: &rng) {
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: b = Array(b.prefix(Int.random(in: 0...b.count, using: &rng)))
                case 1: if !b.isEmpty { b[Int.random(in: 0..<b.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng) }
                default: if !b.isEmpty { b.insert(0x0a, at: Int.random(in: 0..<b.count, using: &rng)) }
                }
            }
            let r = JournalRecovery(data: Data(b), expecting: Self.header)
            do { try StrokeLog(width: 40, height: 20, events: r.events).validate() } catch {
                failures.append("case \(n): \(error)")
            }
            var s = Self.session()
            for e in r.events { s.apply(e) }
        }
        #expect(failures.isEmpty, "\(failures.prefix(3))")
    }
}
