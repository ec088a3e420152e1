import EffectModel
import Foundation

// Haptics and VoiceOver announcements, as an app makes them: the call compiles and runs as on iOS, and the stage
// records when it happened and what it was as the document's `feedback`, which the spec states ("Haptic: medium
// impact at 200 ms").

/// Records a feedback moment of `kind` on the running stage: `words` say what it was (`medium impact`).
@MainActor func noteFeedback(_ kind: Feedback.Kind, _ words: String) {
    EffectStage.current?.feedback(Feedback(kind, words, at: 0))
}

/// `UIImpactFeedbackGenerator`: a tap felt.
@MainActor public final class UIImpactFeedbackGenerator {
    /// The impact's weight.
    public enum FeedbackStyle: Sendable {
        /// Light.
        case light
        /// Medium.
        case medium
        /// Heavy.
        case heavy
        /// Soft.
        case soft
        /// Rigid.
        case rigid
    }

    private let style: FeedbackStyle

    /// A generator of `style` impacts.
    public init(style: FeedbackStyle) { self.style = style }

    /// Readies the engine (nothing to do here).
    public func prepare() {}

    /// Plays the impact: noted on the stage as a haptic, `<style> impact`.
    public func impactOccurred() { noteFeedback(.haptic, "\(style) impact") }

    /// Plays the impact at `intensity` (0…1).
    public func impactOccurred(intensity: CGFloat) { noteFeedback(.haptic, "\(style) impact at intensity \(Double(intensity).shortDescription)") }
}

/// `UINotificationFeedbackGenerator`: success, warning or error felt.
@MainActor public final class UINotificationFeedbackGenerator {
    /// The outcome felt.
    public enum FeedbackType: Sendable {
        /// Success.
        case success
        /// Warning.
        case warning
        /// Error.
        case error
    }

    /// A generator.
    public init() {}

    /// Readies the engine (nothing to do here).
    public func prepare() {}

    /// Plays `type`: noted on the stage as a haptic, `<type> notification`.
    public func notificationOccurred(_ type: FeedbackType) { noteFeedback(.haptic, "\(type) notification") }
}

/// `UISelectionFeedbackGenerator`: a selection's tick felt.
@MainActor public final class UISelectionFeedbackGenerator {
    /// A generator.
    public init() {}

    /// Readies the engine (nothing to do here).
    public func prepare() {}

    /// Plays the tick: noted on the stage as a haptic, `selection changed`.
    public func selectionChanged() { noteFeedback(.haptic, "selection changed") }
}

/// `UIAccessibility`: what VoiceOver is told.
public enum UIAccessibility {
    /// `UIAccessibility.Notification`.
    public struct Notification: Sendable, Equatable {
        let name: String
        /// Speak the argument (a `String`).
        public static let announcement = Notification(name: "announcement")
        /// The layout changed (argument: the element to focus).
        public static let layoutChanged = Notification(name: "layout changed")
        /// The screen changed (argument: the element to focus).
        public static let screenChanged = Notification(name: "screen changed")
    }

    /// Posts `notification`: noted on the stage as VoiceOver, `<notification>` with what is spoken — a `String`
    /// argument, or a view's `accessibilityLabel` and `accessibilityValue` ("Like, liked").
    @MainActor public static func post(notification: Notification, argument: Any?) {
        let view = argument as? UIView
        let spoken = (argument as? String) ?? view.map { [$0.accessibilityLabel, $0.accessibilityValue].compactMap { $0 }.joined(separator: ", ") }
        noteFeedback(.voiceOver, "\(notification.name)" + (spoken.flatMap { $0.isEmpty ? nil : " \"\($0)\"" } ?? ""))
    }
}
