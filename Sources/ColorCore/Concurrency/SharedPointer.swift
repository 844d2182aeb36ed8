/// A pointer handed to the bands of `ParallelRows`; the caller guarantees the bands touch
/// disjoint elements (or only read).
public struct SharedPointer<T>: @unchecked Sendable {
    public let base: UnsafeMutablePointer<T>
    public init(_ base: UnsafeMutablePointer<T>) { self.base = base }
    public init(_ buffer: UnsafeMutableBufferPointer<T>) { base = buffer.baseAddress! }
    @inlinable public subscript(i: Int) -> T {
        get { base[i] }
        nonmutating set { base[i] = newValue }
    }
}
