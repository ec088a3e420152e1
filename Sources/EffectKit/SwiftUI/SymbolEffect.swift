import Foundation

// SwiftUI's symbol effects (iOS 17) by Apple's names, so that a view using them compiles as far as the modifier, which
// the compiler then refuses with what EffectKit cannot draw and what to write instead: the tool's symbols are one
// outline each, with no layers to bounce, pulse or colour in turn.

/// A symbol effect (`.bounce`, `.pulse`, `.variableColor`, `.scale`, `.appear`, `.disappear`).
public protocol SymbolEffect: Sendable {}
/// A symbol effect played once each time a value changes (`symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// A symbol effect that holds while it is active (`symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// The symbol's layers bouncing: a scale down and back up.
public struct BounceSymbolEffect: DiscreteSymbolEffect {
    /// Bouncing up.
    public var up: BounceSymbolEffect { self }
    /// Bouncing down.
    public var down: BounceSymbolEffect { self }
    /// Each layer in turn.
    public var byLayer: BounceSymbolEffect { self }
    /// The whole symbol at once.
    public var wholeSymbol: BounceSymbolEffect { self }
}

/// The symbol's opacity pulsing.
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// Each layer in turn.
    public var byLayer: PulseSymbolEffect { self }
    /// The whole symbol at once.
    public var wholeSymbol: PulseSymbolEffect { self }
}

/// The symbol's layers coloured in turn.
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// One layer at a time.
    public var iterative: VariableColorSymbolEffect { self }
    /// Layers added one by one.
    public var cumulative: VariableColorSymbolEffect { self }
    /// Back again after the last layer.
    public var reversing: VariableColorSymbolEffect { self }
    /// Not back again.
    public var nonReversing: VariableColorSymbolEffect { self }
    /// Inactive layers hidden.
    public var hideInactiveLayers: VariableColorSymbolEffect { self }
    /// Inactive layers dimmed.
    public var dimInactiveLayers: VariableColorSymbolEffect { self }
}

/// The symbol scaled up or down while active.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect {
    /// Larger.
    public var up: ScaleSymbolEffect { self }
    /// Smaller.
    public var down: ScaleSymbolEffect { self }
    /// Each layer in turn.
    public var byLayer: ScaleSymbolEffect { self }
    /// The whole symbol at once.
    public var wholeSymbol: ScaleSymbolEffect { self }
}

/// The symbol drawn in while active.
public struct AppearSymbolEffect: IndefiniteSymbolEffect {
    /// Each layer in turn.
    public var byLayer: AppearSymbolEffect { self }
    /// The whole symbol at once.
    public var wholeSymbol: AppearSymbolEffect { self }
}

/// The symbol drawn out while active.
public struct DisappearSymbolEffect: IndefiniteSymbolEffect {
    /// Each layer in turn.
    public var byLayer: DisappearSymbolEffect { self }
    /// The whole symbol at once.
    public var wholeSymbol: DisappearSymbolEffect { self }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// A bounce.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// A pulse.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// Layers coloured in turn.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// A scale while active.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    /// Drawn in while active.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    /// Drawn out while active.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

/// How a symbol effect plays: its speed and repeats.
public struct SymbolEffectOptions: Equatable, Sendable {
    let speed: Double
    let repeatCount: Int?

    /// Once, at its own speed.
    public static let `default` = SymbolEffectOptions(speed: 1, repeatCount: 1)
    /// Repeated for ever.
    public static let repeating = SymbolEffectOptions(speed: 1, repeatCount: nil)
    /// Played once.
    public static let nonRepeating = SymbolEffectOptions(speed: 1, repeatCount: 1)
    /// Played `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(speed: 1, repeatCount: count) }
    /// Played at `speed` times its own speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speed: speed, repeatCount: 1) }
}

extension View {
    /// Not available: EffectKit draws no symbol effects.
    @available(
        *, unavailable,
        message:
            "EffectKit draws no symbol effects (its symbols are one outline, with no layers to bounce or colour): play the motion on the Image with keyframeAnimator(initialValue:trigger:content:keyframes:) and scaleEffect, or withAnimation"
    )
    public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default, value: U) -> some View {
        self
    }

    /// Not available: EffectKit draws no symbol effects.
    @available(
        *, unavailable,
        message:
            "EffectKit draws no symbol effects (its symbols are one outline, with no layers to pulse or scale): animate the Image's opacity or scaleEffect with phaseAnimator(_:content:animation:) while it is active"
    )
    public func symbolEffect<T: IndefiniteSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View {
        self
    }
}
