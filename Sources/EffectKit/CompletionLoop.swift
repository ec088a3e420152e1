import EffectModel

/// Where a recorded `UIView.animate` call came from: when it was made, the call whose completion made it, and what
/// showed when it was made — what tells a loop that re-animates itself from its completion (the wave seed's) from
/// calls that only follow one another.
struct RecordedCall {
    /// Document seconds.
    var time: Double
    /// The index in the stage's `animations` of the call on the same layer whose completion made this one.
    var completionOf: Int?
    /// What showed, for each key path the call changes, when it was made (in the order of its changes).
    var shown: [AnimatableValue?]
}

/// A completion-chained loop written as the repeating motion it is: a `UIView.animate` call whose completion calls
/// the way back, whose completion calls the way there again, and so on until the recording stops, is one call that
/// repeats for ever and autoreverses, as UIKit's `[.repeat, .autoreverse]` — when that plays exactly the same:
/// the legs alternate, the way back ends where the way there began, and the curve played backwards is the curve
/// itself (ease-in-out, linear). Any other chain stays as recorded, leg by leg.
enum CompletionLoop {
    /// `animations` with every such chain (still running at `end`, document seconds) written as one repeating call.
    static func written(_ animations: [DocumentAnimation], calls: [Int: RecordedCall], end: Double) -> [DocumentAnimation] {
        var next: [Int: Int] = [:]
        var branches = Set<Int>()
        for (index, call) in calls {
            guard let previous = call.completionOf else { continue }
            if next.updateValue(index, forKey: previous) != nil { branches.insert(previous) }
        }
        var result = animations
        var dropped = Set<Int>()
        let following = Set(next.values)
        for root in calls.keys.sorted() where !following.contains(root) {
            var chain = [root]
            while let index = next[chain[chain.count - 1]], !branches.contains(chain[chain.count - 1]) { chain.append(index) }
            guard let loop = loop(of: chain, in: animations, calls: calls, end: end) else { continue }
            result[root].content = .view(loop)
            dropped.formUnion(chain.dropFirst())
        }
        return result.indices.filter { !dropped.contains($0) }.map { result[$0] }
    }

    /// The repeating call `chain` (indices of `animations`, each made by the previous one's completion) plays, if it is one.
    private static func loop(of chain: [Int], in animations: [DocumentAnimation], calls: [Int: RecordedCall], end: Double) -> ViewAnimation? {
        guard chain.count >= 3, case .view(let there) = animations[chain[0]].content, case .view(let back) = animations[chain[1]].content,
            let first = calls[chain[0]], let last = calls[chain[chain.count - 1]]
        else { return nil }
        let legs = chain.map { animations[$0] }
        let alternate = legs.enumerated().allSatisfy { k, leg in
            guard case .view(let view) = leg.content else { return false }
            return view == (k % 2 == 0 ? there : back) && leg.layerID == legs[0].layerID && leg.trigger == legs[0].trigger
        }
        let curve = there.timingFunction
        let reversible = abs(curve.x1 + curve.x2 - 1) < 1e-12 && abs(curve.y1 + curve.y2 - 1) < 1e-12
        let plain: (ViewAnimation) -> Bool = { $0.delay == 0 && $0.spring == nil && $0.options.isDisjoint(with: [.repeat, .autoreverse]) }
        guard alternate, reversible, plain(there), plain(back), there.duration == back.duration, there.options == back.options,
            there.changes.map(\.keyPath) == back.changes.map(\.keyPath),
            back.changes.map({ Optional($0.value) }) == first.shown,
            last.time + there.endTime(callTime: 0) >= end - 1e-9
        else { return nil }
        var loop = there
        loop.options.formUnion([.repeat, .autoreverse])
        return loop
    }
}
