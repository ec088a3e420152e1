import Foundation

/// SwiftUI's `View`: a piece of interface described by its `body`, itself a view. EffectKit resolves a view's body
/// into layers on the stage (`EffectStage.host(_:)`) and again whenever its state changes.
@MainActor @preconcurrency public protocol View {
    /// The type of the view's content.
    associatedtype Body: View
    /// The view's content.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// A view that draws itself has no body.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// SwiftUI's `EmptyView`: nothing, taking no space.
public struct EmptyView: View, PrimitiveView {
    /// Nothing.
    public init() {}
    /// A primitive view has no body.
    public var body: Never { fatalError("EmptyView has no body") }
    func nodes(in context: ResolveContext) -> [ViewNode] { [] }
}

/// SwiftUI's `AnyView`: a view whose type is erased.
public struct AnyView: View, PrimitiveView {
    private let view: any View
    /// `view`, its type erased.
    public init<V: View>(_ view: V) { self.view = view }
    /// A primitive view has no body.
    public var body: Never { fatalError("AnyView has no body") }
    func nodes(in context: ResolveContext) -> [ViewNode] { context.resolve(view) }
}

/// SwiftUI's `Group`: its views, as if written in place (each takes the modifiers the group is given).
public struct Group<Content: View>: View, PrimitiveView {
    private let content: Content
    /// The views `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// A primitive view has no body.
    public var body: Never { fatalError("Group has no body") }
    func nodes(in context: ResolveContext) -> [ViewNode] { context.resolve(content) }
}

/// SwiftUI's `ViewBuilder`: the views a closure lists, with `if`, `if let`, `switch` and `if #available`.
@MainActor @preconcurrency @resultBuilder public enum ViewBuilder {
    /// No views.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// One view, as written.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// Several views, in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    /// A view built by an expression.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    /// The view of an `if` without `else`: nothing when the condition is false.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// The view of the `if` branch taken.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(branch: .first(first))
    }
    /// The view of the `else` branch taken.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(branch: .second(second))
    }
    /// The view of an `if #available` branch.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// SwiftUI's `TupleView`: the views a `ViewBuilder` lists, in order.
public struct TupleView<T>: View, PrimitiveView {
    /// The views, as a tuple.
    public var value: T
    /// The views of `value`.
    public init(_ value: T) { self.value = value }
    /// A primitive view has no body.
    public var body: Never { fatalError("TupleView has no body") }
    func nodes(in context: ResolveContext) -> [ViewNode] {
        Mirror(reflecting: value).children.enumerated().flatMap { index, child -> [ViewNode] in
            guard let view = child.value as? any View else { return [] }
            return context.child("\(index)").resolve(view)
        }
    }
}

/// SwiftUI's `_ConditionalContent`: the branch of an `if`/`else` or a `switch` that was taken (each branch has its own
/// identity: views in the other are different views).
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Branch {
        case first(TrueContent)
        case second(FalseContent)
    }
    let branch: Branch
    /// A primitive view has no body.
    public var body: Never { fatalError("_ConditionalContent has no body") }
    func nodes(in context: ResolveContext) -> [ViewNode] {
        switch branch {
        case .first(let view): context.child("if").resolve(view)
        case .second(let view): context.child("else").resolve(view)
        }
    }
}

extension Optional: View where Wrapped: View {
    /// A primitive view has no body.
    public var body: Never { fatalError("Optional has no body") }
}

extension Optional: PrimitiveView where Wrapped: View {
    func nodes(in context: ResolveContext) -> [ViewNode] {
        switch self {
        case .some(let view): context.child("some").resolve(view)
        case .none: []
        }
    }
}
