import Foundation

/// SwiftUI's `AnyTransition`: how a view an `if` inserts arrives and how one it removes leaves, when the change is
/// animated (unanimated, it appears and goes at once). A view with none fades (`.opacity`), as in SwiftUI.
public struct AnyTransition: Sendable {
    /// One change of a view's look at the far end of a transition.
    enum Effect: Sendable {
        case opacity
        case scale(CGFloat, anchor: UnitPoint)
        case offset(CGSize)
        case move(Edge)
    }

    /// The look a view arrives from, and the one it leaves to.
    let insertion: [Effect]
    let removal: [Effect]

    init(insertion: [Effect], removal: [Effect]) { (self.insertion, self.removal) = (insertion, removal) }
    init(_ effects: [Effect]) { self.init(insertion: effects, removal: effects) }

    /// No change: the view is there at once and gone at once.
    public static let identity = AnyTransition([])
    /// Fades in from transparent and out to it.
    public static let opacity = AnyTransition([.opacity])
    /// Grows from nothing about the centre, and shrinks to it.
    public static let scale = AnyTransition([.scale(0, anchor: .center)])
    /// Grows from `scale` about `anchor`, and shrinks to it.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition([.scale(scale, anchor: anchor)]) }
    /// Comes in from `edge` (its own size away) and leaves towards it.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition([.move(edge)]) }
    /// Comes in from the leading edge and leaves towards the trailing one.
    public static let slide = AnyTransition(insertion: [.move(.leading)], removal: [.move(.trailing)])
    /// Comes in from `offset` away and leaves to it.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition([.offset(offset)]) }
    /// Comes in from (`x`, `y`) points away and leaves to it.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }
    /// Pushed in from `edge`, fading in; leaves towards the opposite edge, fading out.
    public static func push(from edge: Edge) -> AnyTransition {
        let opposite: Edge =
            switch edge {
            case .top: .bottom
            case .bottom: .top
            case .leading: .trailing
            case .trailing: .leading
            }
        return AnyTransition(insertion: [.move(edge), .opacity], removal: [.move(opposite), .opacity])
    }
    /// Arrives as `insertion` says and leaves as `removal` says.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.insertion, removal: removal.removal)
    }
    /// This transition and `other` together.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion + other.insertion, removal: removal + other.removal)
    }

    /// `look` at the far end of the transition for a view of `size`: arriving (`inserting`) or leaving.
    func apply(to look: inout ViewNode.Look, size: CGSize, inserting: Bool) {
        for effect in inserting ? insertion : removal {
            switch effect {
            case .opacity: look.opacity = 0
            case .scale(let scale, let anchor):
                // A scale of exactly 0 cannot be drawn back from: a hair above it.
                let s = max(scale, 1e-4)
                look.scale = CGSize(width: look.scale.width * s, height: look.scale.height * s)
                look.anchor = anchor
            case .offset(let offset): look.offset = CGSize(width: look.offset.width + offset.width, height: look.offset.height + offset.height)
            case .move(let edge):
                switch edge {
                case .leading: look.offset.width -= size.width
                case .trailing: look.offset.width += size.width
                case .top: look.offset.height -= size.height
                case .bottom: look.offset.height += size.height
                }
            }
        }
    }
}

extension View {
    /// How the view arrives when an animated change inserts it, and leaves when one removes it.
    public func transition(_ t: AnyTransition) -> some View {
        modified("transition") { node in
            node.hasView = true
            node.transition = t
        }
    }
}
