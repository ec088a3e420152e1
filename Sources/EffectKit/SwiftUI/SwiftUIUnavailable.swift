import Foundation

// SwiftUI's names that teams use and EffectKit does not have yet, declared unavailable so that the compiler says so
// (and what to write instead) rather than "cannot find in scope".

/// Not available: what `contentTransition` names is not drawn yet.
@available(*, unavailable, message: "EffectKit has no content transitions yet: a Text whose string changes cross-fades (.opacity)")
public struct ContentTransition {
    /// Digits that roll.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { fatalError() }
    /// A cross-fade.
    public static var opacity: ContentTransition { fatalError() }
}

extension View {
    /// Not available: the document has no blur.
    @available(*, unavailable, message: "the effect document has no blur filter: fade with opacity, or soften with shadow")
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }

    /// Not available: what `contentTransition` names is not drawn yet.
    @available(*, unavailable, message: "EffectKit has no content transitions yet: a Text whose string changes cross-fades (.opacity)")
    public func contentTransition(_ transition: ContentTransition) -> some View { self }

    /// Not available: views do not share geometry across the tree yet.
    @available(*, unavailable, message: "EffectKit has no matchedGeometryEffect yet: move one view with offset or position")
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Any, isSource: Bool = true) -> some View { self }
}
