/// One band of six pixel rows as sixel runs: per register the band has, its runs in column order
/// (a run: a start column, a length, and the six bits it sets in each of those columns), chained
/// through `next` so a stretch of columns is added in one step whatever the register. The
/// buffers are made once per image and reused for each band.
struct SixelBand: ~Copyable {
    let width: Int
    /// Per row of the band: its current run in the image, where that run ends, its register.
    private let rowRun: UnsafeMutablePointer<Int>
    private let rowEnd: UnsafeMutablePointer<Int>
    private let rowEntry: UnsafeMutablePointer<UInt16>
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
        rowRun = .allocate(capacity: 6); rowEnd = .allocate(capacity: 6); rowEntry = .allocate(capacity: 6)
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
        rowRun.deallocate(); rowEnd.deallocate(); rowEntry.deallocate(); runStart.deallocate(); runLength.deallocate(); runBits.deallocate()
        runNext.deallocate(); firstRun.deallocate(); lastRun.deallocate(); present.deallocate()
    }

    /// Takes rows `top ..< top + rows` (at most six) of the image read as `image`. The band is
    /// walked in stretches where no row's run changes, each the same column repeated: a stretch
    /// is added at once, so paper costs a step a band, and an edge a step per run it cuts.
    mutating func collect(_ image: SixelRuns, top: Int, rows: Int, palette: SixelPalette) {
        runs = 0; presentCount = 0
        image.ends.withUnsafeBufferPointer { ends in
            image.colours.withUnsafeBufferPointer { colours in
                // Per row: its current run, where that run ends, and its register.
                for r in 0..<rows {
                    let k = Int(image.rowStarts[top + r])
                    rowRun[r] = k; rowEnd[r] = Int(ends[k]); rowEntry[r] = palette.entry(colours[k])
                }
                let all = UInt8((1 << rows) - 1)
                var x = 0
                while x < width {
                    var end = rowEnd[0], same = true
                    let e = rowEntry[0]
                    for r in 1..<rows {
                        end = min(end, rowEnd[r])
                        if rowEntry[r] != e { same = false }
                    }
                    let length = end - x
                    if same {
                        add(e, column: x, length: length, bits: all)
                    } else {
                        // Several registers in the stretch: each with the rows it has.
                        var done: UInt8 = 0
                        for r in 0..<rows where done & (1 << r) == 0 {
                            let e = rowEntry[r]
                            var bits = UInt8(1 << r)
                            for below in r + 1..<rows where rowEntry[below] == e { bits |= 1 << below }
                            done |= bits
                            add(e, column: x, length: length, bits: bits)
                        }
                    }
                    x = end
                    guard x < width else { break }
                    for r in 0..<rows where rowEnd[r] == end {
                        let k = rowRun[r] + 1
                        rowRun[r] = k; rowEnd[r] = Int(ends[k]); rowEntry[r] = palette.entry(colours[k])
                    }
                }
            }
        }
    }

    @inline(__always) private mutating func add(_ entry: UInt16, column x: Int, length: Int, bits: UInt8) {
        let e = Int(entry)
        let last = Int(lastRun[e])
        if last < 0 {
            firstRun[e] = Int32(runs)
            present[presentCount] = entry
            presentCount += 1
        } else {
            if runBits[last] == bits && Int(runStart[last] + runLength[last]) == x {
                runLength[last] += Int32(length)
                return
            }
            runNext[last] = Int32(runs)
        }
        runStart[runs] = Int32(x); runLength[runs] = Int32(length); runBits[runs] = bits; runNext[runs] = -1
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
