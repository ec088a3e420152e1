import EffectKit

/// Each example hosted on a stage, tapped as a user would, and recorded.
@MainActor enum Reviews {
    /// The like button on a 200 × 100 stage, tapped at 0.2 s, and again at 0.35 s while its spring is still moving.
    static func likeButton() -> EffectDocument {
        let stage = EffectStage(width: 200, height: 100)
        stage.host(LikeButton())
        stage.tap(at: CGPoint(x: 100, y: 50), time: 0.2)
        stage.tap(at: CGPoint(x: 100, y: 50), time: 0.35)
        return stage.record(name: "swiftui-like-button", title: "Like button, SwiftUI", duration: 1.4)
    }

    /// The settings switch on a 120 × 80 stage, tapped on at 0.2 s.
    static func settingsToggle() -> EffectDocument {
        let stage = EffectStage(width: 120, height: 80)
        stage.host(SettingsToggle())
        stage.tap(at: CGPoint(x: 60, y: 40), time: 0.2)
        return stage.record(name: "swiftui-toggle", title: "Settings switch, SwiftUI", duration: 1)
    }

    /// The segmented control on a 340 × 80 stage: "Month" tapped at 0.2 s, "Week" at 0.9 s.
    static func segmentedPicker() -> EffectDocument {
        let stage = EffectStage(width: 340, height: 80)
        stage.host(SegmentedPicker())
        stage.tap(at: CGPoint(x: 270, y: 40), time: 0.2)
        stage.tap(at: CGPoint(x: 170, y: 40), time: 0.9)
        return stage.record(name: "swiftui-segmented-control", title: "Segmented control, SwiftUI", duration: 1.6)
    }

    /// The typing indicator on a 120 × 80 stage, for two of its bounces.
    static func typingIndicator() -> EffectDocument {
        let stage = EffectStage(width: 120, height: 80)
        stage.host(TypingIndicator())
        return stage.record(name: "swiftui-typing-indicator", title: "Typing indicator, SwiftUI", duration: 1.6)
    }
}
