import Foundation

/// Values computed once per exact key and kept while they fit a budget, for any thread.
///
/// Keys hold every input the value depends on, so a value read from the cache is the one computing it would
/// give: what is drawn never depends on what was drawn before. Past `budget` (in the units of `cost`, bytes
/// here), the least recently used entries go.
final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private let budget: Int
    private let cost: @Sendable (Key, Value) -> Int
    private var entries: [Key: (value: Value, lastUse: UInt64)] = [:]
    private var used = 0
    private var clock: UInt64 = 0

    init(budget: Int, cost: @escaping @Sendable (Key, Value) -> Int) {
        self.budget = budget
        self.cost = cost
    }

    /// The value for `key`: the kept one, or `make()`'s, kept when it fits. `make` runs outside the lock, so
    /// two threads asking for a new key at once may both compute it (and get equal values).
    func value<E: Error>(for key: Key, _ make: () throws(E) -> Value) throws(E) -> Value {
        if let value = lock.withLock({ () -> Value? in
            guard let index = entries.index(forKey: key) else { return nil }
            clock += 1
            entries.values[index].lastUse = clock
            return entries.values[index].value
        }) {
            return value
        }
        let value = try make()
        let size = cost(key, value)
        guard size <= budget / 4 else { return value }
        lock.withLock {
            clock += 1
            if entries.updateValue((value, clock), forKey: key) == nil { used += size }
            while used > budget, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                entries[oldest.key] = nil
                used -= cost(oldest.key, oldest.value.value)
            }
        }
        return value
    }

    /// Forgets every value.
    func removeAll() {
        lock.withLock {
            entries = [:]
            used = 0
        }
    }
}
