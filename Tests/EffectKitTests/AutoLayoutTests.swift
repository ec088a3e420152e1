import EffectKit
import Foundation
import Testing

/// The constraint system solved as a whole, against frames worked by hand; conflicts and ambiguities as the stage's
/// problems, naming the constraints.
@MainActor @Suite struct AutoLayoutTests {
    /// A 300 × 300 stage and a view on it placed by constraints, named `box`.
    static func stageWithBox() -> (EffectStage, UIView) {
        let stage = EffectStage(width: 300, height: 300)
        let box = UIView(frame: CGRect(x: 5, y: 6, width: 7, height: 8))
        box.accessibilityIdentifier = "box"
        box.translatesAutoresizingMaskIntoConstraints = false
        stage.addSubview(box)
        return (stage, box)
    }

    /// Centred, 120 wide, height = width × 0.5: (150 − 60, 150 − 30, 120, 60); the width's constant to 200 moves the
    /// height with it on the next pass: (50, 100, 200, 100).
    @Test func anAspectRatioFollowsTheWidth() {
        let (stage, box) = Self.stageWithBox()
        let root = stage.view
        let width = box.widthAnchor.constraint(equalToConstant: 120)
        NSLayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            width,
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 90, y: 120, width: 120, height: 60))
        width.constant = 200
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 50, y: 100, width: 200, height: 100))
        #expect(stage.problems.isEmpty, "\(stage.problems)")
    }

    /// UIKit's first form, `NSLayoutConstraint(item:attribute:relatedBy:toItem:…)`, is the same constraint.
    @Test func theItemFormSolvesAsTheAnchors() {
        let (stage, box) = Self.stageWithBox()
        let root = stage.view
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: box, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1, constant: 30),
            NSLayoutConstraint(item: box, attribute: .top, relatedBy: .equal, toItem: root, attribute: .centerY, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: box, attribute: .right, relatedBy: .equal, toItem: root, attribute: .right, multiplier: 0.5, constant: 0),
            NSLayoutConstraint(
                item: box, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 10),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 30, y: 150, width: 120, height: 10))
        #expect(stage.problems.isEmpty, "\(stage.problems)")
    }

    /// width == 100 @750 wins over width == 200 @250; a required width <= 80 wins over both.
    @Test func aHigherPriorityWins() {
        let (stage, box) = Self.stageWithBox()
        let root = stage.view
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        wide.priority = .defaultLow
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        narrow.priority = .defaultHigh
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            box.heightAnchor.constraint(equalToConstant: 50), wide, narrow,
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 10, y: 10, width: 100, height: 50))
        box.widthAnchor.constraint(lessThanOrEqualToConstant: 80).isActive = true
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 10, y: 10, width: 80, height: 50))
        #expect(stage.problems.isEmpty, "\(stage.problems)")
    }

    /// At least 20 from each side, as wide as 400 at 999: the width the sides leave, 260, from x = 20.
    @Test func inequalitiesBoundAnOptionalWidth() {
        let (stage, box) = Self.stageWithBox()
        let root = stage.view
        let width = box.widthAnchor.constraint(equalToConstant: 400)
        width.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 20),
            box.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -20),
            box.topAnchor.constraint(equalTo: root.topAnchor), box.heightAnchor.constraint(equalToConstant: 10), width,
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 20, y: 0, width: 260, height: 10))
        #expect(stage.problems.isEmpty, "\(stage.problems)")
    }

    /// Two labels in a row (20 pt text: "Hello" 55 × 25, "World!" 66 × 25, 0.55 em a character, 1.21 em high):
    /// in 300 pt the one that hugs less (250 < 251) takes the room, 235; in 100 pt the one that resists compression
    /// less (749 < 750) gives way, 35.
    @Test(arguments: [(300.0, 235.0), (100.0, 35.0)]) func huggingAndCompressionShareARow(width: Double, second: Double) {
        let stage = EffectStage(width: 300, height: 300)
        let row = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 50))
        stage.addSubview(row)
        let (hello, world) = (UILabel(), UILabel())
        for (label, text) in [(hello, "Hello"), (world, "World!")] {
            label.text = text
            label.font = .systemFont(ofSize: 20)
            label.translatesAutoresizingMaskIntoConstraints = false
            row.addSubview(label)
        }
        #expect(hello.intrinsicContentSize == CGSize(width: 55, height: 25) && world.intrinsicContentSize == CGSize(width: 66, height: 25))
        world.setContentHuggingPriority(.defaultLow, for: .horizontal)
        world.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        NSLayoutConstraint.activate([
            hello.leadingAnchor.constraint(equalTo: row.leadingAnchor), hello.topAnchor.constraint(equalTo: row.topAnchor),
            world.leadingAnchor.constraint(equalTo: hello.trailingAnchor, constant: 10), world.topAnchor.constraint(equalTo: row.topAnchor),
            world.trailingAnchor.constraint(equalTo: row.trailingAnchor),
        ])
        stage.view.layoutIfNeeded()
        #expect(hello.frame == CGRect(x: 0, y: 0, width: 55, height: 25))
        #expect(world.frame == CGRect(x: 65, y: 0, width: second, height: 25))
        #expect(stage.problems.isEmpty, "\(stage.problems)")
    }

    /// A filled button sized by its title: "Like" at 17 pt is ceil(4 × 0.55 × 17) = 38 × ceil(1.21 × 17) = 21, and
    /// the filled style's insets (12 each side, 7 above and below) make 62 × 35, centred on the stage.
    @Test func aButtonTakesItsIntrinsicSize() {
        let stage = EffectStage(width: 300, height: 300)
        let button = UIButton()
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Like"
        button.configuration = configuration
        button.translatesAutoresizingMaskIntoConstraints = false
        stage.addSubview(button)
        NSLayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: stage.view.centerXAnchor), button.centerYAnchor.constraint(equalTo: stage.view.centerYAnchor),
        ])
        stage.view.layoutIfNeeded()
        #expect(button.frame == CGRect(x: 119, y: 132.5, width: 62, height: 35))
        #expect(stage.problems.isEmpty, "\(stage.problems)")
    }

    /// The safe area of the stage is its bounds (no bars, no rounded corners).
    @Test func theSafeAreaIsTheStage() {
        let (stage, box) = Self.stageWithBox()
        let guide = stage.view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8), box.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 8),
            box.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -8), box.heightAnchor.constraint(equalToConstant: 40),
        ])
        stage.view.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 8, y: 8, width: 284, height: 40))
        #expect(guide.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 300))
        #expect(stage.problems.isEmpty, "\(stage.problems)")
    }

    /// Two required widths: UIKit's message, naming both, and the last broken; the first holds.
    @Test func requiredConstraintsThatConflictAreAProblem() {
        let (stage, box) = Self.stageWithBox()
        let root = stage.view
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10), box.widthAnchor.constraint(equalToConstant: 100),
            box.widthAnchor.constraint(equalToConstant: 200),
        ])
        root.layoutIfNeeded()
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(
            stage.problems == [
                "at 0 ms: Unable to simultaneously satisfy constraints: box.width == 100; box.width == 200; breaking box.width == 200"
            ])
        #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
    }

    /// A constraint on a view that keeps its frame (`translatesAutoresizingMaskIntoConstraints` left true) conflicts
    /// with that frame, as UIKit's autoresizing-mask constraints do.
    @Test func aConstraintAgainstAKeptFrameIsAProblem() {
        let stage = EffectStage(width: 300, height: 300)
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        badge.accessibilityIdentifier = "badge"
        stage.addSubview(badge)
        badge.widthAnchor.constraint(equalToConstant: 50).isActive = true
        stage.view.layoutIfNeeded()
        #expect(
            stage.problems == [
                "at 0 ms: Unable to simultaneously satisfy constraints: badge.width == 50; breaking badge.width == 50 (badge keeps its frame: translatesAutoresizingMaskIntoConstraints is true)"
            ])
        #expect(badge.frame.width == 80)
    }

    /// A size and no position: the x and y are ambiguous, named with the view's constraints, and keep their values.
    @Test func anAmbiguousLayoutIsAProblem() {
        let (stage, box) = Self.stageWithBox()
        NSLayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 50)])
        stage.view.layoutIfNeeded()
        #expect(
            stage.problems == [
                "at 0 ms: Ambiguous layout: nothing fixes box's x, y (box.width == 100; box.height == 50); they keep their values — add a constraint for each"
            ])
        #expect(box.frame == CGRect(x: 5, y: 6, width: 100, height: 50))
    }
}
