import Foundation

/// `NSLayoutConstraint` for what effects use: an anchor equal to another anchor plus a constant, or a size equal to a
/// constant. Constraints live on the nearest common ancestor of their views (`constraints`), as UIKit installs them;
/// changing one marks that view for layout, and `layoutSubviews` places each subview that has constraints.
public final class NSLayoutConstraint {
    /// `NSLayoutConstraint.Attribute`, the part that is used.
    public enum Attribute: Sendable { case left, right, top, bottom, leading, trailing, width, height, centerX, centerY, notAnAttribute }

    public private(set) weak var firstItem: UIView?
    public let firstAttribute: Attribute
    public private(set) weak var secondItem: UIView?
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
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

    public class func activate(_ constraints: [NSLayoutConstraint]) { for constraint in constraints { constraint.isActive = true } }
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

    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(view, attribute, anchor.view, anchor.attribute, constant: constant)
    }
}

public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    public func constraint(equalToConstant constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(view, attribute, nil, .notAnAttribute, constant: constant)
    }

    public func constraint(equalTo anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(view, attribute, anchor.view, anchor.attribute, multiplier: multiplier, constant: constant)
    }
}

extension UIView {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }

    /// The constraints installed on this view.
    public var constraints: [NSLayoutConstraint] { installedConstraints }

    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }

    /// Deactivates those of `constraints` installed on this view.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints where installedConstraints.contains(where: { $0 === constraint }) { constraint.isActive = false }
    }

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
