import Foundation

/// `NSLayoutConstraint` for what effects use: an anchor equal to another anchor plus a constant, or a size equal to a
/// constant. Constraints live on the nearest common ancestor of their views (`constraints`), as UIKit installs them;
/// changing one marks that view for layout, and `layoutSubviews` places each subview that has constraints.
public final class NSLayoutConstraint {
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

    /// The view the constraint places.
    public private(set) weak var firstItem: UIView?
    /// The part of the first view it places.
    public let firstAttribute: Attribute
    /// The view it places against; `nil` for a constant size.
    public private(set) weak var secondItem: UIView?
    /// The part of the second view it places against.
    public let secondAttribute: Attribute
    /// The second attribute's factor (1 for anchors).
    public let multiplier: CGFloat
    /// Points added to the second attribute; changing it lays the views out again.
    public var constant: CGFloat { didSet { if isActive { invalidate() } } }
    /// The view the constraint is installed on while active.
    private(set) weak var owner: UIView?

    init(_ first: UIView, _ firstAttribute: Attribute, _ second: UIView?, _ secondAttribute: Attribute, multiplier: CGFloat = 1, constant: CGFloat) {
        self.firstItem = first
        self.firstAttribute = firstAttribute
        self.secondItem = second
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
    }

    /// Whether it is installed (on the views' nearest common ancestor) and takes part in layout.
    public var isActive: Bool {
        get { owner != nil }
        set {
            guard newValue != isActive, let first = firstItem else { return }
            if newValue {
                let host = secondItem.map { first.nearestCommonAncestor(with: $0) } ?? first
                owner = host
                host?.installedConstraints.append(self)
            } else {
                owner?.installedConstraints.removeAll { $0 === self }
                owner = nil
            }
            invalidate()
        }
    }

    /// The view that places the first item (its superview) lays out again.
    private func invalidate() {
        firstItem?.superview?.setNeedsLayout()
        firstItem?.setNeedsLayout()
    }

    /// Activates each of `constraints`.
    public class func activate(_ constraints: [NSLayoutConstraint]) { for constraint in constraints { constraint.isActive = true } }
    /// Deactivates each of `constraints`.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) { for constraint in constraints { constraint.isActive = false } }
}

/// An anchor of a view: `view.centerXAnchor.constraint(equalTo: other.centerXAnchor, constant: 8)`.
public class NSLayoutAnchor<AnchorType> {
    unowned let view: UIView
    let attribute: NSLayoutConstraint.Attribute

    init(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute) {
        self.view = view
        self.attribute = attribute
    }

    /// A constraint (inactive) making this anchor equal to `anchor` plus `constant` points.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(view, attribute, anchor.view, anchor.attribute, constant: constant)
    }
}

/// A horizontal anchor: leading, trailing, left, right, centre X.
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
/// A vertical anchor: top, bottom, centre Y.
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A size anchor: width or height.
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// A constraint (inactive) making this size `constant` points.
    public func constraint(equalToConstant constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(view, attribute, nil, .notAnAttribute, constant: constant)
    }

    /// A constraint (inactive) making this size `multiplier` × `anchor` plus `constant` points.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(view, attribute, anchor.view, anchor.attribute, multiplier: multiplier, constant: constant)
    }
}

extension UIView {
    /// The leading edge's anchor.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    /// The trailing edge's anchor.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    /// The left edge's anchor.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    /// The right edge's anchor.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    /// The horizontal centre's anchor.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    /// The top edge's anchor.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    /// The bottom edge's anchor.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    /// The vertical centre's anchor.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    /// The width's anchor.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    /// The height's anchor.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }

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

    /// Every active constraint whose first item is `view`, wherever installed.
    private func constraints(placing view: UIView) -> [NSLayoutConstraint] {
        var found: [NSLayoutConstraint] = []
        var host: UIView? = view
        while let h = host {
            found += h.installedConstraints.filter { $0.firstItem === view }
            host = h.superview
        }
        return found
    }

    /// Places the subviews that do not translate their frames into constraints, from their constraints: each axis
    /// from a size and a centre or an edge (edges at both ends give the size), in this view's coordinates.
    func applyConstraints() {
        for view in subviews where !view.translatesAutoresizingMaskIntoConstraints {
            let placing = constraints(placing: view)
            guard !placing.isEmpty else { continue }
            var frame = view.frame
            func value(of item: UIView?, _ attribute: NSLayoutConstraint.Attribute) -> CGFloat? {
                guard let item else { return 0 }
                let r = item === self ? bounds : (item.superview === self ? item.frame : item.convert(item.bounds, to: self))
                switch attribute {
                case .left, .leading: return r.minX
                case .right, .trailing: return r.maxX
                case .centerX: return r.midX
                case .top: return r.minY
                case .bottom: return r.maxY
                case .centerY: return r.midY
                case .width: return r.width
                case .height: return r.height
                case .notAnAttribute: return 0
                }
            }
            func target(_ attribute: NSLayoutConstraint.Attribute) -> CGFloat? {
                guard let c = placing.last(where: { $0.firstAttribute == attribute }), let base = value(of: c.secondItem, c.secondAttribute) else {
                    return nil
                }
                return base * (c.secondItem == nil ? 0 : c.multiplier) + c.constant
            }
            let width = target(.width)
            let height = target(.height)
            let left = target(.leading) ?? target(.left)
            let right = target(.trailing) ?? target(.right)
            let top = target(.top)
            let bottom = target(.bottom)
            frame.size.width = width ?? ((left != nil && right != nil) ? right! - left! : frame.width)
            frame.size.height = height ?? ((top != nil && bottom != nil) ? bottom! - top! : frame.height)
            if let cx = target(.centerX) {
                frame.origin.x = cx - frame.width / 2
            } else if let left {
                frame.origin.x = left
            } else if let right {
                frame.origin.x = right - frame.width
            }
            if let cy = target(.centerY) {
                frame.origin.y = cy - frame.height / 2
            } else if let top {
                frame.origin.y = top
            } else if let bottom {
                frame.origin.y = bottom - frame.height
            }
            if frame != view.frame { view.frame = frame }
        }
    }
}
