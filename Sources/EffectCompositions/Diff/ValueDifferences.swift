import EffectEngine
import EffectModel

/// Where two effects' presentation values differ on the clock: for each paired layer and each quantity, the first
/// and last instants at which the two versions differ (numbers compared to 1e-9).
///
/// The clock is sampled every millisecond of the review window — at most `maximumSamples` instants, and at most
/// `maximumEvaluations` layer-instants in all (fewer instants for many layers), evenly — and each edge of a
/// difference is then found by bisection to 0.1 µs.
public struct ValueDifferences: Sendable {
    /// What may differ about a layer.
    public enum Quantity: Hashable, Sendable {
        /// A key path's value (the key paths that say each thing once: `position`, not `position.x`).
        case keyPath(AnimatableKeyPath)
        /// Whether the layer is in the tree.
        case presence
        /// What no key path says: content such as a text's string, `masksToBounds`, a dash pattern.
        case drawing
    }

    /// One quantity of one layer that differs: from `first` to `last` (document seconds, both inclusive).
    public struct Span: Sendable, Equatable {
        /// The layer in the old version (`nil`: only the new one has it) and in the new one.
        public var oldID: String?
        /// The layer in the new version (`nil`: only the old one has it).
        public var newID: String?
        /// What differs.
        public var quantity: Quantity
        /// The first instant it differs, in document seconds.
        public var first: Double
        /// The last instant it differs, in document seconds.
        public var last: Double
    }

    /// Instants compared at most, evenly over the window.
    public static let maximumSamples = 20_000
    /// Presentation layers computed while sampling, both versions' together (about a second in a release build).
    public static let maximumEvaluations = 1_000_000

    /// Every difference, in the order of the new version's layers (then the old one's).
    public private(set) var spans: [Span] = []
    /// The indices in `spans` of each new-version layer's differences, and of each old-version layer's.
    private var byNewID: [String: [Int]] = [:]
    private var byOldID: [String: [Int]] = [:]

    /// The differences of the new version's layer `id`, in order: found through an index, not by scanning every span.
    public func spans(newID id: String) -> [Span] { (byNewID[id] ?? []).map { spans[$0] } }

    /// The differences of the old version's layer `id`, in order.
    public func spans(oldID id: String) -> [Span] { (byOldID[id] ?? []).map { spans[$0] } }

    /// The key paths compared: each quantity once.
    static let compared: [AnimatableKeyPath] = [
        .position, .bounds, .anchorPoint, .opacity, .hidden, .backgroundColor, .cornerRadius, .borderWidth, .borderColor,
        .shadowOpacity, .shadowRadius, .shadowOffset, .shadowColor, .zPosition, .scaleX, .scaleY, .rotation, .translation,
        .path, .fillColor, .strokeColor, .lineWidth, .strokeStart, .strokeEnd, .colors, .locations, .startPoint, .endPoint,
        .foregroundColor,
    ]

    /// The compared key paths that hold what `keyPath` says (`position.x` → `position`, `transform.scale` → x and y).
    public static func quantities(of keyPath: AnimatableKeyPath) -> [AnimatableKeyPath] {
        switch keyPath {
        case .positionX, .positionY: [.position]
        case .boundsSize, .boundsWidth, .boundsHeight: [.bounds]
        case .scale: [.scaleX, .scaleY]
        case .rotationZ: [.rotation]
        case .translationX, .translationY: [.translation]
        default: [keyPath]
        }
    }

    /// Compares the presentation values of paired layers of `old` and `new` on the clock.
    public init(old: Scene, new: Scene, pairing: LayerPairing) {
        let (oldSampler, newSampler) = (Sampler(scene: old), Sampler(scene: new))
        var pairs: [(old: String?, new: String?)] = new.tracks.map { (pairing.oldID[$0.model.id], $0.model.id) }
        pairs += old.tracks.filter { pairing.newID[$0.model.id] == nil }.map { ($0.model.id, nil) }
        let window = max(old.duration, new.duration, 0)
        let affordable = Self.maximumEvaluations / (2 * max(pairs.count, 1))
        let count = max(1, min(Self.maximumSamples, affordable, Int((window * 1000).rounded(.up))))
        let times = (0...count).map { window * Double($0) / Double(count) }
        for pair in pairs {
            let oldTrack = pair.old.flatMap(old.track)
            let newTrack = pair.new.flatMap(new.track)
            func layer(_ track: LayerTrack?, _ sampler: Sampler, at t: Double) -> Layer? {
                guard let track, sampler.isInTree(track.model.id, at: t) else { return nil }
                return track.presentation(at: t)
            }
            func differences(at t: Double) -> [Quantity] {
                Self.differences(layer(oldTrack, oldSampler, at: t), layer(newTrack, newSampler, at: t))
            }
            var firstIndex: [Quantity: Int] = [:]
            var lastIndex: [Quantity: Int] = [:]
            var order: [Quantity] = []
            for (index, t) in times.enumerated() {
                for quantity in differences(at: t) {
                    if firstIndex[quantity] == nil { (firstIndex[quantity], order) = (index, order + [quantity]) }
                    lastIndex[quantity] = index
                }
            }
            // The quantities that begin (or end) to differ between the same two instants are bisected together.
            var firsts: [Quantity: Double] = [:]
            var lasts: [Quantity: Double] = [:]
            for (i, quantities) in Dictionary(grouping: order, by: { firstIndex[$0]! }) {
                if i == 0 {
                    for quantity in quantities { firsts[quantity] = times[0] }
                } else {
                    firsts.merge(Self.edges(from: times[i - 1], to: times[i], of: quantities, differences: differences)) { a, _ in a }
                }
            }
            for (j, quantities) in Dictionary(grouping: order, by: { lastIndex[$0]! }) {
                if j == times.count - 1 {
                    for quantity in quantities { lasts[quantity] = times[j] }
                } else {
                    lasts.merge(Self.edges(from: times[j + 1], to: times[j], of: quantities, differences: differences)) { a, _ in a }
                }
            }
            for quantity in order {
                spans.append(Span(oldID: pair.old, newID: pair.new, quantity: quantity, first: firsts[quantity]!, last: lasts[quantity]!))
            }
        }
        for (index, span) in spans.enumerated() {
            if let id = span.newID { byNewID[id, default: []].append(index) }
            if let id = span.oldID { byOldID[id, default: []].append(index) }
        }
    }

    /// The first and last instants within `window` (document seconds) at which `quantity` of the paired layers differs
    /// (`nil` for a layer only one version has), sampled every millisecond (at most `maximumWindowSamples` instants)
    /// and each edge bisected to 0.1 µs; `nil` when it never does there. What a spec row changes shows only while its
    /// motion plays, not while a later tap's does.
    public static func extent(
        of quantity: Quantity, old: (sampler: Sampler, id: String?), new: (sampler: Sampler, id: String?), within window: ClosedRange<Double>
    ) -> ClosedRange<Double>? {
        func layer(_ version: (sampler: Sampler, id: String?), at t: Double) -> Layer? {
            guard let id = version.id, let track = version.sampler.scene.track(id), version.sampler.isInTree(id, at: t) else { return nil }
            return track.presentation(at: t)
        }
        func differences(at t: Double) -> [Quantity] { Self.differences(layer(old, at: t), layer(new, at: t)).filter { $0 == quantity } }
        let count = max(1, min(maximumWindowSamples, Int(((window.upperBound - window.lowerBound) * 1000).rounded(.up))))
        let times = (0...count).map { window.lowerBound + (window.upperBound - window.lowerBound) * Double($0) / Double(count) }
        guard let first = times.firstIndex(where: { !differences(at: $0).isEmpty }),
            let last = times.lastIndex(where: { !differences(at: $0).isEmpty })
        else { return nil }
        let from = first == 0 ? times[0] : edges(from: times[first - 1], to: times[first], of: [quantity], differences: differences)[quantity]!
        let to = last == count ? times[count] : edges(from: times[last + 1], to: times[last], of: [quantity], differences: differences)[quantity]!
        return from...to
    }

    /// Instants a window is sampled at most by `extent(of:old:new:within:)`.
    public static let maximumWindowSamples = 2_000

    /// For each of `quantities`, the instant nearest `same` at which it differs, between an instant where none of
    /// them does (`same`) and one where all do (`different`), to 0.1 µs: one bisection, each comparison of the
    /// versions serving every quantity still between the same two instants.
    private static func edges(
        from same: Double, to different: Double, of quantities: [Quantity], differences: (Double) -> [Quantity]
    ) -> [Quantity: Double] {
        guard abs(different - same) > 1e-7 else { return Dictionary(quantities.map { ($0, different) }, uniquingKeysWith: { a, _ in a }) }
        let middle = (same + different) / 2
        let differing = differences(middle)
        let (near, far) = (quantities.filter(differing.contains), quantities.filter { !differing.contains($0) })
        var found: [Quantity: Double] = [:]
        if !near.isEmpty { found.merge(edges(from: same, to: middle, of: near, differences: differences)) { a, _ in a } }
        if !far.isEmpty { found.merge(edges(from: middle, to: different, of: far, differences: differences)) { a, _ in a } }
        return found
    }

    /// What differs between the two versions of a layer at one instant (`nil`: not in the tree then), in one order on
    /// every run: the key paths as `compared` lists them, then the drawing (never a set's order, which is its hash's,
    /// seeded per process).
    static func differences(_ old: Layer?, _ new: Layer?) -> [Quantity] {
        guard let old, let new else { return (old == nil) == (new == nil) ? [] : [.presence] }
        var result: [Quantity] = []
        var (a, b) = (old, new)
        for keyPath in compared where keyPath.applies(to: old) || keyPath.applies(to: new) {
            let (x, y) = (keyPath.value(of: old), keyPath.value(of: new))
            if !Self.close(x, y) { result.append(.keyPath(keyPath)) }
            // Both written with one value, so that only what no key path says is left to differ (a nil colour
            // reads as clear, and is written back as clear).
            keyPath.set(y, in: &a)
            keyPath.set(y, in: &b)
        }
        (a.id, a.label, a.sublayers, b.id, b.label, b.sublayers) = ("", nil, [], "", nil, [])
        if a != b { result.append(.drawing) }
        return result
    }

    /// Equal to 1e-9 in every component (values of different shapes are not).
    static func close(_ a: AnimatableValue, _ b: AnimatableValue) -> Bool {
        if a == b { return true }
        switch (a, b) {
        case (.path(let p), .path(let q)): return p == q
        default:
            let (x, y) = (a.components, b.components)
            guard x.count == y.count, a.sameShape(as: b) else { return false }
            return zip(x, y).allSatisfy { abs($0 - $1) <= 1e-9 }
        }
    }
}

extension AnimatableValue {
    /// Whether both values are of one case (both numbers, both colours …).
    fileprivate func sameShape(as other: AnimatableValue) -> Bool {
        switch (self, other) {
        case (.number, .number), (.point, .point), (.size, .size), (.rect, .rect), (.color, .color), (.colors, .colors),
            (.numbers, .numbers), (.path, .path):
            true
        default: false
        }
    }
}
