import EffectEngine

extension Motion {
    /// The keys a file plays in one period: from 0 to `duration` seconds (the first value held before its key, the
    /// value at `duration` added when the last key comes earlier; keys after it left out), then `rest` seconds
    /// holding the last value. What SMIL's `keyTimes` and CSS's `@keyframes` are written from.
    func period(duration: Double, rest: Double) -> Motion {
        var keys = self.keys.filter { $0.time <= duration }
        var easings = Array(self.easings.prefix(max(keys.count - 1, 0)))
        if keys.isEmpty { keys = [Key(time: 0, value: value(at: 0))] }
        if keys[0].time > 0 {
            keys.insert(Key(time: 0, value: keys[0].value), at: 0)
            easings.insert(.linear, at: 0)
        }
        if keys[keys.count - 1].time < duration {
            keys.append(Key(time: duration, value: value(at: duration)))
            easings.append(.linear)
        }
        if rest > 0 {
            keys.append(Key(time: duration + rest, value: keys[keys.count - 1].value))
            easings.append(.linear)
        }
        return Motion(keys: keys, easings: easings)
    }
}
