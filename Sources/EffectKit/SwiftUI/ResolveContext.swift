import Foundation

/// Where a view is resolved: its identity so far, what its ancestors set for it (foreground, font, animation), and the
/// host that keeps its state.
@MainActor struct ResolveContext {
    /// Keeps state across updates and the values `.animation(_:value:)` compares.
    let host: ViewHost
    /// The identity so far: view types and positions from the root.
    var path: String
    /// `foregroundStyle`'s colour, when an ancestor set one.
    var foreground: Color?
    /// `foregroundStyle`'s gradient, when an ancestor set one (shapes fill with it; text and symbols take `foreground`,
    /// its first colour).
    var foregroundGradient: (any GradientStyle)?
    /// `font`'s font, when an ancestor set one.
    var font: Font?
    /// `imageScale`'s scale: symbols' point size relative to the font's.
    var imageScale: Image.Scale = .medium
    /// Whether buttons draw their labels in the accent colour (`buttonStyle`: every style but `.plain`).
    var buttonTintsLabel = true
    /// The animation changes move with here (the transaction's, or `.animation(_:value:)`'s).
    var animation: Animation?
    /// The axis of the stack the views are listed in (what a `Spacer` expands along).
    var stackAxis: Axis?

    /// The context of a child at `component`.
    func child(_ component: String) -> ResolveContext {
        var context = self
        context.path += "/" + component
        return context
    }

    /// The nodes `view` is: a primitive's own, a shape's, or its body's (its state bound first; its outermost nodes
    /// named after its type unless a view inside named them).
    func resolve<V: View>(_ view: V) -> [ViewNode] {
        if let primitive = view as? any PrimitiveView { return primitive.nodes(in: self) }
        if let shape = view as? any Shape { return ShapeView(shape: shape, fill: nil, stroke: nil).nodes(in: self) }
        host.bindState(of: view, at: path)
        let name = Self.typeName(V.self)
        let nodes = child(name).resolve(view.body)
        for node in nodes { node.name(name.prefix(1).lowercased() + name.dropFirst(), replacing: false) }
        return nodes
    }

    /// `LikeButton` for `LikeButton` and `Row<Text>`.
    static func typeName(_ type: Any.Type) -> String {
        let full = String(describing: type)
        return String(full.prefix { $0 != "<" })
    }

    /// A node at this identity.
    func node(_ layout: ViewNode.Layout, name: String, children: [ViewNode] = []) -> ViewNode {
        let node = ViewNode(identity: path, layout: layout, name: name, children: children)
        node.animation = animation
        return node
    }
}
