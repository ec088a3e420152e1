import Foundation

/// `NSLayoutConstraint`: `first.attribute (==, <=, >=) multiplier × second.attribute + constant`, at a priority.
/// Constraints live on the nearest common ancestor of their items (`constraints`), as UIKit installs them; changing
/// one marks its views for layout, and the layout pass solves the whole system (`LayoutSystem`).
@MainActor public final class NSLayoutConstraint {
    /// `NSLayoutConstraint.Attribute`, the part that is used.
    public enum Attribute: Sendable {
        /// The left edge.
        case left
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge (the left, in a left-to-right layout).
        case leading
        /// The trailing edge (the right, in a left-to-right layout).
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// No attribute: the second item of a constant size.
        case notAnAttribute
    }

    /// `NSLayoutConstraint.Relation`.
    public enum Relation: Sendable {
        /// The first attribute is at most the second's.
        case lessThanOrEqual
        /// The attributes are equal.
        case equal
        /// The first attribute is at least the second's.
        case greaterThanOrEqual
    }

    /// `NSLayoutConstraint.Axis`: which way hugging and compression resistance act.
    public enum Axis: Sendable {
        /// Widths.
        case horizontal
        /// Heights.
        case vertical
    }

    let first: LayoutItem
    let second: LayoutItem?
    /// The view or layout guide the constraint places.
    public var firstItem: AnyObject? { first.object }
    /// The part of the first item it places.
    public let firstAttribute: Attribute
    /// How the first attribute relates to the second.
    public let relation: Relation
    /// The view or guide it places against; `nil` for a constant size.
    public var secondItem: AnyObject? { second?.object }
    /// The part of the second item it places against.
    public let secondAttribute: Attribute
    /// The second attribute's factor (1 for anchors).
    public let multiplier: CGFloat
    /// Points added to the second attribute; changing it lays the views out again.
    public var constant: CGFloat { didSet { if isActive { invalidate() } } }
    /// How much it matters: `.required` (1000) must hold; a lower one holds as nearly as it can, the higher first.
    public var priority = UILayoutPriority.required { didSet { if isActive { invalidate() } } }
    /// A name that problems about the constraint give.
    public var identifier: String?
    /// The view the constraint is installed on while active.
    private(set) weak var owner: UIView?

    init(
        _ first: LayoutItem, _ firstAttribute: Attribute, _ relation: Relation = .equal, _ second: LayoutItem?, _ secondAttribute: Attribute,
        multiplier: CGFloat = 1, constant: CGFloat
    ) {
        self.first = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.second = second
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
    }

    /// UIKit's first form: `item.attribute relation multiplier × toItem.attribute + constant` (`toItem` a view or a
    /// layout guide; `nil` with `.notAnAttribute` for a constant size).
    public convenience init(
        item: AnyObject, attribute: Attribute, relatedBy relation: Relation, toItem: AnyObject?, attribute secondAttribute: Attribute,
        multiplier: CGFloat, constant: CGFloat
    ) {
        guard let first = LayoutItem(item) else { preconditionFailure("NSLayoutConstraint: \(item) is neither a UIView nor a UILayoutGuide") }
        let second = toItem.flatMap(LayoutItem.init)
        precondition(toItem == nil || second != nil, "NSLayoutConstraint: \(toItem!) is neither a UIView nor a UILayoutGuide")
        self.init(first, attribute, relation, second, secondAttribute, multiplier: multiplier, constant: constant)
    }

    /// Whether it is installed (on the items' nearest common ancestor) and takes part in layout.
    public var isActive: Bool {
        get { owner != nil }
        set {
            guard newValue != isActive, let view = first.view else { return }
            if newValue {
                let host = second.flatMap { $0.view }.map { view.nearestCommonAncestor(with: $0) } ?? view
                owner = host
                host?.installedConstraints.append(self)
            } else {
                owner?.installedConstraints.removeAll { $0 === self }
                owner = nil
            }
            invalidate()
        }
    }

    /// The views it places and the views that place them lay out again.
    private func invalidate() {
        for view in [first.view, second?.view] {
            view?.superview?.setNeedsLayout()
            view?.setNeedsLayout()
        }
    }

    /// Activates each of `constraints`.
    public class func activate(_ constraints: [NSLayoutConstraint]) { for constraint in constraints { constraint.isActive = true } }
    /// Deactivates each of `constraints`.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) { for constraint in constraints { constraint.isActive = false } }
}

/// `UILayoutPriority`: 1…1000; `required` must hold, lower ones give way to higher ones.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// The priority `rawValue` (1…1000).
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }
    /// 1000: must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: a button's compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// 250: a button's content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: the level at which a view fits its content.
    public static let fittingSizeLevel = UILayoutPriority(50)
    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    /// `priority + 1`, as UIKit code writes a priority just above another.
    public static func + (priority: UILayoutPriority, value: Float) -> UILayoutPriority { UILayoutPriority(priority.rawValue + value) }
    /// `priority - 1`.
    public static func - (priority: UILayoutPriority, value: Float) -> UILayoutPriority { UILayoutPriority(priority.rawValue - value) }
}

/// What a constraint places: a view, or a layout guide of a view.
@MainActor struct LayoutItem {
    private weak var storedView: UIView?
    let guide: UILayoutGuide?

    init(_ view: UIView) {
        storedView = view
        guide = nil
    }

    init(_ guide: UILayoutGuide) {
        storedView = nil
        self.guide = guide
    }

    init?(_ object: AnyObject) {
        if let view = object as? UIView {
            self.init(view)
        } else if let guide = object as? UILayoutGuide {
            self.init(guide)
        } else {
            return nil
        }
    }

    /// The view, or the guide's owning view.
    var view: UIView? { guide?.owningView ?? storedView }
    var object: AnyObject? { guide ?? storedView }
}

/// An anchor of a view or a layout guide: `view.centerXAnchor.constraint(equalTo: other.centerXAnchor, constant: 8)`.
@MainActor public class NSLayoutAnchor<AnchorType> {
    let item: LayoutItem
    let attribute: NSLayoutConstraint.Attribute

    init(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    func constraint(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>, multiplier: CGFloat = 1, constant: CGFloat)
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(item, attribute, relation, anchor.item, anchor.attribute, multiplier: multiplier, constant: constant)
    }

    /// A constraint (inactive) making this anchor equal to `anchor` plus `constant` points.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: constant)
    }

    /// A constraint (inactive) keeping this anchor at least `anchor` plus `constant` points.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: constant)
    }

    /// A constraint (inactive) keeping this anchor at most `anchor` plus `constant` points.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: constant)
    }
}

/// A horizontal anchor: leading, trailing, left, right, centre X.
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
/// A vertical anchor: top, bottom, centre Y.
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A size anchor: width or height.
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    private func constant(_ relation: NSLayoutConstraint.Relation, _ constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item, attribute, relation, nil, .notAnAttribute, constant: constant)
    }

    /// A constraint (inactive) making this size `constant` points.
    public func constraint(equalToConstant constant: CGFloat) -> NSLayoutConstraint { self.constant(.equal, constant) }
    /// A constraint (inactive) keeping this size at least `constant` points.
    public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> NSLayoutConstraint { self.constant(.greaterThanOrEqual, constant) }
    /// A constraint (inactive) keeping this size at most `constant` points.
    public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> NSLayoutConstraint { self.constant(.lessThanOrEqual, constant) }

    /// A constraint (inactive) making this size `multiplier` × `anchor` plus `constant` points (an aspect ratio:
    /// `heightAnchor.constraint(equalTo: widthAnchor, multiplier: 1)`).
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat = 0) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: multiplier, constant: constant)
    }

    /// A constraint (inactive) keeping this size at least `multiplier` × `anchor` plus `constant` points.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat = 0) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    /// A constraint (inactive) keeping this size at most `multiplier` × `anchor` plus `constant` points.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat = 0) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
}

extension UIView {
    /// The leading edge's anchor.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(LayoutItem(self), .leading) }
    /// The trailing edge's anchor.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(LayoutItem(self), .trailing) }
    /// The left edge's anchor.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(LayoutItem(self), .left) }
    /// The right edge's anchor.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(LayoutItem(self), .right) }
    /// The horizontal centre's anchor.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(LayoutItem(self), .centerX) }
    /// The top edge's anchor.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(LayoutItem(self), .top) }
    /// The bottom edge's anchor.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(LayoutItem(self), .bottom) }
    /// The vertical centre's anchor.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(LayoutItem(self), .centerY) }
    /// The width's anchor.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(LayoutItem(self), .width) }
    /// The height's anchor.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(LayoutItem(self), .height) }

    /// The constraints installed on this view.
    public var constraints: [NSLayoutConstraint] { installedConstraints }

    /// Activates `constraints` (UIKit's older spelling).
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// Activates `constraint` (UIKit's older spelling).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }

    /// Deactivates those of `constraints` installed on this view.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints where installedConstraints.contains(where: { $0 === constraint }) { constraint.isActive = false }
    }

    /// Deactivates `constraint` if it is installed on this view.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { removeConstraints([constraint]) }

    func nearestCommonAncestor(with other: UIView) -> UIView? {
        var ancestors: [UIView] = []
        var view: UIView? = self
        while let v = view {
            ancestors.append(v)
            view = v.superview
        }
        view = other
        while let v = view {
            if ancestors.contains(where: { $0 === v }) { return v }
            view = v.superview
        }
        return nil
    }

    /// Places the subviews that do not translate their frames into constraints where the constraint system of the
    /// whole tree, solved, puts them; a conflict or an ambiguity is a problem of the stage.
    func applyConstraints() {
        guard !installedConstraints.isEmpty || subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) else { return }
        var root = self
        while let parent = root.superview { root = parent }
        let system = LayoutSystem(root: root)
        let question = system.question
        let solution: LayoutSystem.Solution
        if let cached = root.lastLayout, cached.question == question {
            solution = cached.solution
        } else {
            solution = system.solve()
            root.lastLayout = (question, solution)
        }
        for problem in solution.problems { root.stage?.layoutProblem(problem) }
        for view in subviews where !view.translatesAutoresizingMaskIntoConstraints {
            if let frame = solution.frames[ObjectIdentifier(view)], frame != view.frame { view.frame = frame }
        }
    }
}
