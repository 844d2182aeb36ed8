// swift-tools-version:6.0
import PackageDescription

// ColorCore: everything that is not a terminal (page, PNG, regions, strokes, session, cell frames).
// TermColor: the `termcolor` executable (ncurses front end and command line).
// C stays at the edges: CLibPNG/PNGBridge for libpng, JPEGBridge for libjpeg-turbo, CNcursesw for
// ncurses, TerminalGuard for signals.
let package = Package(
    name: "termcolor",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "termcolor", targets: ["TermColor"]),
        .library(name: "ColorCore", targets: ["ColorCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(name: "CLibPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .target(name: "PNGBridge", dependencies: ["CLibPNG"]),
        // libjpeg-turbo (Debian libjpeg62-turbo-dev): Swift never sees jpeglib.h, so no module map.
        .target(name: "JPEGBridge", linkerSettings: [.linkedLibrary("jpeg")]),
        // No pkgConfig: its -D flags are refused by SwiftPM (a warning on every build); the shim sets
        // what is needed and the module map links ncursesw and tinfo.
        .systemLibrary(name: "CNcursesw", providers: [.apt(["libncurses-dev"])]),
        .target(name: "TerminalGuard"),
        .target(name: "ColorCore", dependencies: ["PNGBridge", "JPEGBridge"], linkerSettings: [.linkedLibrary("m")]),
        // Photos turned into coloring pages. Image processing at debug speed would make its
        // tests (real photos, every detail level) take minutes: optimized in every configuration.
        .target(name: "PhotoPages", dependencies: ["ColorCore"],
                swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
        .executableTarget(
            name: "TermColor",
            dependencies: [
                "ColorCore", "PhotoPages", "CNcursesw", "TerminalGuard",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(name: "make-pages", dependencies: ["ColorCore"], path: "tools/make-pages"),
        // Helpers both test targets use (the fuzz budget).
        .target(name: "TestSupport", dependencies: ["ColorCore"], path: "Tests/TestSupport"),
        .testTarget(name: "ColorCoreTests", dependencies: ["ColorCore", "TestSupport"]),
        .testTarget(name: "TermColorTests", dependencies: ["ColorCore", "TermColor", "TestSupport"]),
        .testTarget(name: "PhotoPagesTests", dependencies: ["PhotoPages", "ColorCore", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
