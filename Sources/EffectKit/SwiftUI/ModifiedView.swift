import Foundation

/// A view with a modifier: what it sets for the content (`environment`), then what it makes of each node the content
/// resolves to (`transform`: the same node with an effect, or a node around it).
struct ModifiedView<Content: View>: View, PrimitiveView {
    let content: Content
    /// A short word for the identity of the nodes it makes (`frame`, `padding`).
    let kind: String
    var environment: @MainActor (inout ResolveContext) -> Void = { _ in }
    var transform: @MainActor (ViewNode, ResolveContext) -> ViewNode = { node, _ in node }

    var body: Never { fatalError("ModifiedView has no body") }

    func nodes(in context: ResolveContext) -> [ViewNode] {
        var inner = context
        environment(&inner)
        return inner.resolve(content).map { node in
            var around = context
            around.path = node.identity + "/" + kind
            return transform(node, around)
        }
    }
}

extension View {
    /// This view with `change` made to each node it resolves to.
    func modified(_ kind: String, _ change: @escaping @MainActor (ViewNode) -> Void) -> ModifiedView<Self> {
        ModifiedView(
            content: self, kind: kind,
            transform: { node, _ in
                change(node)
                return node
            })
    }

    /// This view with each node it resolves to put in a node of `layout`, named as the node.
    func wrapped(_ kind: String, in layout: ViewNode.Layout) -> ModifiedView<Self> {
        ModifiedView(
            content: self, kind: kind,
            transform: { node, context in
                let wrapper = context.node(layout, name: node.name, children: [node])
                wrapper.isNamedByCode = node.isNamedByCode
                return wrapper
            })
    }

    /// This view drawn with an effect: its node gets a view of its own, and `change` sets the effect.
    func effect(_ kind: String, _ change: @escaping @MainActor (inout ViewNode.Look) -> Void) -> ModifiedView<Self> {
        modified(kind) { node in
            node.hasView = true
            change(&node.look)
        }
    }
}
