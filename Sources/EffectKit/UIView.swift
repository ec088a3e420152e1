import EffectModel
import Foundation

/// `UIResponder`: what a touch is delivered to. A view passes what it does not handle to its superview, as UIKit's
/// responder chain does.
@MainActor open class UIResponder {
    /// A responder with no next responder.
    public init() {}

    /// Where touches this responder does not handle go.
    open var next: UIResponder? { nil }

    /// A finger down: passed to `next` unless overridden.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    /// A finger moving: passed to `next` unless overridden.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    /// A finger up: passed to `next` unless overridden.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    /// A touch cancelled: passed to `next` unless overridden.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }
}

/// `UITouch`: a finger, where it is now.
@MainActor public final class UITouch: Hashable {
    /// Where the finger is, in the stage's coordinates.
    var stagePoint: CGPoint
    /// The view the touch began in.
    public private(set) weak var view: UIView?
    /// Taps in quick succession at this place (1 for a single tap).
    public let tapCount: Int

    init(at point: CGPoint, in view: UIView, tapCount: Int) {
        stagePoint = point
        self.view = view
        self.tapCount = tapCount
    }

    /// The finger in `view`'s coordinates (`nil`: the stage's).
    public func location(in view: UIView?) -> CGPoint {
        view?.convert(stagePoint, from: nil) ?? stagePoint
    }

    /// Where the finger was at the last event (the stage reports the current place).
    public func previousLocation(in view: UIView?) -> CGPoint { location(in: view) }

    public nonisolated static func == (a: UITouch, b: UITouch) -> Bool { a === b }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// `UIEvent`: the touches of one event.
@MainActor public final class UIEvent {
    /// The touches of the event.
    public let allTouches: Set<UITouch>?
    init(_ touches: Set<UITouch>) { allTouches = touches }
}

/// `UIView`: a rectangle on its layer. Its geometry, colour, alpha and transform are its layer's; a view's layer
/// takes no implicit animation, only those of `UIView.animate`.
open class UIView: UIResponder {
    /// The class of the layer the view makes (`CALayer` by default; a `CALayer` subclass).
    open class var layerClass: AnyClass { CALayer.self }

    /// The layer the view draws on.
    public let layer: CALayer
    /// The view it is a subview of.
    public private(set) weak var superview: UIView?
    /// The subviews, back to front.
    public private(set) var subviews: [UIView] = []
    /// A number to find the view by.
    public var tag = 0
    /// Whether it (and its subviews) take touches.
    public var isUserInteractionEnabled = true
    /// Set by `setNeedsLayout()` and by changes of the bounds; cleared by the layout pass.
    var needsLayout = true
    /// Constraints installed on this view (`constraints`).
    var installedConstraints: [NSLayoutConstraint] = []
    /// Relations of several items a stack view installs on itself (its equal gaps).
    var installedRelations: [LayoutRelation] = []
    /// The gesture recognizers attached (`gestureRecognizers`).
    var attachedRecognizers: [UIGestureRecognizer] = []
    /// Whether the frame is set directly (true) or by constraints (false).
    public var translatesAutoresizingMaskIntoConstraints = true
    /// Hugging and compression resistance, by axis (`setContentHuggingPriority(_:for:)`).
    var contentPriorities = ContentPriorities()
    /// The stage whose root view this is: where layout problems go.
    weak var stage: EffectStage?
    /// The root's last layout question and its solution: a pass that asks the same again (each view laid out in
    /// a pass, a moment that changed nothing) reuses it.
    var lastLayout: (question: LayoutSystem.Question, solution: LayoutSystem.Solution)?
    /// The safe area guide, made on first use.
    var safeAreaGuide: UILayoutGuide?
    /// A name for tests and tools; a recording names the view's layer after it when no property holds the view.
    public var accessibilityIdentifier: String?
    /// What VoiceOver calls the element ("Like").
    public var accessibilityLabel: String?
    /// What VoiceOver says the element's value is now ("liked", "3 of 5"); a layout or screen change posted with the
    /// view as argument speaks its label and value.
    public var accessibilityValue: String?

    /// The size the content needs, in points (`UIView.noIntrinsicMetric` on an axis it does not size); the layout
    /// keeps a view that does not translate its frame at that size with its hugging and compression resistance.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// A view at `frame`, in its superview's coordinates.
    public init(frame: CGRect) {
        layer = ((Self.layerClass as? CALayer.Type) ?? CALayer.self).init()
        super.init()
        layer.view = self
        self.frame = frame
    }

    /// A view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    /// `rect` from this view's coordinates to `view`'s (`nil`: the stage's).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.minX, y: rect.maxY),
            CGPoint(x: rect.maxX, y: rect.maxY),
        ]
        .map { convert($0, to: view) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// Not available: there are no nibs or storyboards.
    public required init?(coder: NSCoder) { nil }

    /// The view controller whose view this is, else the superview.
    open override var next: UIResponder? { viewController ?? superview }

    /// The view controller whose view this is.
    weak var viewController: UIViewController?

    // MARK: Geometry and appearance (the layer's)

    /// The view's rectangle in its superview's coordinates (for an untransformed view).
    public var frame: CGRect {
        get { layer.frame }
        set {
            let size = layer.bounds.size
            layer.frame = newValue
            if layer.bounds.size != size { setNeedsLayout() }
        }
    }

    /// The view's own rectangle, in points.
    public var bounds: CGRect {
        get { layer.bounds }
        set {
            let size = layer.bounds.size
            layer.bounds = newValue
            if newValue.size != size { setNeedsLayout() }
        }
    }

    /// The view's centre in its superview's coordinates.
    public var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    /// The transform about the centre.
    public var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    /// The view's opacity, 0…1.
    public var alpha: CGFloat {
        get { CGFloat(layer.state.opacity) }
        set { layer.update([.opacity]) { $0.opacity = Double(newValue) } }
    }

    /// The view's background; `nil`: none.
    public var backgroundColor: UIColor? {
        get { layer.state.backgroundColor.map(UIColor.init) }
        set { layer.backgroundColor = newValue?.cgColor }
    }

    /// Whether subviews are clipped to the bounds.
    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// Whether the view and its subviews are not drawn and take no touches.
    public var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }

    /// UIKit's default tint, `systemBlue`.
    public var tintColor: UIColor! = .systemBlue

    // MARK: The tree

    /// Adds `view` in front of the subviews.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Adds `view` at `index` among the subviews.
    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        let index = min(max(index, 0), subviews.count)
        subviews.insert(view, at: index)
        view.superview = self
        layer.insertSublayer(view.layer, at: UInt32(index))
        view.didMoveToSuperview()
    }

    /// Takes the view out of its superview.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
    }

    /// Moves `view` in front of its siblings.
    open func bringSubviewToFront(_ view: UIView) {
        guard subviews.contains(where: { $0 === view }) else { return }
        addSubview(view)
    }

    /// Called when the view was added to or taken from a superview.
    open func didMoveToSuperview() {}

    /// Called before `subview` is taken out of this view.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Layout

    /// Places the subviews placed by constraints; override to place others (call `super` first).
    open func layoutSubviews() { applyConstraints() }

    /// Lays the view out at the next layout pass.
    public func setNeedsLayout() { needsLayout = true }

    /// Lays out this view and its subviews now, where they need it, as UIKit's layout pass does.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
            viewController?.viewDidLayoutSubviews()
        }
        for view in subviews { view.layoutIfNeeded() }
    }

    // MARK: Coordinates and hit testing

    /// The map from this view's coordinates to the stage's.
    var toStage: CGAffineTransform {
        let own = layer.state.transformToSuperlayer
        let m = CGAffineTransform(a: own.a, b: own.b, c: own.c, d: own.d, tx: own.tx, ty: own.ty)
        return superview.map { m.concatenating($0.toStage) } ?? m
    }

    /// `point` from `view`'s coordinates (`nil`: the stage's) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let onStage = view.map { point.applying($0.toStage) } ?? point
        return onStage.applying(toStage.inverted())
    }

    /// `point` from this view's coordinates to `view`'s (`nil`: the stage's).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let onStage = point.applying(toStage)
        return view.map { onStage.applying($0.toStage.inverted()) } ?? onStage
    }

    /// Whether `point`, in this view's coordinates, is inside its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// The frontmost view under `point` (this view's coordinates) that takes touches, as UIKit's `hitTest`.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
        for view in subviews.reversed() {
            if let hit = view.hitTest(view.convert(point, from: self), with: event) { return hit }
        }
        return self
    }
}

#if !canImport(CoreGraphics)
    extension CGAffineTransform {
        /// The inverse transform (the transform itself when it cannot be inverted).
        public func inverted() -> CGAffineTransform {
            let det = a * d - b * c
            guard det != 0 else { return self }
            return CGAffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det, tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
        }
    }
#endif
