import Bench
import ColorCore
import Foundation
import Testing

/// Pictures as pages through the real program: JPEG input (nothing but one line on stderr for a
/// bad file, never decoder noise), `convert`, `--as-is`, and `--close-gaps` on `regions` and `replay`.
@Suite(TestTools.needsBinary)
struct PictureCommandTests {
    static let shared = TestTools.repositoryRoot.appendingPathComponent("../shared/testdata").standardizedFileURL
    static var sharedAvailable: Bool { FileManager.default.fileExists(atPath: shared.appendingPathComponent("jpeg").path) }

    /// Every shared JPEG through `regions --as-is`: good files say nothing on stderr; refused files
    /// say one line naming the file. Then mutated copies of a real photo (cut, bytes flipped in
    /// the entropy data), which make libjpeg warn: still one line at most, never its own words.
    @Test(.enabled(if: sharedAvailable, "needs ../shared/testdata/jpeg"))
    func jpegInputNeverPrintsDecoderNoise() throws {
        let folder = Self.shared.appendingPathComponent("jpeg")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".jpg") }.sorted()
        let refused: Set = ["monkey12.jpg", "x-corrupt.jpg", "x-empty.jpg", "x-not-a-jpeg.jpg", "x-truncated.jpg"]
        for name in names {
            let path = folder.appendingPathComponent(name).path
            let run = try CommandRun(["regions", path, "--as-is"])
            if refused.contains(name) {
                #expect(run.status == 1, "\(name)")
                #expect(run.stderr.split(separator: "\n").count == 1 && run.stderr.hasPrefix("termcolor: \(path): "), "\(name): \(run.stderr)")
            } else {
                #expect(run.status == 0 && run.stderr.isEmpty, "\(name): \(run.stderr)")
            }
        }
        let rocket = try [UInt8](Data(contentsOf: folder.appendingPathComponent("rocket.jpg")))
        let temp = try CommandRun.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: temp) }
        var rng = SplitMix(seed: 13)
        for i in 0..<24 {
            var bytes = rocket
            if i % 3 == 0 {
                bytes = Array(bytes.prefix(Int.random(in: 200..<bytes.count, using: &rng)))
            } else {
                for _ in 0..<(1 + i % 5) { bytes[Int.random(in: 1000..<bytes.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng) }
            }
            let path = temp.appendingPathComponent("m\(i).jpg").path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let run = try CommandRun(["regions", path, "--as-is"])
            let lines = run.stderr.split(separator: "\n")
            #expect(lines.count <= 1 && lines.allSatisfy { $0.hasPrefix("termcolor: \(path): ") }, "case \(i): \(run.stderr)")
            #expect((run.status == 0) == lines.isEmpty, "case \(i): status \(run.status)")
        }
    }
}
