import EffectModel

/// A haptic or a VoiceOver announcement of the document (`feedback`) as the UIKit call that makes it, which EffectKit
/// records back as the same words: `UIImpactFeedbackGenerator(style: .medium).impactOccurred()` for "medium impact",
/// `UIAccessibility.post(notification: .announcement, argument: "Liked")` for `announcement "Liked"`. Words no call
/// says (a hand-written document's) become a comment.
enum FeedbackSource {
    /// The statement that makes `item`.
    static func statement(_ item: Feedback) -> String {
        call(item) ?? "// \(item.kind == .haptic ? "Haptic" : "VoiceOver"): \(SwiftLiteral.comment(item.words)) (no UIKit call says this)"
    }

    /// What is felt or heard, as a constant's subject: `haptic`, `announcement`.
    static func subject(_ item: Feedback) -> String { item.kind == .haptic ? "haptic" : "announcement" }

    private static let impactStyles: Set<String> = ["light", "medium", "heavy", "soft", "rigid"]
    private static let notificationTypes: Set<String> = ["success", "warning", "error"]
    private static let notifications = ["announcement": "announcement", "layout changed": "layoutChanged", "screen changed": "screenChanged"]

    private static func call(_ item: Feedback) -> String? {
        let words = item.words
        switch item.kind {
        case .haptic:
            if words == "selection changed" { return "UISelectionFeedbackGenerator().selectionChanged()" }
            let parts = words.split(separator: " ").map(String.init)
            if parts.count == 2, parts[1] == "notification", notificationTypes.contains(parts[0]) {
                return "UINotificationFeedbackGenerator().notificationOccurred(.\(parts[0]))"
            }
            guard parts.count >= 2, parts[1] == "impact", impactStyles.contains(parts[0]) else { return nil }
            let generator = "UIImpactFeedbackGenerator(style: .\(parts[0]))"
            if parts.count == 2 { return "\(generator).impactOccurred()" }
            guard parts.count == 5, parts[2] == "at", parts[3] == "intensity", let intensity = Double(parts[4]), intensity.isFinite else {
                return nil
            }
            return "\(generator).impactOccurred(intensity: \(SwiftLiteral.number(intensity)))"
        case .voiceOver:
            // `announcement "Liked"`: the notification's words, then what is spoken in quotes.
            let (name, spoken): (Substring, String?) =
                if let quote = words.firstIndex(of: "\""), words.hasSuffix("\""), words.index(after: quote) < words.endIndex {
                    (words[..<quote].dropLast(), String(words[words.index(after: quote)..<words.index(before: words.endIndex)]))
                } else {
                    (words[...], nil)
                }
            guard let notification = notifications[String(name)], words[name.endIndex...].isEmpty || spoken != nil else { return nil }
            return "UIAccessibility.post(notification: .\(notification), argument: \(spoken.map(SwiftLiteral.string) ?? "nil"))"
        }
    }
}
