import Foundation
import Synchronization

/// Values computed once per exact key and kept while they fit a budget, for any thread.
///
/// Keys hold every input the value depends on, so a value read from the cache is the one computing it would
/// give: what is drawn never depends on what was drawn before. Past `budget` (in the units of `cost`, bytes
/// here), the least recently used entries go.
final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct State {
        var entries: [Key: (value: Value, lastUse: UInt64)] = [:]
        var used = 0
        var clock: UInt64 = 0
    }

    private let budget: Int
    private let cost: @Sendable (Key, Value) -> Int
    private let state = Mutex(State())

    init(budget: Int, cost: @escaping @Sendable (Key, Value) -> Int) {
        self.budget = budget
        self.cost = cost
    }

    /// The value for `key`: the kept one, or `make()`'s, kept when it fits. `make` runs outside the lock, so
    /// two threads asking for a new key at once may both compute it (and get equal values).
    func value<E: Error>(for key: Key, _ make: () throws(E) -> Value) throws(E) -> Value {
        if let value = state.withLock({ state -> Value? in
            guard let index = state.entries.index(forKey: key) else { return nil }
            state.clock += 1
            state.entries.values[index].lastUse = state.clock
            return state.entries.values[index].value
        }) {
            return value
        }
        let value = try make()
        let size = cost(key, value)
        guard size <= budget / 4 else { return value }
        state.withLock { state in
            state.clock += 1
            if state.entries.updateValue((value, state.clock), forKey: key) == nil { state.used += size }
            while state.used > budget, let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                state.entries[oldest.key] = nil
                state.used -= cost(oldest.key, oldest.value.value)
            }
        }
        return value
    }

    /// Forgets every value.
    func removeAll() {
        state.withLock { $0 = State() }
    }
}
