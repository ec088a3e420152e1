import EffectEngine
import EffectModel

/// Motions as SMIL animation elements, all on one clock: each starts at 0, lasts the effect's duration and the
/// rest after it (the last values held), repeats `loops` times (0: for ever), and freezes on its last value.
struct SMILAnimation {
    /// The effect's duration in seconds.
    var duration: Double
    /// 0: for ever.
    var loops: Int
    /// Seconds the last values hold before the next play.
    var rest = 0.0

    /// Key times as fractions of the period, to a millionth.
    static let keyTimeDecimals = 6

    /// One play and its rest, in seconds.
    var period: Double { duration + rest }

    private var clock: [(String, String)] {
        [("dur", SVGValues.number(period, decimals: 6) + "s"), ("repeatCount", loops == 0 ? "indefinite" : String(loops)), ("fill", "freeze")]
    }

    /// A time as a key time: its fraction of the period.
    func keyTime(_ t: Double) -> String { SVGValues.number(t / period, decimals: Self.keyTimeDecimals) }

    /// `<animate>` (or `<animateTransform>` of the `transform` function) of an attribute over the whole duration: the motion's
    /// keys as `values` at `keyTimes` (two at one time for a jump), eased with `keySplines` where a key's easing
    /// is a timing function, linearly elsewhere.
    func animate(_ attribute: String, _ motion: Motion, transform: SVGTransform? = nil, format: ([Double]) -> String) -> SVGElement {
        let played = motion.period(duration: duration, rest: rest)
        let (keys, easings) = (played.keys, played.easings)
        var element = SVGElement(transform == nil ? "animate" : "animateTransform", [("attributeName", attribute)])
        if let transform { element["type"] = transform.rawValue }
        for (name, value) in clock { element[name] = value }
        element["keyTimes"] = keys.map { keyTime($0.time) }.joined(separator: ";")
        element["values"] = keys.map { format($0.value) }.joined(separator: ";")
        if easings.contains(where: { $0 != .linear }) {
            element["calcMode"] = "spline"
            element["keySplines"] = easings.map { easing in
                switch easing {
                case .linear: "0 0 1 1"
                case .curve(let f): SVGValues.numbers([f.x1, f.y1, f.x2, f.y2], decimals: 6)
                }
            }.joined(separator: ";")
        }
        return element
    }

    /// `<animate attributeName="display">` showing an element only while its layer is in the tree; `nil`
    /// when it is there from start to end.
    func display(during presence: Range<Double>) -> SVGElement? {
        var times: [Double] = []
        var values: [String] = []
        if presence.lowerBound > 0 { (times, values) = ([0, presence.lowerBound], ["none", "inline"]) }
        if presence.upperBound < duration {
            if times.isEmpty { (times, values) = ([0], ["inline"]) }
            times.append(presence.upperBound)
            values.append("none")
        }
        guard !times.isEmpty else { return nil }
        var element = SVGElement("animate", [("attributeName", "display"), ("calcMode", "discrete")])
        for (name, value) in clock { element[name] = value }
        element["keyTimes"] = times.map(keyTime).joined(separator: ";")
        element["values"] = values.joined(separator: ";")
        return element
    }

    /// `<animate attributeName="opacity">` of a fingertip: 0 until `episode.begin`, 1 until it lifts, then down to 0
    /// at its end; a press held past the play stays through the rest.
    func opacity(of episode: TouchEpisode) -> SVGElement {
        var keys: [(time: Double, value: Double)] = [(0, 0)]
        func add(_ t: Double, _ value: Double) { keys.append((min(max(t, 0), duration), value)) }
        add(episode.begin, 0)
        add(episode.begin, 1)
        if episode.lifted < duration { add(episode.lifted, 1) }
        if episode.end <= duration { add(episode.end, 0) }
        keys.append((period, keys[keys.count - 1].value))
        var element = SVGElement("animate", [("attributeName", "opacity")])
        for (name, value) in clock { element[name] = value }
        element["keyTimes"] = keys.map { keyTime($0.time) }.joined(separator: ";")
        element["values"] = keys.map { SVGValues.number($0.value, decimals: 3) }.joined(separator: ";")
        return element
    }
}
