// swift-tools-version:6.0
import Foundation
import PackageDescription

// `make test` sets TERMCOLOR_OPTIMIZE_LIBRARIES=1: the modules under test and TestSupport (the
// reference region rule, the fuzz generator) are built optimized, since the renderer, photo and
// stroke suites do real image work that takes minutes at -Onone; the test targets are not:
// optimizing them took a third of the build (4 minutes from a fresh clone against 2.6) and saved
// less test time than it cost. Off by default, so a plain debug build stays debuggable and a package depending on
// ours never sees an unsafe flag.
let optimized: [SwiftSetting] = ProcessInfo.processInfo.environment["TERMCOLOR_OPTIMIZE_LIBRARIES"] == "1" ? [.unsafeFlags(["-O"])] : []

// The layers, each importing only those above it (the compiler keeps it so):
// ColorCore: the document with no I/O: page, regions, strokes, paint, session, cell frames.
// Tracing: the tracing game (letters, digits and shapes traced along their strokes) on ColorCore.
// Storage: files: the PNG and JPEG codecs, saving a coloured page, the autosave journal.
// PhotoPages: photos turned into coloring pages (image processing on a ColorCore page).
// Screens: the app as screens that take events and return effects (no files, no terminal).
// Bench: the in-process benchmarks behind `termcolor bench`.
// TermColor: the `termcolor` executable: the terminal, the command line, carrying out effects.
// TimeLapse: a time-lapse's frames from a stroke log (no I/O; the encoders are in Storage).
// C stays at the edges: CLibPNG/PNGBridge for libpng, JPEGBridge for libjpeg-turbo, WebPBridge
// for libwebp, GIFBridge for giflib, PDFBridge for poppler, SVGBridge for librsvg (both through
// CairoCanvas), CNcursesw for ncurses, TerminalGuard for signals.
let package = Package(
    name: "termcolor",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "termcolor", targets: ["TermColor"]),
        .library(name: "ColorCore", targets: ["ColorCore"]),
        .library(name: "Storage", targets: ["Storage"]),
        .library(name: "Screens", targets: ["Screens"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The settings file (config.toml); only the executable reads it.
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    ],
    targets: [
        .systemLibrary(name: "CLibPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // libdeflate (Debian libdeflate-dev): whole-image inflate, 3-16x faster than libpng's zlib.
        .target(name: "PNGBridge", dependencies: ["CLibPNG"], linkerSettings: [.linkedLibrary("deflate")]),
        // libjpeg-turbo (Debian libjpeg62-turbo-dev): Swift never sees jpeglib.h, so no module map.
        .target(name: "JPEGBridge", linkerSettings: [.linkedLibrary("jpeg")]),
        // PDF pages through poppler-glib, SVG pages through librsvg, both drawn by cairo on the
        // white canvas CairoCanvas makes (Debian libpoppler-glib-dev, librsvg2-dev, libcairo2-dev).
        // GLib stays inside the two bridges: Swift sees plain C functions and buffers.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPopplerGlib", pkgConfig: "poppler-glib", providers: [.apt(["libpoppler-glib-dev"])]),
        .target(name: "CairoCanvas", dependencies: ["CCairo"]),
        .target(name: "PDFBridge", dependencies: ["CairoCanvas", "CPopplerGlib", "CCairo"]),
        // librsvg's and libxml2's headers through pkg-config (no unsafeFlags: a package depending
        // on ours builds it). SwiftPM drops gio's -pthread from those flags with a warning; the
        // bridge needs no thread flag (it links against the shared libraries as they are).
        .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0 libxml-2.0", providers: [.apt(["librsvg2-dev", "libxml2-dev"])]),
        .target(name: "SVGBridge", dependencies: ["CairoCanvas", "CCairo", "CRsvg"]),
        // No pkgConfig: its -D flags are refused by SwiftPM (a warning on every build); the shim sets
        // what is needed and the module map links ncursesw and tinfo.
        .systemLibrary(name: "CNcursesw", providers: [.apt(["libncurses-dev"])]),
        .target(name: "TerminalGuard"),
        // libwebp (Debian libwebp-dev): the animation encoder and decoder and the mux; libwebp's
        // headers stay inside the bridge.
        .target(name: "WebPBridge", linkerSettings: [.linkedLibrary("webpmux"), .linkedLibrary("webpdemux"), .linkedLibrary("webp")]),
        // giflib (Debian libgif-dev).
        .target(name: "GIFBridge", linkerSettings: [.linkedLibrary("gif")]),
        // The optimizer's inlining of the brush loop (Paint/BrushPainter) into its callers
        // (Document/Session) depends on the order files are compiled in: with Session's folder
        // first, `termcolor bench` segmentUs is 6-13% faster. Check it after moving files.
        .target(name: "ColorCore", swiftSettings: optimized, linkerSettings: [.linkedLibrary("m")]),
        .target(name: "Tracing", dependencies: ["ColorCore"], swiftSettings: optimized),
        .target(name: "Storage", dependencies: ["ColorCore", "PNGBridge", "JPEGBridge", "WebPBridge", "GIFBridge", "PDFBridge", "SVGBridge",
                                               "CairoCanvas"], swiftSettings: optimized),
        // A time-lapse's frames from a stroke log (what is shown when, scaled, its GIF palette); no I/O.
        .target(name: "TimeLapse", dependencies: ["ColorCore"], swiftSettings: optimized),
        .target(name: "PhotoPages", dependencies: ["ColorCore"], swiftSettings: optimized),
        .target(name: "Screens", dependencies: ["ColorCore", "Tracing"], swiftSettings: optimized),
        // The page area as real pixels: sixel and kitty graphics encodings of an RGB image.
        .target(name: "Pixels", dependencies: ["ColorCore"], swiftSettings: optimized),
        // Opening: the one start-up path (page, regions, stroke style, paths, session) the program and bench share.
        .target(name: "Opening", dependencies: ["ColorCore", "Storage", "PhotoPages", "Screens"], swiftSettings: optimized),
        .target(name: "Bench", dependencies: ["ColorCore", "Tracing", "Storage", "Screens", "PhotoPages", "Opening"], swiftSettings: optimized),
        .executableTarget(
            name: "TermColor",
            dependencies: [
                "ColorCore", "Tracing", "Storage", "Screens", "PhotoPages", "Opening", "Bench", "TimeLapse", "Pixels", "CNcursesw", "TerminalGuard",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "TOMLKit", package: "TOMLKit"),
            ], swiftSettings: optimized),
        .executableTarget(name: "make-pages", dependencies: ["ColorCore", "Storage", "PhotoPages"], path: "tools/make-pages", swiftSettings: optimized),
        // Helpers every test target may use (generated pages, the reference region rule, the fuzz
        // budget and its generator, shared test data): on ColorCore only, never the benchmarks.
        .target(name: "TestSupport", dependencies: ["ColorCore"], path: "Tests/TestSupport", swiftSettings: optimized),
        // One test target per module, each testing that module (lower ones only to set up).
        .testTarget(name: "ColorCoreTests", dependencies: ["ColorCore", "Storage", "TestSupport"]),
        .testTarget(name: "TracingTests", dependencies: ["Tracing", "ColorCore", "Bench", "TestSupport"]),
        .testTarget(name: "StorageTests", dependencies: ["Storage", "ColorCore", "PNGBridge", "TestSupport"]),
        .testTarget(name: "PhotoPagesTests", dependencies: ["PhotoPages", "ColorCore", "Storage", "Screens", "TestSupport"]),
        .testTarget(name: "ScreensTests", dependencies: ["Screens", "Tracing", "ColorCore", "Storage", "Bench", "TestSupport"]),
        .testTarget(name: "PixelsTests", dependencies: ["Pixels", "ColorCore"]),
        .testTarget(name: "TimeLapseTests", dependencies: ["TimeLapse", "ColorCore", "Storage"]),
        .testTarget(name: "TermColorTests", dependencies: ["TermColor", "ColorCore", "Tracing", "Storage", "Screens", "Opening", "Bench", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
