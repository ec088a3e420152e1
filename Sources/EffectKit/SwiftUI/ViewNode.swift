import Foundation

/// A SwiftUI view resolved for one update: what it draws, how it lays out, its children, what it does when tapped, and
/// where it sits once laid out. The host turns each node that draws or carries an effect into a view on the stage.
@MainActor final class ViewNode {
    /// How a node sizes itself and places its children.
    enum Layout {
        /// Nothing: no size, no view.
        case empty
        /// Fills what it is offered (10 × 10 pt when offered nothing): a shape, a colour, a resizable image.
        case fill
        /// A square of the smaller side offered, centred: `Circle`.
        case square
        /// Its own size whatever it is offered: a text's line, a symbol at its point size.
        case fixed(CGSize)
        /// `Spacer`: along `axis` what it is offered, at least `minLength`; across it nothing.
        case spacer(axis: Axis?, minLength: CGFloat)
        /// `HStack` (`.horizontal`) and `VStack` (`.vertical`): children side by side, `spacing` apart, aligned across.
        case stack(Axis, spacing: CGFloat, alignment: Alignment)
        /// `ZStack`: children on top of one another, aligned.
        case overlay(Alignment)
        /// `frame(width:height:alignment:)`.
        case frame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
        /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
        case flexibleFrame(FlexibleFrame, alignment: Alignment)
        /// `padding`: the child inset by these points.
        case padding(EdgeInsets)
        /// `position(x:y:)`: takes what it is offered and centres the child on the point.
        case position(CGPoint)
        /// `background`/`overlay`: the child at `primary` sizes the node, the others are offered its size and aligned.
        case layered(primary: Int, alignment: Alignment)
    }

    /// The bounds of a flexible frame on each axis (`nil`: not bounded).
    struct FlexibleFrame: Equatable {
        var minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
        var minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    }

    /// What the node's own view shows.
    enum Drawing {
        /// Nothing of its own (a container).
        case none
        /// A filled rectangle with rounded corners: `Rectangle`, `RoundedRectangle`, `Capsule`, `Circle`, `Color`.
        case rounded(RoundedShape)
        /// A path in the node's bounds, filled and stroked: `Ellipse`, `Path`, any stroked or trimmed shape.
        case path(any Shape)
        /// A line of text.
        case text(String, Font)
        /// One of the tool's symbols.
        case symbol(UIImage, resizable: Bool)
        /// A gradient filling `clip`: a rounded rectangle by its corners (`rounded`), any other shape by a mask.
        case gradient(any GradientStyle, clip: any Shape, rounded: RoundedShape?)
    }

    /// A filled rectangle whose corner radius follows its size.
    enum RoundedShape {
        /// `radius` points.
        case radius(CGFloat)
        /// Half the shorter side.
        case capsule
    }

    /// How the node's view is drawn and moved: everything the host may animate.
    struct Look: Equatable {
        var fill: Color?
        var stroke: Color?
        var lineWidth: CGFloat = 1
        var lineCap = CGLineCap.round
        var lineJoin = CGLineJoin.miter
        var trim: ClosedRange<CGFloat> = 0...1
        var foreground: Color?
        var opacity: Double = 1
        var scale = CGSize(width: 1, height: 1)
        var anchor = UnitPoint.center
        var rotation = Angle.zero
        var offset = CGSize.zero
        var cornerRadius: CGFloat = 0
        var clips = false
        var shadow: Shadow?
    }

    /// `shadow(color:radius:x:y:)`.
    struct Shadow: Equatable {
        var color: Color
        var radius: CGFloat
        var offset: CGSize
    }

    /// The node's place among the views: the path of view types and positions from the root (stable across updates).
    let identity: String
    var layout: Layout
    var drawing: Drawing = .none
    var look = Look()
    var children: [ViewNode]
    /// Whether it gets a view of its own: it draws, carries an effect modifier or takes taps (fixed by the code's
    /// structure, so that a view is neither made nor dropped when a value changes).
    var hasView = false
    /// The layer's name in the recording: the view struct's (`likeButton`), else the kind's (`circle`).
    var name: String
    /// Whether `name` is the code's own (a view struct's, an accessibility identifier) rather than the kind's.
    var isNamedByCode = false
    /// Whether it is the matte of its parent (`mask`): its view is the parent view's layer's mask, not a subview.
    var isMask = false
    /// What a tap on it runs (`Button`, `onTapGesture`).
    var onTap: (@MainActor () -> Void)?
    /// Its gestures (`gesture`, `onLongPressGesture`): each makes a tracker for a finger that lands on it.
    var gestures: [@MainActor () -> any GestureTracker] = []
    /// What runs when it first appears (`onAppear`).
    var onAppear: [@MainActor () -> Void] = []
    /// How it arrives and leaves (`nil`: `.opacity`, SwiftUI's default).
    var transition: AnyTransition?
    /// The animation its changes in this update move with (`nil`: at once).
    var animation: Animation?
    /// Where it is once laid out, in the host's coordinates.
    var frame = CGRect.zero

    /// Names the node `name` as the code gives it: the node itself when it has a view, else the node down its chain of
    /// single children (a frame's, a padding's content; a background's primary) that has one. A name the code gave
    /// nearer the view is kept unless `replacing`.
    func name(_ name: String, replacing: Bool) {
        var node = self
        while true {
            guard replacing || !node.isNamedByCode else { return }
            node.name = name
            node.isNamedByCode = true
            if node.hasView { return }
            if case .layered(let primary, _) = node.layout, node.children.indices.contains(primary) {
                node = node.children[primary]
            } else if node.children.count == 1 {
                node = node.children[0]
            } else {
                return
            }
        }
    }

    init(identity: String, layout: Layout, name: String, children: [ViewNode] = []) {
        self.identity = identity
        self.layout = layout
        self.name = name
        self.children = children
    }
}

/// A view SwiftUI draws itself rather than through a `body`: it resolves to nodes directly.
@MainActor protocol PrimitiveView {
    /// The nodes this view is, in `context`.
    func nodes(in context: ResolveContext) -> [ViewNode]
}
