import ColorCore
import Dispatch
import PNGBridge

extension PNGCodec {
    /// Decodes the PNG file at `path` straight into the layers the colouring book keeps
    /// (`PageLayers`: the page over white and its darkness), never holding an RGBA copy of it.
    ///
    /// The rows come as stored (grey stays one byte a pixel: no expansion to RGBA), and on a
    /// large page the work is split over two cores: this thread inflates and
    /// unfilters strips of rows while another converts the strips already done. Same pixels as
    /// `read(path:)` followed by `PageLayers(page:)`, by the same rules.
    public static func readLayers(path: String) throws(PNGError) -> PageLayers {
        guard let reader = pb_reader_open_file(path, UInt32(maxSide), UInt64(maxPixels)) else {
            throw PNGError("out of memory")
        }
        defer { pb_reader_free(reader) }
        if let reason = pb_reader_error(reader) { throw PNGError(String(cString: reason)) }
        let width = Int(pb_reader_width(reader)), height = Int(pb_reader_height(reader))
        let channels = Int(pb_reader_begin_rows(reader))
        func failure() -> PNGError { PNGError(pb_reader_error(reader).map { String(cString: $0) } ?? "cannot decode") }
        guard channels > 0 else { throw failure() }

        let rowBytes = width * channels
        // Strips of about 256 KiB: a few fit in the second level cache while both threads work.
        let stripRows = max(1, min(height, (256 << 10) / rowBytes))
        // The whole image data inflated at once (libdeflate) into the page layer's tail, where
        // the rows are then unfiltered from; where it does not apply, libpng inflates row by row.
        return try PageLayers.build(width: width, height: height, isOpaqueGrey: channels == 1,
                                    tailStride: rowBytes + 1) { (rows: PageLayerRows) throws(PNGError) in
            _ = pb_reader_inflate_rows(reader, rows.tail, rows.tailStride * height)
            if width * height < 1 << 20 {
                // Small pages: one strip buffer on this thread; a second thread would not pay.
                var strip = [UInt8](repeating: 0, count: stripRows * rowBytes)
                var y = 0
                while y < height {
                    let n = min(stripRows, height - y)
                    let ok = strip.withUnsafeMutableBufferPointer { pb_reader_read_rows(reader, $0.baseAddress!, UInt32(n)) == 0 }
                    guard ok else { throw failure() }
                    strip.withUnsafeBufferPointer { rows.convert($0.baseAddress!, channels: channels, rows: y..<(y + n)) }
                    y += n
                }
                return
            }
            let ring = StripRing(strips: 4, bytes: stripRows * rowBytes)
            defer { ring.release() }
            let converted = DispatchSemaphore(value: 0)
            let strips = (height + stripRows - 1) / stripRows
            DispatchQueue.global(qos: .userInitiated).async {
                for k in 0..<strips {
                    let buffer = ring.takeFull(k)
                    if ring.failedStrip == k { break }
                    let y = k * stripRows
                    rows.convert(buffer, channels: channels, rows: y..<min(height, y + stripRows))
                    ring.giveBack()
                }
                converted.signal()
            }
            var decoded = true
            for k in 0..<strips {
                let buffer = ring.takeEmpty(k)
                let y = k * stripRows, n = min(stripRows, height - y)
                guard pb_reader_read_rows(reader, buffer, UInt32(n)) == 0 else {
                    decoded = false
                    ring.giveBack()  // unused; every semaphore ends at its starting count
                    ring.fail(at: k)
                    break
                }
                ring.handOver()
            }
            converted.wait()
            if !decoded { throw failure() }
        }
    }
}

/// Strip buffers passed between the decoding thread and the converting one, in order: strip `k`
/// uses buffer `k % count`. The decoder takes an empty buffer, fills it and hands it over; the
/// converter takes it full, converts it and gives it back.
private final class StripRing: @unchecked Sendable {
    private let buffers: [UnsafeMutablePointer<UInt8>]
    private let empty: DispatchSemaphore, full: DispatchSemaphore
    /// The strip that failed to decode (set before `full` is signalled for it): the converter
    /// converts every strip before it, then stops there.
    private(set) var failedStrip = -1

    init(strips: Int, bytes: Int) {
        buffers = (0..<strips).map { _ in UnsafeMutablePointer<UInt8>.allocate(capacity: bytes) }
        empty = DispatchSemaphore(value: strips)
        full = DispatchSemaphore(value: 0)
    }

    func takeEmpty(_ k: Int) -> UnsafeMutablePointer<UInt8> { empty.wait(); return buffers[k % buffers.count] }
    func handOver() { full.signal() }
    func takeFull(_ k: Int) -> UnsafeMutablePointer<UInt8> { full.wait(); return buffers[k % buffers.count] }
    func giveBack() { empty.signal() }
    /// Strip `k` will not come: the converter, once it reaches it, stops.
    func fail(at k: Int) { failedStrip = k; full.signal() }
    func release() { for b in buffers { b.deallocate() } }
}
