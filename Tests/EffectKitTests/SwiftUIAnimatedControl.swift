import EffectKit

/// A control whose motion is written with SwiftUI's animation API, as an iOS 18 app animates UIKit views: on a tap it
/// springs to 1.2× (`.bouncy(duration: 0.4)`), and when that has settled eases its opacity to 0.6 over 0.2 s; the
/// tap count is kept in the completion. SwiftSourceTests compiles this file in Swift 6 with warnings as errors.
@MainActor final class SwiftUIAnimatedControl: UIControl {
    private(set) var settledTaps = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBlue
        addAction(UIAction { [weak self] _ in self?.grow() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func grow() {
        withAnimation(.bouncy(duration: 0.4)) {
            transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
        } completion: { [weak self] in
            self?.settle()
        }
    }

    private func settle() {
        settledTaps += 1
        var transaction = Transaction(animation: .easeInOut(duration: 0.2))
        transaction.addAnimationCompletion {}
        withTransaction(transaction) { alpha = 0.6 }
    }
}
