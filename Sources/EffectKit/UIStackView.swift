import Foundation

/// `UIStackView`: lays its arranged subviews out in a row (`.horizontal`) or a column (`.vertical`) with the
/// constraints UIKit's stack view makes, solved with the rest of the tree's: the first and last pinned to its edges,
/// `spacing` points between neighbours, sizes by `distribution`, placement across by `alignment`. Its arranged
/// subviews are placed by constraints (`translatesAutoresizingMaskIntoConstraints` false). Baseline alignments align
/// the top or bottom edges (EffectKit keeps no baselines); a hidden arranged subview keeps its place.
open class UIStackView: UIView {
    /// `UIStackView.Distribution`: sizes and places along the axis.
    public enum Distribution: Int, Sendable {
        /// The views fill the axis, stretched or shrunk by their hugging and compression resistance.
        case fill
        /// The views fill the axis at one size.
        case fillEqually
        /// The views fill the axis in proportion to their intrinsic sizes.
        case fillProportionally
        /// The views keep their sizes; the gaps are equal, at least `spacing`.
        case equalSpacing
        /// The views keep their sizes; their centres are equally far apart, the gaps at least `spacing`.
        case equalCentering
    }

    /// `UIStackView.Alignment`: places across the axis.
    public enum Alignment: Int, Sendable {
        /// Each view as wide (tall) as the stack across.
        case fill
        /// Against the leading (top) edge.
        case leading
        /// Against the top edge (EffectKit: no baselines).
        case firstBaseline
        /// Centred.
        case center
        /// Against the trailing (bottom) edge.
        case trailing
        /// Against the bottom edge (EffectKit: no baselines).
        case lastBaseline

        /// Against the top edge, in a horizontal stack.
        public static let top = Alignment.leading
        /// Against the bottom edge, in a horizontal stack.
        public static let bottom = Alignment.trailing
    }

    /// The views it lays out, in order.
    public private(set) var arrangedSubviews: [UIView] = []
    /// The way it stacks (default `.horizontal`).
    public var axis = NSLayoutConstraint.Axis.horizontal { didSet { arrange() } }
    /// Points between neighbours (the least, for the equal distributions).
    public var spacing: CGFloat = 0 { didSet { arrange() } }
    /// Placement across the axis (default `.fill`).
    public var alignment = Alignment.fill { didSet { arrange() } }
    /// Sizes and places along the axis (default `.fill`).
    public var distribution = Distribution.fill { didSet { arrange() } }

    /// The constraints it made for its arranged subviews.
    private var made: [NSLayoutConstraint] = []

    /// A stack view at `frame`.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// A stack view of `views`, in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Not available: there are no nibs or storyboards.
    public required init?(coder: NSCoder) { nil }

    /// Adds `view` at the end of the arranged subviews (and as a subview when it is not one).
    public func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    /// Inserts `view` at `stackIndex` among the arranged subviews (and as a subview when it is not one).
    public func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        arrange()
    }

    /// Takes `view` out of the arranged subviews; it stays a subview, as in UIKit.
    public func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        arrange()
    }

    /// A subview taken out is no longer arranged.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) {
            arrangedSubviews.removeAll { $0 === subview }
            arrange()
        }
    }

    /// Replaces its constraints by those of the arrangement now.
    private func arrange() {
        NSLayoutConstraint.deactivate(made)
        installedRelations = []
        made = []
        let views = arrangedSubviews
        guard let first = views.first, let last = views.last else { return setNeedsLayout() }
        let along = axis == .horizontal ? StackAxis.horizontal : .vertical
        let across = along.other
        pin(first, along.start, .equal, self, along.start)
        pin(last, along.end, .equal, self, along.end)
        for (a, b) in zip(views, views.dropFirst()) {
            let gap: NSLayoutConstraint.Relation = [.fill, .fillEqually, .fillProportionally].contains(distribution) ? .equal : .greaterThanOrEqual
            pin(b, along.start, gap, a, along.end, constant: spacing)
        }
        distribute(views, along: along)
        for view in views { align(view, across: across) }
        if alignment != .fill, !translatesAutoresizingMaskIntoConstraints {
            // As UIKit's stack view, it is as wide (tall) across as its widest (tallest) view when nothing else says.
            let fit = NSLayoutConstraint(LayoutItem(self), across.size, .equal, nil, .notAnAttribute, constant: 0)
            fit.priority = .fittingSizeLevel - 1
            made.append(fit)
        }
        NSLayoutConstraint.activate(made)
        setNeedsLayout()
    }

    /// Adds a constraint `a.attribute relation b.other × multiplier + constant` to those the arrangement makes.
    private func pin(
        _ a: UIView, _ attribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation, _ b: UIView,
        _ other: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0, priority: UILayoutPriority = .required
    ) {
        let constraint = NSLayoutConstraint(LayoutItem(a), attribute, relation, LayoutItem(b), other, multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.identifier = "UISV-\(distribution)"
        made.append(constraint)
    }

    /// The distribution's sizes and spacing along the stack: equal sizes, sizes in proportion to the intrinsic
    /// ones, or each gap (or centre-to-centre distance) equal to the first.
    private func distribute(_ views: [UIView], along: StackAxis) {
        guard let first = views.first else { return }
        switch distribution {
        case .fill: break
        case .fillEqually:
            for view in views.dropFirst() { pin(view, along.size, .equal, first, along.size) }
        case .fillProportionally:
            let sizes = views.map { along.length(of: $0.intrinsicContentSize) }
            if let base = sizes.first, base > 0, sizes.allSatisfy({ $0 >= 0 && $0 != UIView.noIntrinsicMetric }) {
                for (view, size) in zip(views, sizes).dropFirst() {
                    pin(view, along.size, .equal, first, along.size, multiplier: size / base, priority: .required - 1)
                }
            }
        case .equalSpacing, .equalCentering:
            // Each gap (or centre-to-centre distance) equal to the first: a relation of four edges.
            let (from, to) = distribution == .equalSpacing ? (along.end, along.start) : (along.centre, along.centre)
            let pairs = Array(zip(views, views.dropFirst()))
            for (a, b) in pairs.dropFirst() {
                let (a0, b0) = pairs[0]
                installedRelations.append(
                    LayoutRelation(
                        terms: [(LayoutItem(b), to, 1), (LayoutItem(a), from, -1), (LayoutItem(b0), to, -1), (LayoutItem(a0), from, 1)],
                        priority: distribution == .equalSpacing ? .required : .required - 1,
                        text:
                            "UISV-\(distribution): \(LayoutDescription.name(of: b)) as far from \(LayoutDescription.name(of: a)) as \(LayoutDescription.name(of: b0)) from \(LayoutDescription.name(of: a0))"
                    ))
            }
        }
    }

    /// The alignment's constraints across the stack for one arranged view.
    private func align(_ view: UIView, across: StackAxis) {
        switch alignment {
        case .fill:
            pin(view, across.start, .equal, self, across.start)
            pin(view, across.end, .equal, self, across.end)
        case .leading, .firstBaseline:
            pin(view, across.start, .equal, self, across.start)
            pin(view, across.end, .lessThanOrEqual, self, across.end)
        case .center:
            pin(view, across.centre, .equal, self, across.centre)
            pin(view, across.start, .greaterThanOrEqual, self, across.start)
        case .trailing, .lastBaseline:
            pin(view, across.end, .equal, self, across.end)
            pin(view, across.start, .greaterThanOrEqual, self, across.start)
        }
    }
}

/// The attributes of one way of a stack.
private enum StackAxis {
    case horizontal, vertical

    var other: StackAxis { self == .horizontal ? .vertical : .horizontal }
    var start: NSLayoutConstraint.Attribute { self == .horizontal ? .leading : .top }
    var end: NSLayoutConstraint.Attribute { self == .horizontal ? .trailing : .bottom }
    var centre: NSLayoutConstraint.Attribute { self == .horizontal ? .centerX : .centerY }
    var size: NSLayoutConstraint.Attribute { self == .horizontal ? .width : .height }
    func length(of size: CGSize) -> CGFloat { self == .horizontal ? size.width : size.height }
}

/// A required or optional relation of several items' attributes that one `NSLayoutConstraint` cannot state (a stack
/// view's equal gaps): `Σ factor × item.attribute == 0`, at `priority`; `text` names it in problems.
@MainActor struct LayoutRelation {
    var terms: [(item: LayoutItem, attribute: NSLayoutConstraint.Attribute, factor: Double)]
    var priority: UILayoutPriority
    var text: String
}
