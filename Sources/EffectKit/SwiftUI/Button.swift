import Foundation

/// SwiftUI's `Button`: its label, and `action` run when a tap on it lifts (the stage's `tap(at:time:)`). Its label's
/// text and symbols are drawn in the accent colour unless `foregroundStyle` or `buttonStyle(.plain)` says; no style
/// draws a pressed look.
public struct Button<Label: View>: View, PrimitiveView {
    let action: @MainActor () -> Void
    let label: Label

    /// A button showing `label`, running `action`.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    /// A primitive view has no body.
    public var body: Never { fatalError("Button has no body") }

    func nodes(in context: ResolveContext) -> [ViewNode] {
        var inner = context.child("Button")
        inner.foreground = context.foreground ?? (context.buttonTintsLabel ? .accentColor : .primary)
        inner.stackAxis = nil
        let node = inner.node(.overlay(.center), name: "button", children: inner.resolve(label))
        node.hasView = true
        node.onTap = action
        return [node]
    }
}

extension Button where Label == Text {
    /// A button titled `title`.
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

extension View {
    /// Runs `action` when a tap on the view lifts (`count` taps are taken as one).
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        modified("onTapGesture") { node in
            node.hasView = true
            node.onTap = action
        }
    }

    /// Runs `action` when the view first appears on the stage (for a view there from the start: at time 0).
    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        modified("onAppear") { node in
            if let action { node.onAppear.append(action) }
        }
    }
}
