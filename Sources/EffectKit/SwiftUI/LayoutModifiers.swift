import Foundation

extension View {
    /// The view in a frame of `width` × `height` points (`nil`: the view's own on that axis), placed by `alignment`.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        wrapped("frame", in: .frame(width: width, height: height, alignment: alignment))
    }

    /// The view in a frame bounded on each axis (`maxWidth: .infinity` takes the width offered), placed by `alignment`.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        let bounds = ViewNode.FlexibleFrame(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight)
        return wrapped("frame", in: .flexibleFrame(bounds, alignment: alignment))
    }

    /// The view inset by `insets`.
    public func padding(_ insets: EdgeInsets) -> some View { wrapped("padding", in: .padding(insets)) }

    /// The view inset by `length` points on `edges` (`nil`: 16, SwiftUI's default on iOS).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(EdgeInsets(edges, length ?? 16))
    }

    /// The view inset by `length` points on every edge.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// The view centred on (`x`, `y`) in what it is offered, which it takes whole.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { wrapped("position", in: .position(CGPoint(x: x, y: y))) }

    /// The view centred on `position` in what it is offered, which it takes whole.
    public func position(_ position: CGPoint) -> some View { self.position(x: position.x, y: position.y) }

    /// `background` behind the view, offered the view's size and placed by `alignment`.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        layered(content(), behind: true, alignment: alignment)
    }

    /// `background` behind the view, offered its size and placed by `alignment` (the form iOS 13 began with).
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        layered(background, behind: true, alignment: alignment)
    }

    /// `overlay` in front of the view, offered its size and placed by `alignment` (the form iOS 13 began with).
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        layered(overlay, behind: false, alignment: alignment)
    }

    /// The view on a background of `style` filling its frame.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        layered(Rectangle().fill(style), behind: true, alignment: .center)
    }

    /// The view on `shape` filled with `style`.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        layered(shape.fill(style), behind: true, alignment: .center)
    }

    /// `content` in front of the view, offered the view's size and placed by `alignment`.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        layered(content(), behind: false, alignment: alignment)
    }

    /// `style` filling the view's frame in front of it.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        layered(Rectangle().fill(style), behind: false, alignment: .center)
    }

    /// `extra` behind or in front of the view, which sizes both.
    private func layered<V: View>(_ extra: V, behind: Bool, alignment: Alignment) -> some View {
        ModifiedView(
            content: self, kind: behind ? "background" : "overlay",
            transform: { node, context in
                let others = context.child("extra").resolve(extra)
                let children = behind ? others + [node] : [node] + others
                let layered = context.node(.layered(primary: behind ? others.count : 0, alignment: alignment), name: node.name, children: children)
                layered.isNamedByCode = node.isNamedByCode
                return layered
            })
    }
}
