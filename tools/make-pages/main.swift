import ColorCore
import Foundation
import PhotoPages
import Storage

// make-pages OUTDIR: draws the bundled coloring pages (our own drawings, deterministic: the
// same bytes every run) and writes them as PNGs into OUTDIR.

let arguments = CommandLine.arguments
guard arguments.count == 2, !arguments[1].hasPrefix("-") else {
    FileHandle.standardError.write(Data("usage: make-pages OUTDIR\n".utf8))
    exit(2)
}
let folder = arguments[1]
// From simple (a few big regions, for a small child) to detailed; the gallery keeps this order
// (BundledPages.order).
// Every page carries its numbers in its PNG (doc/numbered-pages.md): played by numbers when opened.
let pages: [(name: String, draw: () -> Drawing)] = [
    ("balloon", Balloon.draw),
    ("snail", Snail.draw),
    ("rocket", Rocket.draw),
    ("butterfly", Butterfly.draw),
    ("animal", Animal.draw),
    ("scene", Scene.draw),
    ("castle", Castle.draw),
    ("mandala", Mandala.draw),
    ("quilt", Quilt.draw),
]
for (name, draw) in pages {
    let drawing = draw()
    let page = drawing.page
    let path = folder + "/" + name + ".png"
    do {
        try PNGCodec.write(page, to: path, opaque: true)
        let (guide, problems) = PageNumbering.painted(page, palette: drawing.palette, paint: drawing.paint.numbers)
        if !problems.isEmpty {
            FileHandle.standardError.write(Data(problems.map { "make-pages: \(name): \($0)\n" }.joined().utf8))
            exit(1)
        }
        // The numbers go beside the pixels: the page's pixels stay exactly as drawn.
        guard let png = FileManager.default.contents(atPath: path),
              let numbered = PNGTextChunk.inserting(keyword: NumberedPageChunk.keyword, text: NumberedPageChunk.json(guide), into: [UInt8](png)),
              FileManager.default.createFile(atPath: path, contents: Data(numbered)),
              try PNGCodec.read(path: path) == page else {
            FileHandle.standardError.write(Data("make-pages: \(path): cannot add its numbers\n".utf8))
            exit(1)
        }
        let bytes = numbered.count
        let census = RegionCensus(page: page)
        print("\(path): \(page.width)x\(page.height), \(bytes) bytes, \(census.sizes.count) regions"
            + " (smallest \(census.sizes.min() ?? 0) px, \(census.slivers) under 60 px), \(guide.regions.count) numbered in \(guide.palette.count) colours")
    } catch {
        FileHandle.standardError.write(Data("make-pages: \(path): \(error)\n".utf8))
        exit(1)
    }
}
