import Foundation
import Testing
import Pixels
@testable import TermColor

/// The libchafa/libsixel reference as `bench --only pixels` reads it: the tool's JSON line, and
/// where the tool is found.
@Suite struct PixelReferenceTests {
    @Test func readsEachFigureFromItsOwnField() {
        let line = #"{"width":1200,"height":754,"runs":5,"libchafaThreads":2,"libchafaSixelMs":12.5,"libchafaSixelBytes":401234,"libsixelMs":30.25,"libsixelBytes":198765}"#
        #expect(PixelReference(jsonLine: line)
                == PixelReference(libchafaSixelMs: 12.5, libchafaSixelBytes: 401234, libsixelMs: 30.25, libsixelBytes: 198765))
    }

    @Test func takesNoFigureFromAnythingButTheWholeLine() {
        #expect(PixelReference(jsonLine: "") == nil)
        #expect(PixelReference(jsonLine: "pixel-reference: cannot read frame.rgb as raw RGB of that size") == nil)
        // A line without libsixel's figures is not a reference with libsixel at 0 ms.
        #expect(PixelReference(jsonLine: #"{"libchafaSixelMs":12.5,"libchafaSixelBytes":401234}"#) == nil)
    }

    @Test func findsTheToolInBuildFromTheReleaseBinary() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("pixel-reference-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        let release = root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/release")
        try FileManager.default.createDirectory(at: release, withIntermediateDirectories: true)
        let executable = release.appendingPathComponent("termcolor").path
        #expect(PixelReference.toolPath(environment: [:], executable: executable) == nil)

        let tool = root.appendingPathComponent(".build/pixel-reference").path
        #expect(FileManager.default.createFile(atPath: tool, contents: Data(), attributes: [.posixPermissions: 0o755]))
        #expect(PixelReference.toolPath(environment: [:], executable: executable) == tool)
        #expect(PixelReference.toolPath(environment: [PixelReference.environmentVariable: "/opt/ref"], executable: executable) == "/opt/ref")
    }

    @Test func saysHowToBuildTheToolWhereItIsMissing() {
        let frame = RGBImage(width: 12, height: 13, red: 255, green: 255, blue: 255)
        #expect(PixelReference.measure(frame, cellWidth: 6, cellHeight: 13, runs: 1, tool: nil) == .failure(.notBuilt))
        #expect(PixelReference.Unavailable.notBuilt.message.contains("make pixel-reference"))
    }

    @Test func aToolThatFailsGivesNoFigures() throws {
        let frame = RGBImage(width: 12, height: 13, red: 255, green: 255, blue: 255)
        let result = PixelReference.measure(frame, cellWidth: 6, cellHeight: 13, runs: 1, tool: "/bin/false")
        guard case .failure(let why) = result else { Issue.record("figures from /bin/false: \(result)"); return }
        #expect(why.message.contains("exited 1"))
    }
}
