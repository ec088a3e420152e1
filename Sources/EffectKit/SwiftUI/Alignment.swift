import Foundation

/// SwiftUI's `Axis`.
public enum Axis: Hashable, Sendable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
}

/// SwiftUI's `HorizontalAlignment`: where views sit across a vertical stack.
public struct HorizontalAlignment: Hashable, Sendable {
    /// 0 leading … 1 trailing.
    let fraction: CGFloat
    /// The leading edges.
    public static let leading = HorizontalAlignment(fraction: 0)
    /// The centres.
    public static let center = HorizontalAlignment(fraction: 0.5)
    /// The trailing edges.
    public static let trailing = HorizontalAlignment(fraction: 1)
}

/// SwiftUI's `VerticalAlignment`: where views sit across a horizontal stack.
public struct VerticalAlignment: Hashable, Sendable {
    /// 0 top … 1 bottom.
    let fraction: CGFloat
    /// The top edges.
    public static let top = VerticalAlignment(fraction: 0)
    /// The centres.
    public static let center = VerticalAlignment(fraction: 0.5)
    /// The bottom edges.
    public static let bottom = VerticalAlignment(fraction: 1)
    /// The first line's baseline (aligned as `top` here: text is one line).
    public static let firstTextBaseline = VerticalAlignment(fraction: 0)
    /// The last line's baseline (aligned as `bottom` here).
    public static let lastTextBaseline = VerticalAlignment(fraction: 1)
}

/// SwiftUI's `Alignment`: a horizontal and a vertical alignment.
public struct Alignment: Hashable, Sendable {
    /// Across.
    public var horizontal: HorizontalAlignment
    /// Up and down.
    public var vertical: VerticalAlignment
    /// `horizontal` and `vertical`.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    /// Centred both ways.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Leading, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Trailing, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Top, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Bottom, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Top leading.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Top trailing.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Bottom leading.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Bottom trailing.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The origin of a `size` box aligned in `rect`.
    func place(_ size: CGSize, in rect: CGRect) -> CGPoint {
        CGPoint(x: rect.minX + (rect.width - size.width) * horizontal.fraction, y: rect.minY + (rect.height - size.height) * vertical.fraction)
    }
}

/// SwiftUI's `Edge`.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    /// The top.
    case top
    /// The leading side.
    case leading
    /// The bottom.
    case bottom
    /// The trailing side.
    case trailing

    /// SwiftUI's `Edge.Set`.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The edges, one bit each.
        public let rawValue: Int8
        /// The set of `rawValue`'s edges.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set of one edge.
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
        /// The top.
        public static let top = Set(.top)
        /// The leading side.
        public static let leading = Set(.leading)
        /// The bottom.
        public static let bottom = Set(.bottom)
        /// The trailing side.
        public static let trailing = Set(.trailing)
        /// Every edge.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// Leading and trailing.
        public static let horizontal: Set = [.leading, .trailing]
        /// Top and bottom.
        public static let vertical: Set = [.top, .bottom]
    }
}

/// SwiftUI's `EdgeInsets`, in points.
public struct EdgeInsets: Hashable, Sendable {
    /// From the top.
    public var top: CGFloat
    /// From the leading side.
    public var leading: CGFloat
    /// From the bottom.
    public var bottom: CGFloat
    /// From the trailing side.
    public var trailing: CGFloat
    /// Insets of these points.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
    /// `length` on each edge of `edges`.
    init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(
            top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }
}
