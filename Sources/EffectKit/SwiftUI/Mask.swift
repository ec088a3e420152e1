import Foundation

extension View {
    /// The view drawn only where `mask`'s alpha is: the mask is offered the view's size and placed in its frame by
    /// `alignment` (its views on top of one another, as in a `ZStack`); it is not drawn. Recorded as the document's
    /// alpha matte: a layer whose first sublayer is the mask and whose other sublayers are the view, so that the mask's
    /// own animations (a circle growing) are recorded too.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        let mask = mask()
        return ModifiedView(
            content: self, kind: "mask",
            transform: { node, context in
                let inside = context.child("matte")
                var drawn = inside
                drawn.stackAxis = nil
                let matte = inside.node(.overlay(alignment), name: "mask", children: drawn.resolve(mask))
                matte.hasView = true
                matte.isMask = true
                let masked = context.node(.layered(primary: 0, alignment: alignment), name: node.name, children: [node, matte])
                masked.isNamedByCode = node.isNamedByCode
                masked.hasView = true
                return masked
            })
    }
}
