import Synchronization

/// One slot per piece of concurrent work: each worker fills its own, and whoever waits for the work reads them.
final class ConcurrentSlots<Value: Sendable>: Sendable {
    private let slots: Mutex<[Value?]>

    /// `count` empty slots.
    init(count: Int) { slots = Mutex(Array(repeating: nil, count: count)) }

    /// Fills slot `index` with `value`.
    func fill(_ index: Int, with value: Value) {
        slots.withLock { $0[index] = value }
    }

    /// Slot `index`'s value (`nil` if none was put there).
    subscript(index: Int) -> Value? { slots.withLock { $0[index] } }

    /// Every value put in a slot, in slot order.
    var filled: [Value] { slots.withLock { $0.compactMap { $0 } } }
}
