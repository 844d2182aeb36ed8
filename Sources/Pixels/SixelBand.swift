/// One band of six pixel rows as sixel runs: per register the band has, its runs in column order
/// (a run: a start column, a length, and the six bits it sets in each of those columns), chained
/// through `next` so a column is added in one step whatever the register. The buffers are made
/// once per image and reused for each band.
struct SixelBand: ~Copyable {
    let width: Int
    /// Each pixel's register, row by row.
    private let entries: UnsafeMutablePointer<UInt16>
    private let runStart: UnsafeMutablePointer<Int32>
    private let runLength: UnsafeMutablePointer<Int32>
    private let runBits: UnsafeMutablePointer<UInt8>
    private let runNext: UnsafeMutablePointer<Int32>
    /// Per register: its first and last run in the band (-1: none).
    private let firstRun: UnsafeMutablePointer<Int32>
    private let lastRun: UnsafeMutablePointer<Int32>
    /// The registers the band has, in the order they first appear.
    private let present: UnsafeMutablePointer<UInt16>
    private let registers: Int
    private var runs = 0, presentCount = 0

    init(width: Int, registers: Int) {
        self.width = width
        self.registers = max(1, registers)
        let most = 6 * width
        entries = .allocate(capacity: most)
        runStart = .allocate(capacity: most)
        runLength = .allocate(capacity: most)
        runBits = .allocate(capacity: most)
        runNext = .allocate(capacity: most)
        firstRun = .allocate(capacity: self.registers)
        firstRun.initialize(repeating: -1, count: self.registers)
        lastRun = .allocate(capacity: self.registers)
        lastRun.initialize(repeating: -1, count: self.registers)
        present = .allocate(capacity: self.registers)
    }

    deinit {
        entries.deallocate(); runStart.deallocate(); runLength.deallocate(); runBits.deallocate()
        runNext.deallocate(); firstRun.deallocate(); lastRun.deallocate(); present.deallocate()
    }

    /// Takes rows `top ..< top + rows` (at most six) of an image `width` pixels wide.
    mutating func collect(_ pixels: UnsafeBufferPointer<UInt8>, top: Int, rows: Int, palette: SixelPalette) {
        runs = 0; presentCount = 0
        for r in 0..<rows {
            var p = (top + r) * width * 3
            let row = entries + r * width
            var previous: UInt32 = .max, entry: UInt16 = 0
            for x in 0..<width {
                let rgb = UInt32(pixels[p]) << 16 | UInt32(pixels[p + 1]) << 8 | UInt32(pixels[p + 2])
                if rgb != previous { previous = rgb; entry = palette.entry(rgb) }
                row[x] = entry
                p += 3
            }
        }
        let all = UInt8((1 << rows) - 1)
        for x in 0..<width {
            let e = entries[x]
            var r = 1
            while r < rows, entries[r * width + x] == e { r += 1 }
            if r == rows { add(e, column: x, bits: all); continue }
            // A column of several registers: each with the rows it has.
            var done: UInt8 = 0
            for r in 0..<rows where done & (1 << r) == 0 {
                let e = entries[r * width + x]
                var bits = UInt8(1 << r)
                var below = r + 1
                while below < rows {
                    if entries[below * width + x] == e { bits |= 1 << below }
                    below += 1
                }
                done |= bits
                add(e, column: x, bits: bits)
            }
        }
    }

    @inline(__always) private mutating func add(_ entry: UInt16, column x: Int, bits: UInt8) {
        let e = Int(entry)
        let last = Int(lastRun[e])
        if last < 0 {
            firstRun[e] = Int32(runs)
            present[presentCount] = entry
            presentCount += 1
        } else {
            if runBits[last] == bits && Int(runStart[last] + runLength[last]) == x {
                runLength[last] += 1
                return
            }
            runNext[last] = Int32(runs)
        }
        runStart[runs] = Int32(x); runLength[runs] = 1; runBits[runs] = bits; runNext[runs] = -1
        lastRun[e] = Int32(runs)
        runs += 1
    }

    /// Writes the band (without the band's end, `-`), register by register, and forgets it.
    mutating func write(to out: inout SixelByteBuffer) {
        // At most a gap and a run of `!` and five digits each a run, `$#` and five digits a register.
        out.reserve(14 * runs + 8 * presentCount)
        for k in 0..<presentCount {
            let e = Int(present[k])
            if k > 0 { out.append(UInt8(ascii: "$")) }
            out.append(UInt8(ascii: "#")); out.append(number: e)
            var cursor = 0, i = Int(firstRun[e])
            while i >= 0 {
                let x = Int(runStart[i]), length = Int(runLength[i])
                if x > cursor { out.append(sixel: 0, count: x - cursor) }
                out.append(sixel: runBits[i], count: length)
                cursor = x + length
                i = Int(runNext[i])
            }
            firstRun[e] = -1; lastRun[e] = -1
        }
    }
}
