import Foundation
#if canImport(Testing)
import Testing
#endif

/// Test data that lives beside the repository in `../shared/testdata` (never copied into it),
/// for every test target. A clone used elsewhere has no `../shared`; tests that need it are then
/// skipped with a message, unless `TERMCOLOR_REQUIRE_SHARED=1` (CI, which has it beside the
/// clone) makes them run, and fail on the missing files.
public enum SharedTestData {
    public static let root: URL = {
        // Tests/TestSupport/SharedTestData.swift -> repository root -> ../shared/testdata
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("shared/testdata")
            .standardizedFileURL
    }()

    public static var available: Bool {
        ProcessInfo.processInfo.environment["TERMCOLOR_REQUIRE_SHARED"] == "1"
            || FileManager.default.fileExists(atPath: root.appendingPathComponent("pages").path)
    }

    public static var pagesDirectory: URL { root.appendingPathComponent("pages") }
    public static var pngSuiteDirectory: URL { root.appendingPathComponent("pngsuite") }
    /// JPEG test files and their reference decodes (`ref/NAME.png`); its README says what each expects.
    public static var jpegDirectory: URL { root.appendingPathComponent("jpeg") }
    public static var photosDirectory: URL { root.appendingPathComponent("photos") }

    /// Every photo (pictures that are not line art), by file name.
    public static var photoPaths: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: photosDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".png") }.sorted().map { photosDirectory.appendingPathComponent($0).path }
    }

    /// Every real coloring page, by file name.
    public static var pagePaths: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: pagesDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".png") }.sorted().map { pagesDirectory.appendingPathComponent($0).path }
    }
}

// A regular target, built by `swift build -c release` too, where the testing library is absent.
#if canImport(Testing)
extension SharedTestData {
    public static let skipReason: Comment = "needs ../shared/testdata beside the repository (not present in this clone)"
}
#endif
