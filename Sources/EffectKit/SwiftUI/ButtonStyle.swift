import Foundation

/// SwiftUI's `PrimitiveButtonStyle`: how the buttons in a view draw their label, set with `buttonStyle(_:)`. EffectKit
/// offers the styles that draw the label alone — `.automatic`, `.borderless`, `.plain` — and none draws a pressed
/// look: the stage's tap lasts 1/60 s, and its motion is what the action animates.
public protocol PrimitiveButtonStyle: Sendable {}

/// SwiftUI's `DefaultButtonStyle` (`.automatic`): on iOS, outside a list, a borderless button.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// The automatic style.
    public init() {}
}

/// SwiftUI's `BorderlessButtonStyle` (`.borderless`): the label alone, its text and symbols in the accent colour
/// unless `foregroundStyle` says.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// The borderless style.
    public init() {}
}

/// SwiftUI's `PlainButtonStyle` (`.plain`): the label alone, as it would draw outside a button — no accent colour
/// (its text and symbols in the primary colour unless `foregroundStyle` says).
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// The plain style.
    public init() {}
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The platform's default: on iOS, borderless.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The label alone, in the accent colour.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label alone, as it draws outside a button.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension View {
    /// The buttons in this view drawn in `style`: `.plain` leaves their labels' colours as they are; `.automatic` and
    /// `.borderless` draw them in the accent colour.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        ModifiedView(content: self, kind: "buttonStyle", environment: { $0.buttonTintsLabel = !(style is PlainButtonStyle) })
    }
}

/// Not available: a style of your own, drawn from the button's configuration (`isPressed`), is not offered.
@available(
    *, unavailable,
    message:
        "EffectKit has no ButtonStyle of your own (the stage's tap is down for 1/60 s: a pressed look would not show): write the look in the label and use .buttonStyle(.plain)"
)
public protocol ButtonStyle {}

/// Not available: EffectKit draws no bordered buttons.
@available(
    *, unavailable,
    message: "EffectKit draws no bordered buttons: give the label .padding() and .background(Color.accentColor.opacity(0.15), in: Capsule())"
)
public struct BorderedButtonStyle: PrimitiveButtonStyle {}

/// Not available: EffectKit draws no bordered buttons.
@available(
    *, unavailable, message: "EffectKit draws no bordered buttons: give the label .padding() and .background(Color.accentColor, in: Capsule())"
)
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {}

@available(*, unavailable)
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// Not available: EffectKit draws no bordered buttons.
    @available(
        *, unavailable,
        message: "EffectKit draws no bordered buttons: give the label .padding() and .background(Color.accentColor.opacity(0.15), in: Capsule())"
    )
    public static var bordered: BorderedButtonStyle { fatalError() }
}

@available(*, unavailable)
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// Not available: EffectKit draws no bordered buttons.
    @available(
        *, unavailable, message: "EffectKit draws no bordered buttons: give the label .padding() and .background(Color.accentColor, in: Capsule())"
    )
    public static var borderedProminent: BorderedProminentButtonStyle { fatalError() }
}
