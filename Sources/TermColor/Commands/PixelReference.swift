import Foundation
import Pixels

/// libchafa's and libsixel's sixel encode of the frame `bench --only pixels` times ours on, from
/// `tools/pixel-reference` (built by `make pixel-reference` into `.build/`). The libraries run in
/// that tool's process and only their palette choice and encode are timed: the chafa and
/// img2sixel command lines, timed whole, count their start and decode, and chafa's off a
/// terminal draws a canvas of its own size, not the frame.
struct PixelReference: Equatable, Decodable {
    var libchafaSixelMs: Double, libchafaSixelBytes: Int
    var libsixelMs: Double, libsixelBytes: Int

    /// Names the tool where it is not up from the binary (an installed termcolor, another checkout).
    static let environmentVariable = "TERMCOLOR_PIXEL_REFERENCE"
    static let toolName = "pixel-reference"

    /// Why there is no reference: said in one line where the figures would be.
    struct Unavailable: Error, Equatable {
        var message: String
        static let notBuilt = Unavailable(message: "no libchafa/libsixel reference: build it with `make pixel-reference` "
                                                   + "(or name it in \(PixelReference.environmentVariable))")
    }

    /// The tool's one JSON line; nil for anything else (an old tool, an error text).
    init?(jsonLine: String) {
        guard let value = try? JSONDecoder().decode(PixelReference.self, from: Data(jsonLine.utf8)) else { return nil }
        self = value
    }

    init(libchafaSixelMs: Double, libchafaSixelBytes: Int, libsixelMs: Double, libsixelBytes: Int) {
        (self.libchafaSixelMs, self.libchafaSixelBytes) = (libchafaSixelMs, libchafaSixelBytes)
        (self.libsixelMs, self.libsixelBytes) = (libsixelMs, libsixelBytes)
    }

    /// The tool the environment names, else `pixel-reference` in the folder of `executable` or one
    /// of the three above it (`.build/` from `.build/<triple>/release/termcolor`).
    static func toolPath(environment: [String: String], executable: String) -> String? {
        if let named = environment[environmentVariable], !named.isEmpty { return named }
        var folder = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent(toolName).path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// The running binary, symlinks followed.
    static var runningExecutable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// The tool run on `image` (written raw to a temporary file), the median of `runs`.
    static func measure(_ image: RGBImage, cellWidth: Int, cellHeight: Int, runs: Int,
                        tool: String? = toolPath(environment: ProcessInfo.processInfo.environment,
                                                 executable: runningExecutable)) -> Result<PixelReference, Unavailable> {
        guard let tool else { return .failure(.notBuilt) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("termcolor-frame-\(getpid()).rgb")
        defer { try? FileManager.default.removeItem(at: file) }
        do { try Data(image.bytes).write(to: file) } catch {
            return .failure(Unavailable(message: "no libchafa/libsixel reference: cannot write the frame to \(file.path)"))
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = [file.path, "--size", "\(image.width)x\(image.height)", "--cell", "\(cellWidth)x\(cellHeight)",
                             "--runs", "\(max(1, runs))"]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch {
            return .failure(Unavailable(message: "no libchafa/libsixel reference: cannot run \(tool)"))
        }
        // Its error text is one line, far under a pipe's buffer: reading it second cannot block the tool.
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let line = printed.split(separator: "\n").last.map(String.init) ?? ""
        guard process.terminationStatus == 0, let reference = PixelReference(jsonLine: line) else {
            let said = complaint.split(separator: "\n").first.map { ": \($0)" } ?? ""
            return .failure(Unavailable(message: "no libchafa/libsixel reference: \(tool) exited \(process.terminationStatus)\(said)"))
        }
        return .success(reference)
    }
}
