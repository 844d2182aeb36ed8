/// Colour pairs handed out on demand: each (fg, bg) combination of terminal colour numbers gets the
/// next free pair number.
///
/// Pair numbers go to ncurses as ints (setcchar's opts), so they may run past 255 and 32767.
/// When the terminal's pairs run out the caller is told (nil), never given a wrapped number; it
/// then resets the table and repaints.
struct PairTable {
    let capacity: Int
    private var numbers: [UInt64: Int32] = [:]
    private(set) var allocated = 0

    /// `capacity`: COLOR_PAIRS; pair 0 is the terminal default and never handed out.
    init(capacity: Int) { self.capacity = capacity }

    /// The pair for (fg, bg), and whether it is new (must be defined before use).
    mutating func pair(fg: Int32, bg: Int32) -> (number: Int32, isNew: Bool)? {
        let key = UInt64(UInt32(bitPattern: fg)) << 32 | UInt64(UInt32(bitPattern: bg))
        if let n = numbers[key] { return (n, false) }
        guard allocated + 1 < capacity else { return nil }
        allocated += 1
        numbers[key] = Int32(allocated)
        return (Int32(allocated), true)
    }

    mutating func reset() {
        numbers.removeAll(keepingCapacity: true)
        allocated = 0
    }
}
