import EffectExport
import EffectKit
import EffectModel
import Foundation
import Testing

extension SwiftSourceTests {
    /// A like button recorded as an app writes it (a tap's lift dissolves the heart, springs it and plays a medium
    /// impact): its Swift plays the haptic at the lift (`UIImpactFeedbackGenerator(style: .medium).impactOccurred()`
    /// in the lift's function), and records the same feedback and frames again.
    @MainActor @Test func aRecordedLikeButtonRoundTripsWithItsHaptic() throws {
        let stage = EffectStage(width: 100, height: 100, background: .white)
        let button = HapticLikeButton(frame: CGRect(x: 26, y: 26, width: 48, height: 48))
        stage.addSubview(button)
        stage.tap(button, at: 0.1)
        let recorded = stage.record(name: "haptic-like", duration: 1)
        #expect(recorded.feedback == [Feedback(.haptic, "medium impact", at: 0.1 + Interaction.tapLength)])
        let source = try SwiftSource(document: recorded).text
        #expect(source.contains("UIImpactFeedbackGenerator(style: .medium).impactOccurred()"), "\(source)")
        let again = try #require(try Self.compileAndRun([recorded]).documents["haptic-like"])
        #expect(again.feedback == recorded.feedback)
        try Self.expectSameFrames(recorded, again)
    }
}

/// The like button of `aRecordedLikeButtonRoundTripsWithItsHaptic`: an app's, with a haptic on the tap.
@MainActor private final class HapticLikeButton: UIControl {
    let heart = CAShapeLayer()
    private(set) var isLiked = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        heart.frame = bounds
        heart.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 8, dy: 8)).cgPath
        heart.fillColor = UIColor.systemGray.cgColor
        layer.addSublayer(heart)
        addAction(UIAction { [weak self] _ in self?.toggle() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { nil }

    func toggle() {
        isLiked.toggle()
        transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
        UIView.animate(springDuration: 0.4, bounce: 0.5) { self.transform = .identity }
        UIImpactFeedbackGenerator(style: .medium).impactOccurred()
    }
}
