/// The clock's pending events: a binary min-heap ordered by time, then by the order scheduled, so that
/// events at equal times run first come, first served. Push and pop are O(log n).
struct EventQueue<Action> {
    private struct Entry {
        var time: Double
        var sequence: Int
        var action: Action

        func precedes(_ other: Entry) -> Bool { (time, sequence) < (other.time, other.sequence) }
    }

    private var heap: [Entry] = []
    private var scheduled = 0

    var isEmpty: Bool { heap.isEmpty }

    /// The time of the next event, if any.
    var nextTime: Double? { heap.first?.time }

    /// Adds `action` at `time`, after every event already there for that time.
    mutating func push(_ action: Action, at time: Double) {
        heap.append(Entry(time: time, sequence: scheduled, action: action))
        scheduled += 1
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the earliest event.
    mutating func pop() -> (time: Double, action: Action)? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let first = heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < heap.count, heap[left].precedes(heap[smallest]) { smallest = left }
            if right < heap.count, heap[right].precedes(heap[smallest]) { smallest = right }
            guard smallest != parent else { break }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
        return (first.time, first.action)
    }
}
