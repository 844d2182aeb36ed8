import ColorCore
import Storage
import Foundation

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
let pages: [(name: String, draw: () -> Page)] = [
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
    let page = draw()
    let path = folder + "/" + name + ".png"
    do {
        let bytes = try PNGCodec.write(page, to: path, opaque: true)
        let census = RegionCensus(page: page)
        print("\(path): \(page.width)x\(page.height), \(bytes) bytes, \(census.sizes.count) regions"
            + " (smallest \(census.sizes.min() ?? 0) px, \(census.slivers) under 60 px)")
    } catch {
        FileHandle.standardError.write(Data("make-pages: \(path): \(error)\n".utf8))
        exit(1)
    }
}
