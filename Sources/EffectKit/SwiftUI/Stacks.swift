import Foundation

/// The spacing SwiftUI puts between views in a stack when none is given, and a `Spacer`'s least length: 8 points.
let defaultSpacing: CGFloat = 8

/// SwiftUI's `HStack`: views side by side, `spacing` points apart (8 by default), aligned vertically. The width offered
/// is shared out as SwiftUI does: the least flexible view first, each offered an equal share of what is left.
public struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// The views `content` lists.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        (self.alignment, self.spacing, self.content) = (alignment, spacing, content())
    }

    /// A primitive view has no body.
    public var body: Never { fatalError("HStack has no body") }

    func nodes(in context: ResolveContext) -> [ViewNode] {
        var inner = context.child("HStack")
        inner.stackAxis = .horizontal
        let layout = ViewNode.Layout.stack(
            .horizontal, spacing: spacing ?? defaultSpacing, alignment: Alignment(horizontal: .center, vertical: alignment))
        return [inner.node(layout, name: "hStack", children: inner.resolve(content))]
    }
}

/// SwiftUI's `VStack`: views one above the other, `spacing` points apart (8 by default), aligned horizontally.
public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// The views `content` lists.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        (self.alignment, self.spacing, self.content) = (alignment, spacing, content())
    }

    /// A primitive view has no body.
    public var body: Never { fatalError("VStack has no body") }

    func nodes(in context: ResolveContext) -> [ViewNode] {
        var inner = context.child("VStack")
        inner.stackAxis = .vertical
        let layout = ViewNode.Layout.stack(
            .vertical, spacing: spacing ?? defaultSpacing, alignment: Alignment(horizontal: alignment, vertical: .center))
        return [inner.node(layout, name: "vStack", children: inner.resolve(content))]
    }
}

/// SwiftUI's `ZStack`: views on top of one another (later in front), aligned; as large as the largest.
public struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let content: Content

    /// The views `content` lists, back to front.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        (self.alignment, self.content) = (alignment, content())
    }

    /// A primitive view has no body.
    public var body: Never { fatalError("ZStack has no body") }

    func nodes(in context: ResolveContext) -> [ViewNode] {
        var inner = context.child("ZStack")
        inner.stackAxis = nil
        return [inner.node(.overlay(alignment), name: "zStack", children: inner.resolve(content))]
    }
}

/// SwiftUI's `Spacer`: in a stack, as long as it is given along the stack (at least `minLength`, 8 points by
/// default); outside one, as large as it is offered.
public struct Spacer: View, PrimitiveView {
    /// The least length, in points (`nil`: 8).
    public var minLength: CGFloat?

    /// A spacer at least `minLength` points long.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    /// A primitive view has no body.
    public var body: Never { fatalError("Spacer has no body") }

    func nodes(in context: ResolveContext) -> [ViewNode] {
        [context.child("Spacer").node(.spacer(axis: context.stackAxis, minLength: minLength ?? defaultSpacing), name: "spacer")]
    }
}

/// SwiftUI's `ForEach`: a view for each element, identified by `id` (a view keeps its identity when the elements
/// move or others come and go).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    /// The elements.
    public var data: Data
    /// The view for an element.
    public var content: (Data.Element) -> Content
    let id: KeyPath<Data.Element, ID>

    /// A view for each element of `data`, identified by the element's `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        (self.data, self.id, self.content) = (data, id, content)
    }

    /// A primitive view has no body.
    public var body: Never { fatalError("ForEach has no body") }

    func nodes(in context: ResolveContext) -> [ViewNode] {
        data.flatMap { element in context.child("ForEach[\(element[keyPath: id])]").resolve(content(element)) }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A view for each element of `data`, identified by its `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// A view for each number of `data` (a constant range).
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
