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
// A page with numbers carries them in its PNG (doc/numbered-pages.md): played by numbers when opened.
let pages: [(name: String, draw: () -> Page, numbers: (palette: [RGB], seeds: [PageNumbering.Seed])?)] = [
    ("balloon", Balloon.draw, (Balloon.palette, Balloon.seeds)),
    ("snail", Snail.draw, nil),
    ("rocket", Rocket.draw, nil),
    ("butterfly", Butterfly.draw, nil),
    ("animal", Animal.draw, nil),
    ("scene", Scene.draw, nil),
    ("castle", Castle.draw, nil),
    ("mandala", Mandala.draw, nil),
    ("quilt", Quilt.draw, nil),
]
for (name, draw, numbers) in pages {
    let page = draw()
    let path = folder + "/" + name + ".png"
    do {
        var bytes = try PNGCodec.write(page, to: path, opaque: true)
        if let numbers {
            let (guide, problem) = PageNumbering.designed(page, palette: numbers.palette, seeds: numbers.seeds)
            if let problem {
                FileHandle.standardError.write(Data("make-pages: \(name): \(problem)\n".utf8))
                exit(1)
            }
            guard let png = FileManager.default.contents(atPath: path),
                  let numbered = PNGTextChunk.inserting(keyword: NumberedPageChunk.keyword, text: NumberedPageChunk.json(guide), into: [UInt8](png)),
                  FileManager.default.createFile(atPath: path, contents: Data(numbered)) else {
                FileHandle.standardError.write(Data("make-pages: \(path): cannot add its numbers\n".utf8))
                exit(1)
            }
            bytes = numbered.count
        }
        let census = RegionCensus(page: page)
        print("\(path): \(page.width)x\(page.height), \(bytes) bytes, \(census.sizes.count) regions"
            + " (smallest \(census.sizes.min() ?? 0) px, \(census.slivers) under 60 px)")
    } catch {
        FileHandle.standardError.write(Data("make-pages: \(path): \(error)\n".utf8))
        exit(1)
    }
}
