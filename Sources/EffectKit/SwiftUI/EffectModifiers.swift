import Foundation

extension View {
    /// The view at `opacity` (0…1) times its own.
    public func opacity(_ opacity: Double) -> some View { effect("opacity") { $0.opacity *= opacity } }

    /// The view scaled by `scale` about `anchor` (its centre by default).
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        effect("scaleEffect") {
            $0.scale = CGSize(width: $0.scale.width * scale.width, height: $0.scale.height * scale.height)
            $0.anchor = anchor
        }
    }

    /// The view scaled by `s` on both axes about `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { scaleEffect(CGSize(width: s, height: s), anchor: anchor) }

    /// The view scaled by `x` and `y` about `anchor`.
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// The view turned by `angle` (clockwise on screen) about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        effect("rotationEffect") {
            $0.rotation.radians += angle.radians
            $0.anchor = anchor
        }
    }

    /// The view drawn `offset` points away from where it is laid out (its layout unchanged).
    public func offset(_ offset: CGSize) -> some View {
        effect("offset") { $0.offset = CGSize(width: $0.offset.width + offset.width, height: $0.offset.height + offset.height) }
    }

    /// The view drawn `x` points right and `y` points down from where it is laid out.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }

    /// The view with a shadow of `color`, blurred by `radius` points, `x` and `y` points away.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        effect("shadow") { $0.shadow = ViewNode.Shadow(color: color, radius: radius, offset: CGSize(width: x, height: y)) }
    }

    /// The view clipped to its frame with corners of `radius` points.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        effect("cornerRadius") {
            $0.cornerRadius = radius
            $0.clips = true
        }
    }

    /// The view clipped to `shape`: a rectangle, rounded rectangle, capsule or circle (drawn as its frame's rounded
    /// corners: a circle in a square frame).
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modified("clipShape") { node in
            node.hasView = true
            node.look.clips = true
            switch shape {
            case let rounded as RoundedRectangle: node.look.cornerRadius = rounded.cornerSize.width
            case is Capsule, is Circle: node.look.cornerRadius = .infinity
            default: break
            }
        }
    }

    /// Text, symbols and shapes in the view drawn in `style`: a `Color`, or a gradient (shapes filled with it; text and
    /// symbols, which the document cannot fill with one, in its first colour).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        ModifiedView(
            content: self, kind: "foregroundStyle",
            environment: { context in
                if let color = style as? Color {
                    context.foreground = color
                    context.foregroundGradient = nil
                } else if let gradient = style as? any GradientStyle {
                    context.foregroundGradient = gradient
                    context.foreground = gradient.firstColor ?? context.foreground
                }
            })
    }

    /// Text, symbols and shapes in the view drawn in `color`.
    public func foregroundColor(_ color: Color?) -> some View {
        ModifiedView(content: self, kind: "foregroundColor", environment: { $0.foreground = color ?? $0.foreground })
    }

    /// Text and symbols in the view drawn in `font`.
    public func font(_ font: Font?) -> some View {
        ModifiedView(content: self, kind: "font", environment: { $0.font = font ?? $0.font })
    }

    /// Symbols in the view drawn at `scale` relative to the font: `.small` × 0.8, `.medium` × 1, `.large` × 1.3.
    public func imageScale(_ scale: Image.Scale) -> some View {
        ModifiedView(content: self, kind: "imageScale", environment: { $0.imageScale = scale })
    }

    /// Names the view's layer in the recording `identifier` (as a UI test finds the view).
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modified("accessibilityIdentifier") { $0.name(identifier, replacing: true) }
    }

    /// The view's changes move with `animation` whenever `value` has changed since the last update (whatever the
    /// transaction says); when it has not, as the transaction says.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        ModifiedView(
            content: self, kind: "animation",
            environment: { context in
                if context.host.valueChanged(value, at: context.path + "/animation:\(ObjectIdentifier(Self.self))") { context.animation = animation }
            })
    }

    /// Not available: the animation of every change, whatever changed, was deprecated in iOS 15.
    @available(*, unavailable, message: "use animation(_:value:) or withAnimation")
    public func animation(_ animation: Animation?) -> some View { self }
}
