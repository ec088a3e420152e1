import EffectKit

/// A control as an app writes one in the Swift 6 language mode: `@MainActor` as UIKit's classes are, its own
/// `init(frame:)`, and `DispatchQueue.main.asyncAfter { [weak self] in … }` from an action. On a tap it dims to 0.5,
/// and 0.2 s later fades back to 1 in 0.1 s. SwiftSourceTests compiles this file in Swift 6 with warnings as errors.
@MainActor final class PulseControl: UIControl {
    private let dimmedAlpha: CGFloat = 0.5

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBlue
        addAction(UIAction { [weak self] _ in self?.pulse() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func pulse() {
        alpha = dimmedAlpha
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { [weak self] in
            self?.settle()
        }
    }

    private func settle() {
        UIView.animate(withDuration: 0.1) { self.alpha = 1 }
    }
}
