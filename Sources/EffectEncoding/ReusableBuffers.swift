import Foundation

/// Byte buffers kept between images. A frame's filtered rows and its deflated stream are a few hundred kilobytes
/// each, which malloc maps afresh for every frame and the kernel then zero-fills page by page: reused, they cost
/// nothing after the first frames.
///
/// Unchecked: raw buffers are not `Sendable`, and a `Mutex` cannot take one in (Swift's region checking); every
/// access to `idle` is under `lock`, and a buffer belongs to one caller between `with`'s take and give.
final class ReusableBuffers: @unchecked Sendable {
    static let shared = ReusableBuffers()

    /// Buffers larger than this are freed after use, not kept.
    private static let largestKept = 16 << 20
    private let lock = NSLock()
    private var idle: [UnsafeMutableRawBufferPointer] = []

    /// Runs `body` with a buffer of at least `count` bytes (contents undefined), then keeps the buffer for the next.
    func with<R, E: Error>(bytes count: Int, _ body: (UnsafeMutableRawBufferPointer) throws(E) -> R) throws(E) -> R {
        var buffer = lock.withLock { idle.popLast() }
        if let small = buffer, small.count < count {
            small.deallocate()
            buffer = nil
        }
        let chosen = buffer ?? .allocate(byteCount: max(count, 1), alignment: 16)
        defer {
            let kept =
                chosen.count <= Self.largestKept
                && lock.withLock { () -> Bool in
                    guard idle.count < 2 * Processors.count else { return false }
                    idle.append(chosen)
                    return true
                }
            if !kept { chosen.deallocate() }
        }
        return try body(chosen)
    }
}
