import EffectEngine
import EffectModel

/// The charts of one key path on layers a component makes in the same role (`button/ripple-1`, `ripple-2`, …):
/// drawn on one plot, one colour a layer, on one scale, so that three rapid taps read as one chart.
public struct ChartGroup: Sendable {
    /// One or more, in the order the layers were made: the first `maximumMembers`.
    public var members: [KeyPathChart]
    /// What a designer calls each member's layer (`Ripple 2`), in the same order.
    public var elements: [String]
    /// Layers of the role past `maximumMembers`, which the chart leaves out (a line a layer is unreadable
    /// long before 2 000 touches' ripples).
    public var hiddenMembers = 0
    /// The most layers one chart draws a line for.
    public static let maximumMembers = 12

    /// The key path every member charts.
    public var keyPath: AnimatableKeyPath { members[0].keyPath }

    /// The charts grouped by role and key path, in the order the first of each was found; `element` names a layer
    /// as a designer does (its label), the id by default.
    public static func grouping(_ charts: [KeyPathChart], element: (String) -> String = { $0 }) -> [ChartGroup] {
        var groups: [ChartGroup] = []
        var index: [String: Int] = [:]
        for chart in charts {
            let key = "\(role(of: chart.layerID))\u{0}\(chart.keyPath.rawValue)"
            if let at = index[key] {
                if groups[at].members.count < maximumMembers {
                    groups[at].members.append(chart)
                    groups[at].elements.append(element(chart.layerID))
                } else {
                    groups[at].hiddenMembers += 1
                }
            } else {
                index[key] = groups.count
                groups.append(ChartGroup(members: [chart], elements: [element(chart.layerID)]))
            }
        }
        return groups
    }

    /// A layer id with a trailing number taken off (`button/ripple-2` → `button/ripple-`): the role a component
    /// gives the layers it makes one after another. Other ids are their own role.
    public static func role(of id: String) -> String {
        let digits = id.reversed().prefix { $0.isNumber }
        guard !digits.isEmpty, id.dropLast(digits.count).hasSuffix("-") else { return id }
        return String(id.dropLast(digits.count))
    }

    /// The chart's title in a designer's words: `Plus icon · Rotation`, or for several layers `Ripple 1 … Ripple 3
    /// (3 layers) · Opacity` (`(first 12 of 2000 layers)` past the cap).
    public var title: String { "\(layers(elements[0], elements[elements.count - 1])) · \(MotionProperty(keyPath).title)" }

    /// The same in Core Animation's: `fab · transform.rotation.z`, `button/ripple-1 … ripple-3 (3 layers) · opacity`.
    public var keyPathTitle: String {
        let last = members[members.count - 1].layerID.split(separator: "/").last.map(String.init) ?? ""
        return "\(layers(members[0].layerID, last)) · \(keyPath.rawValue)"
    }

    private func layers(_ first: String, _ last: String) -> String {
        guard members.count > 1 else { return first }
        let count = hiddenMembers > 0 ? "first \(members.count) of \(members.count + hiddenMembers) layers" : "\(members.count) layers"
        return "\(first) … \(last) (\(count))"
    }

    /// A member's name in bars, notes and the legend, as a designer calls its layer (`Ripple 2`).
    func name(of member: KeyPathChart) -> String {
        members.firstIndex { $0.layerID == member.layerID }.map { elements[$0] } ?? member.layerID
    }

    /// Bar rows above the plot, and note lines below it, at most; past them the last row or line counts the
    /// rest (a wave run for hours adds an animation a leg).
    public static let maximumSpanRows = 12
    /// Jump notes under a plot at most; past them the last line counts the rest.
    public static let maximumJumpNotes = 12

    /// The rows of bars the chart draws: `maximumSpanRows` at most, the last one counting the rest when needed.
    public var spanCount: Int { min(members.map(\.spans.count).reduce(0, +), Self.maximumSpanRows) }
    /// The jump notes the chart writes, likewise.
    public var jumpCount: Int { min(members.map(\.jumps.count).reduce(0, +), Self.maximumJumpNotes) }
}
