import Foundation

/// `UIEdgeInsets`: distances in from each edge, in points.
public struct UIEdgeInsets: Equatable, Sendable {
    /// From the top edge.
    public var top: CGFloat
    /// From the left edge.
    public var left: CGFloat
    /// From the bottom edge.
    public var bottom: CGFloat
    /// From the right edge.
    public var right: CGFloat
    /// Insets of `top`, `left`, `bottom` and `right` points.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
    /// No insets.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// `UILayoutGuide`: a rectangle of a view that constraints place against, as `safeAreaLayoutGuide`: the view's bounds
/// inset by `insets`.
@MainActor public final class UILayoutGuide {
    /// The view whose bounds the guide is inset from.
    public private(set) weak var owningView: UIView?
    /// A name problems give.
    public var identifier: String
    let insets: UIEdgeInsets

    init(owningView: UIView, identifier: String, insets: UIEdgeInsets) {
        self.owningView = owningView
        self.identifier = identifier
        self.insets = insets
    }

    /// The guide's rectangle in its view's coordinates.
    public var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        let b = view.bounds
        return CGRect(
            x: b.minX + insets.left, y: b.minY + insets.top, width: b.width - insets.left - insets.right,
            height: b.height - insets.top - insets.bottom)
    }

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
}

extension UIView {
    /// The area no bar or rounded corner covers. The stage is a rectangle with none: its insets are zero, and the
    /// guide is the view's bounds.
    public var safeAreaInsets: UIEdgeInsets { .zero }

    /// The guide of the safe area (`safeAreaInsets` in from the bounds).
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = safeAreaGuide { return guide }
        let guide = UILayoutGuide(owningView: self, identifier: "safeAreaLayoutGuide", insets: safeAreaInsets)
        safeAreaGuide = guide
        return guide
    }
}
