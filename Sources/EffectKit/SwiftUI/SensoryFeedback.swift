import EffectModel
import Foundation

/// SwiftUI's `SensoryFeedback` (iOS 17): a haptic played when a value changes (`sensoryFeedback(_:trigger:)`). It
/// draws nothing; the stage records a haptic iOS plays as the document's `feedback` at the update that played it, in
/// the words UIKit's generators use (`medium impact`, `success notification`, `selection changed`), which the spec
/// states. Feedback iOS does not play (watchOS's `start` and `stop`, macOS's `alignment` and `levelChange`) is
/// accepted and recorded as nothing, as an iPhone feels nothing.
public struct SensoryFeedback: Equatable, Sendable {
    /// What is felt on iOS (`nil`: nothing).
    let haptic: String?

    /// An activity started (watchOS only: nothing on iOS).
    public static let start = SensoryFeedback(haptic: nil)
    /// An activity stopped (watchOS only: nothing on iOS).
    public static let stop = SensoryFeedback(haptic: nil)
    /// A dragged item lined up (macOS only: nothing on iOS).
    public static let alignment = SensoryFeedback(haptic: nil)
    /// A move between discrete levels of pressure (macOS only: nothing on iOS).
    public static let levelChange = SensoryFeedback(haptic: nil)
    /// A value fell below a significant threshold.
    public static let decrease = SensoryFeedback(haptic: "decrease")
    /// A value rose above a significant threshold.
    public static let increase = SensoryFeedback(haptic: "increase")
    /// A UI element's value is changing: UIKit's selection tick.
    public static let selection = SensoryFeedback(haptic: "selection changed")
    /// A task completed: UIKit's success notification.
    public static let success = SensoryFeedback(haptic: "success notification")
    /// A task produced a warning: UIKit's warning notification.
    public static let warning = SensoryFeedback(haptic: "warning notification")
    /// A task failed: UIKit's error notification.
    public static let error = SensoryFeedback(haptic: "error notification")
    /// A drawn path completed (iOS 17.5).
    public static let pathComplete = SensoryFeedback(haptic: "path complete")
    /// UI elements colliding: UIKit's impact at its default weight, medium.
    public static let impact = SensoryFeedback(haptic: "medium impact")

    /// The weight of the objects an impact collides.
    public struct Weight: Equatable, Sendable {
        let name: String
        /// Small or light objects.
        public static let light = Weight(name: "light")
        /// Medium-sized objects.
        public static let medium = Weight(name: "medium")
        /// Large or heavy objects.
        public static let heavy = Weight(name: "heavy")
    }

    /// The flexibility of the objects an impact collides.
    public struct Flexibility: Equatable, Sendable {
        let name: String
        /// Hard, inflexible objects.
        public static let rigid = Flexibility(name: "rigid")
        /// Solid objects of medium flexibility.
        public static let solid = Flexibility(name: "solid")
        /// Soft, flexible objects.
        public static let soft = Flexibility(name: "soft")
    }

    /// An impact of objects of `weight`, at `intensity` (1: full).
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        impact(weight.name, intensity: intensity)
    }

    /// An impact of objects of `flexibility`, at `intensity` (1: full).
    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        impact(flexibility.name, intensity: intensity)
    }

    /// `<kind> impact`, with its intensity when not full (as `impactOccurred(intensity:)` is recorded).
    private static func impact(_ kind: String, intensity: Double) -> SensoryFeedback {
        SensoryFeedback(haptic: "\(kind) impact" + (intensity == 1 ? "" : " at intensity \(intensity.shortDescription)"))
    }
}

extension View {
    /// Plays `feedback` each time `trigger` changes.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        sensoryFeedback(trigger: trigger) { feedback }
    }

    /// Plays `feedback` each time `trigger` changes and `condition(old, new)` is true.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool) -> some View {
        sensoryFeedback(trigger: trigger) { old, new in condition(old, new) ? feedback : nil }
    }

    /// Plays the feedback `feedback()` gives (`nil`: none) each time `trigger` changes.
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?) -> some View {
        sensoryFeedback(trigger: trigger) { _, _ in feedback() }
    }

    /// Plays the feedback `feedback(old, new)` gives (`nil`: none) each time `trigger` changes.
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?) -> some View {
        ModifiedView(
            content: self, kind: "sensoryFeedback",
            environment: { context in
                let key = context.path + "/sensoryFeedback"
                let old = context.host.lastValue(at: key) as? T
                guard context.host.valueChanged(trigger, at: key), let old, let haptic = feedback(old, trigger)?.haptic else { return }
                context.host.soon { noteFeedback(.haptic, haptic) }
            })
    }
}
