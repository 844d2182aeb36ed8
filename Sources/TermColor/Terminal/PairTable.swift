import ColorCore
/// Colour pairs handed out on demand: each (fg, bg) combination gets the next free pair number.
///
/// Pair numbers go to ncurses as ints (setcchar's opts), so they may run past 255 and 32767.
/// When the terminal's pairs run out the caller is told (nil), never given a wrapped number; it
/// then resets the table and repaints.
struct PairTable {
    let capacity: Int
    private var numbers: [Int32]
    private(set) var allocated = 0

    /// `capacity`: COLOR_PAIRS; pair 0 is the terminal default and never handed out.
    init(capacity: Int) {
        self.capacity = capacity
        numbers = [Int32](repeating: 0, count: 65_536)
    }

    /// The pair for (fg, bg), and whether it is new (must be defined before use).
    mutating func pair(fg: UInt8, bg: UInt8) -> (number: Int32, isNew: Bool)? {
        let key = Int(fg) << 8 | Int(bg)
        if numbers[key] != 0 { return (numbers[key], false) }
        guard allocated + 1 < capacity else { return nil }
        allocated += 1
        numbers[key] = Int32(allocated)
        return (Int32(allocated), true)
    }

    mutating func reset() {
        for i in numbers.indices { numbers[i] = 0 }
        allocated = 0
    }
}
