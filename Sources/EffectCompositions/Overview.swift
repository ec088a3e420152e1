import EffectEngine
import EffectModel

/// The curve page's first section, as Chrome's animation inspector shows it: every layer that animates as a row
/// of labelled bars on the charts' time axis, the touches and taps as rules through them, and the sheet's frames
/// numbered as on the sheet, so that a chart's moment and a sheet's cell refer to each other.
public struct Overview: Sendable {
    /// A layer and its animations, each once (an animation of several key paths has a bar on each of their charts).
    public struct Row: Sendable {
        /// The layer.
        public var layerID: String
        /// What a designer calls it (`Pencil button`), which names the lane.
        public var element: String
        /// The first `maximumBars`; then a line counts the rest.
        public var bars: [(span: AnimationSpan, label: String)]
        /// Animations past `maximumBars`, counted on the last line.
        public var hiddenBars = 0
    }

    /// The first `maximumRows` layers that animate, in the order first found.
    public var rows: [Row]
    /// How many more layers animate than the rows show (2 000 touches make 2 000 ripples).
    public var hiddenRows: Int
    /// The sheet's frames in document seconds; frame `i` is the sheet's `#(i + 1)`.
    public var frameTimes: [Double]
    /// Layers shown at most.
    public static let maximumRows = 12
    /// Bar lines a row, the line that counts the rest included.
    public static let maximumBars = 8

    /// The overview of `charts`' animations, with the sheet's frames at `frameTimes` (document seconds).
    public init(charts: [ChartGroup], frameTimes: [Double]) {
        var rows: [Row] = []
        var rowOfLayer: [String: Int] = [:]
        var seen = Set<String>()
        for (group, member) in charts.flatMap({ group in group.members.map { (group, $0) } }) {
            let at =
                rowOfLayer[member.layerID]
                ?? {
                    rows.append(Row(layerID: member.layerID, element: group.name(of: member), bars: []))
                    rowOfLayer[member.layerID] = rows.count - 1
                    return rows.count - 1
                }()
            for span in member.spans {
                // An animation once a layer, however many key paths it drives.
                let label = member.overviewLabel(span)
                if seen.insert("\(member.layerID)\u{0}\(label)\u{0}\(span.begin)").inserted {
                    rows[at].bars.append((span, label))
                }
            }
        }
        for index in rows.indices {
            rows[index].bars.sort { $0.span.begin < $1.span.begin }
            if rows[index].bars.count > Self.maximumBars {
                rows[index].hiddenBars = rows[index].bars.count - (Self.maximumBars - 1)
                rows[index].bars.removeLast(rows[index].hiddenBars)
            }
        }
        rows = rows.filter { !$0.bars.isEmpty }
        self.rows = Array(rows.prefix(Self.maximumRows))
        // And the layers the charts left out, counted once a role.
        let leftOut = Dictionary(grouping: charts) { ChartGroup.role(of: $0.members[0].layerID) }.values.map { $0.map(\.hiddenMembers).max() ?? 0 }
        hiddenRows = rows.count - self.rows.count + leftOut.reduce(0, +)
        self.frameTimes = frameTimes
    }

    static let titleHeight = 22.0
    static let nameHeight = 12.0
    static let barHeight = 11.0
    /// Under the rows: up to three staggered rows of frame numbers, the time axis and its labels, and two rows
    /// of interaction names.
    static let stripHeight = 76.0

    /// The section's height, in points.
    public var height: Double {
        Self.titleHeight + rows.map { Self.nameHeight + Double($0.bars.count + ($0.hiddenBars > 0 ? 1 : 0)) * Self.barHeight + 4 }.reduce(0, +)
            + (hiddenRows > 0 ? Self.nameHeight : 0) + Self.stripHeight
    }
}
