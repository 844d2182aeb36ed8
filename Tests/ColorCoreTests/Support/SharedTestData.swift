import Foundation

/// Test data that lives beside the repository in `../shared/testdata` (never copied into it).
/// A clone used elsewhere has no `../shared`; tests that need it are then skipped with a message.
enum SharedTestData {
    static let root: URL = {
        // Tests/ColorCoreTests/Support/SharedTestData.swift -> repository root -> ../shared/testdata
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("shared/testdata")
    }()

    static var available: Bool { FileManager.default.fileExists(atPath: root.appendingPathComponent("pages").path) }
    static let skipReason: Comment = "needs ../shared/testdata beside the repository (not present in this clone)"

    static var pagesDirectory: URL { root.appendingPathComponent("pages") }
    static var pngSuiteDirectory: URL { root.appendingPathComponent("pngsuite") }
    /// JPEG test files and their reference decodes (`ref/NAME.png`); its README says what each expects.
    static var jpegDirectory: URL { root.appendingPathComponent("jpeg") }
    static var photosDirectory: URL { root.appendingPathComponent("photos") }

    /// Every photo (pictures that are not line art), by file name.
    static var photoPaths: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: photosDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".png") }.sorted().map { photosDirectory.appendingPathComponent($0).path }
    }

    /// Every real coloring page, by file name.
    static var pagePaths: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: pagesDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".png") }.sorted().map { pagesDirectory.appendingPathComponent($0).path }
    }
}

import Testing
