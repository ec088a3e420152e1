import EffectEngine
import EffectKit
import EffectModel
import Foundation
import Testing

/// The seeds' UIKit code, run on a stage, shows what their templates show: every presentation value of the touched
/// layers, sampled at 120 Hz over the review window, equal to the template's (to 1e-9).
@Suite(.serialized) struct SeedSceneTests {
    static let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Templates")

    /// Compares `keyPaths` of `pairs` (recorded id, template id) between the two documents.
    static func expectSameMotion(_ recorded: EffectDocument, _ template: String, pairs: [(String, String)], keyPaths: [AnimatableKeyPath],
                                 sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let original = try EffectDocument(contentsOf: templates.appendingPathComponent("\(template).json"))
        let (a, b) = (Sampler(scene: try Scene(document: recorded)), Sampler(scene: try Scene(document: original)))
        let steps = Int((original.effectiveDuration * 120).rounded())
        var compared = 0
        for step in 0...steps {
            let t = Double(step) / 120
            for (mine, theirs) in pairs {
                for keyPath in keyPaths {
                    let (x, y) = (a.value(keyPath, of: mine, at: t), b.value(keyPath, of: theirs, at: t))
                    compared += 1
                    guard let x, let y else {
                        #expect(x == nil && y == nil, "\(mine) \(keyPath) at \(t): \(String(describing: x)) vs \(String(describing: y))", sourceLocation: sourceLocation)
                        continue
                    }
                    let close = zip(x.components, y.components).allSatisfy { abs($0 - $1) < 1e-9 } && x.components.count == y.components.count
                    #expect(close, "\(mine) \(keyPath) at \(t): \(x) vs \(y)", sourceLocation: sourceLocation)
                }
            }
        }
        #expect(compared > 100, sourceLocation: sourceLocation)
    }

    /// Seed 001: a button whose `isHighlighted` runs `UIView.animate(withDuration: 0, …)`.
    @Test func aHighlightedButtonScalesAsTheTemplate() throws {
        final class ScaleButton: UIControl {
            override var isHighlighted: Bool {
                didSet {
                    UIView.animate(withDuration: 0, delay: 0, options: .curveLinear) {
                        self.transform = self.isHighlighted ? CGAffineTransform(scaleX: 1.3, y: 1.3) : .identity
                        self.alpha = self.isHighlighted ? 0.8 : 1
                    }
                }
            }
        }
        let stage = EffectStage(width: 200, height: 200)
        let button = ScaleButton(frame: CGRect(x: 40, y: 40, width: 120, height: 120))
        button.layer.name = "button"
        button.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.12)
        button.layer.cornerRadius = 25
        stage.addSubview(button)
        stage.touch(button, at: CGPoint(x: 60, y: 60), down: 0.2, up: 0.6)
        let document = stage.record(name: "tap-highlight", duration: 0.8)
        #expect(stage.problems.isEmpty, "\(stage.problems)")
        try Self.expectSameMotion(document, "tap-highlight", pairs: [("button", "button")], keyPaths: [.scale, .opacity, .position])
        #expect(document.interactions.count == 1 && document.interactions[0].layerID == "button")
        #expect(try EffectDocument(json: Array(try document.jsonText().utf8)) == document)
    }

    /// Seed 002, as the article writes it (target–action as `addAction`, `@objc` removed).
    @Test func theFloatingButtonOpensAndClosesAsTheTemplate() throws {
        final class FloatingButtonViewController: UIViewController {
            private lazy var floatingButton: UIButton = {
                let button = UIButton()
                var config = UIButton.Configuration.filled()
                config.baseBackgroundColor = .systemPink
                config.cornerStyle = .capsule
                config.image = UIImage(systemName: "plus")?.withConfiguration(UIImage.SymbolConfiguration(pointSize: 20, weight: .medium))
                button.configuration = config
                button.layer.shadowRadius = 10
                button.layer.shadowOpacity = 0.3
                button.addAction(UIAction { [weak self] _ in self?.didTapFloatingButton() }, for: .touchUpInside)
                return button
            }()

            private let writeButton: UIButton = {
                let button = UIButton()
                var config = UIButton.Configuration.filled()
                config.baseBackgroundColor = .systemPink
                config.cornerStyle = .capsule
                config.image = UIImage(systemName: "pencil")?.withConfiguration(UIImage.SymbolConfiguration(pointSize: 20, weight: .medium))
                button.configuration = config
                button.layer.shadowRadius = 10
                button.layer.shadowOpacity = 0.3
                button.alpha = 0.0
                return button
            }()

            private var isActive: Bool = false {
                didSet { showActionButtons() }
            }

            var fab: UIButton { floatingButton }
            var pencil: UIButton { writeButton }

            override func viewDidLoad() {
                super.viewDidLoad()
                setUI()
            }

            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                floatingButton.frame = CGRect(x: view.frame.size.width - 60 - 8 - 20, y: view.frame.size.height - 60 - 8 - 40, width: 60, height: 60)
                writeButton.frame = CGRect(x: view.frame.size.width - 60 - 8 - 20, y: view.frame.size.height - 60 - 80 - 8 - 40, width: 60, height: 60)
            }

            private func setUI() {
                view.backgroundColor = .systemBackground
                view.addSubview(floatingButton)
                view.addSubview(writeButton)
            }

            private func didTapFloatingButton() {
                isActive.toggle()
            }

            private func showActionButtons() {
                popButtons()
                rotateFloatingButton()
            }

            private func popButtons() {
                if isActive {
                    writeButton.layer.transform = CATransform3DMakeScale(0.4, 0.4, 1)
                    UIView.animate(withDuration: 0.3, delay: 0.2, usingSpringWithDamping: 0.55, initialSpringVelocity: 0.3, options: [.curveEaseInOut], animations: { [weak self] in
                        guard let self = self else { return }
                        self.writeButton.layer.transform = CATransform3DIdentity
                        self.writeButton.alpha = 1.0
                    })
                } else {
                    UIView.animate(withDuration: 0.15, delay: 0.2, options: []) { [weak self] in
                        guard let self = self else { return }
                        self.writeButton.layer.transform = CATransform3DMakeScale(0.4, 0.4, 0.1)
                        self.writeButton.alpha = 0.0
                    }
                }
            }

            private func rotateFloatingButton() {
                let animation = CABasicAnimation(keyPath: "transform.rotation.z")
                let fromValue = isActive ? 0 : CGFloat.pi / 4
                let toValue = isActive ? CGFloat.pi / 4 : 0
                animation.fromValue = fromValue
                animation.toValue = toValue
                animation.duration = 0.3
                animation.fillMode = .forwards
                animation.isRemovedOnCompletion = false
                floatingButton.layer.add(animation, forKey: nil)
            }
        }
        let stage = EffectStage(width: 200, height: 260)
        let controller = FloatingButtonViewController()
        stage.present(controller)
        controller.fab.layer.name = "fab"
        controller.pencil.layer.name = "pencil"
        // The template toggles at 0.1 s and 1 s: touch up inside then.
        stage.tap(controller.fab, at: 0.1 - 1.0 / 60)
        stage.tap(controller.fab, at: 1 - 1.0 / 60)
        let document = stage.record(name: "floating-button", duration: 1.6)
        #expect(stage.problems.isEmpty, "\(stage.problems)")
        try Self.expectSameMotion(document, "floating-button", pairs: [("fab", "fab"), ("pencil", "fab/action-1")],
                                  keyPaths: [.rotation, .scale, .opacity, .position, .bounds, .backgroundColor, .cornerRadius])
        #expect(try EffectDocument(json: Array(try document.jsonText().utf8)) == document)
    }
}
