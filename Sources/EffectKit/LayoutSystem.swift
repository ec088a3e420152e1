import Foundation

/// The constraint system of a view tree, solved as a whole as UIKit's layout engine solves it: every view placed by
/// constraints (`translatesAutoresizingMaskIntoConstraints` false) has four unknowns, its frame's x, y, width and
/// height in its superview; other views keep their frames. Required constraints hold exactly; optional ones (a
/// priority below 1000, and the hugging and compression resistance of intrinsic content sizes) hold as nearly as
/// they can, a higher priority before any number of lower ones (each level's summed error minimised in turn, by
/// `LinearProgram`). Required constraints that conflict are reported with the smallest set that conflicts, and the
/// last of that set is broken, as UIKit logs "Unable to simultaneously satisfy constraints"; an unknown the system
/// does not fix is reported as ambiguous and keeps its value.
@MainActor struct LayoutSystem {
    /// Frames of the views placed by constraints, in their superviews' coordinates, and what went wrong.
    struct Solution {
        var frames: [ObjectIdentifier: CGRect] = [:]
        var problems: [String] = []
    }

    /// `terms · unknowns + constant`, in points.
    struct Expression: Equatable {
        var terms: [Int: Double] = [:]
        var constant = 0.0

        static func + (a: Expression, b: Expression) -> Expression {
            var sum = a
            for (index, factor) in b.terms { sum.terms[index, default: 0] += factor }
            sum.constant += b.constant
            return sum
        }

        static func * (factor: Double, a: Expression) -> Expression {
            Expression(terms: a.terms.mapValues { $0 * factor }, constant: a.constant * factor)
        }

        static func constant(_ value: Double) -> Expression { Expression(constant: value) }
        static func unknown(_ index: Int) -> Expression { Expression(terms: [index: 1]) }
    }

    /// `expression (<=, ==, >=) 0` at `priority`; `text` says it as the code wrote it.
    struct Equation: Equatable {
        var expression: Expression
        var relation: NSLayoutConstraint.Relation
        var priority: Float
        var text: String
        /// The views it names that keep their frames (not the root): UIKit's autoresizing-mask constraints hold them.
        var keptFrames: [String] = []
        var isRequired: Bool { priority >= UILayoutPriority.required.rawValue }
    }

    private let root: UIView
    /// The views placed by constraints, in the order met; view `k`'s unknowns are `4k` … `4k + 3` (x, y, width, height).
    private var placed: [UIView] = []
    private var index: [ObjectIdentifier: Int] = [:]
    private var equations: [Equation] = []

    /// The system of every active constraint installed in `root`'s tree.
    init(root: UIView) {
        self.root = root
        var constraints: [NSLayoutConstraint] = []
        var relations: [LayoutRelation] = []
        func collect(_ view: UIView) {
            constraints += view.installedConstraints
            relations += view.installedRelations
            view.subviews.forEach(collect)
        }
        collect(root)
        let items = constraints.flatMap { [$0.first.view, $0.second?.view] } + relations.flatMap { $0.terms.map(\.item.view) }
        for view in items {
            guard let view, !view.translatesAutoresizingMaskIntoConstraints, index[ObjectIdentifier(view)] == nil, view !== root else { continue }
            index[ObjectIdentifier(view)] = placed.count
            placed.append(view)
        }
        for constraint in constraints {
            guard let equation = equation(of: constraint) else { continue }
            equations.append(equation)
        }
        for relation in relations {
            guard let equation = equation(of: relation) else { continue }
            equations.append(equation)
        }
        for view in placed { equations += intrinsicEquations(of: view) }
    }

    // MARK: Building

    private enum Axis { case x, y }

    /// The top-left corner of `view`'s frame (x or y) in the root's coordinates.
    private func origin(of view: UIView, _ axis: Axis) -> Expression? {
        if view === root { return .constant(Double(axis == .x ? view.bounds.minX : view.bounds.minY)) }
        guard let parent = view.superview, let base = origin(of: parent, axis) else { return nil }
        let boundsOrigin = Double(axis == .x ? parent.bounds.minX : parent.bounds.minY)
        let own: Expression =
            if let k = index[ObjectIdentifier(view)] {
                .unknown(4 * k + (axis == .x ? 0 : 1))
            } else {
                .constant(Double(axis == .x ? view.frame.minX : view.frame.minY))
            }
        return base + own + .constant(-boundsOrigin)
    }

    private func size(of view: UIView, _ axis: Axis) -> Expression {
        if let k = index[ObjectIdentifier(view)] { return .unknown(4 * k + (axis == .x ? 2 : 3)) }
        return .constant(Double(axis == .x ? view.bounds.width : view.bounds.height))
    }

    /// `attribute` of `item` in the root's coordinates; `nil` when the item left the tree.
    private func value(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute) -> Expression? {
        guard let view = item.view else { return nil }
        let insets = item.guide?.insets ?? .zero
        let axis: Axis = [.left, .right, .leading, .trailing, .centerX, .width].contains(attribute) ? .x : .y
        guard var start = origin(of: view, axis) else { return nil }
        var length = size(of: view, axis)
        if item.guide != nil {
            start = start + .constant(Double(axis == .x ? insets.left : insets.top))
            length = length + .constant(-Double(axis == .x ? insets.left + insets.right : insets.top + insets.bottom))
        }
        switch attribute {
        case .left, .leading, .top: return start
        case .right, .trailing, .bottom: return start + length
        case .centerX, .centerY: return start + 0.5 * length
        case .width, .height: return length
        case .notAnAttribute: return .constant(0)
        }
    }

    private func equation(of constraint: NSLayoutConstraint) -> Equation? {
        guard let first = value(constraint.first, constraint.firstAttribute) else { return nil }
        var second = Expression.constant(Double(constraint.constant))
        if let item = constraint.second, constraint.secondAttribute != .notAnAttribute {
            guard let other = value(item, constraint.secondAttribute) else { return nil }
            second = second + Double(constraint.multiplier) * other
        }
        return Equation(
            expression: first + (-1) * second, relation: constraint.relation, priority: constraint.priority.rawValue,
            text: LayoutDescription.of(constraint),
            keptFrames: [constraint.first.view, constraint.second?.view].compactMap { $0 }
                .filter { $0 !== root && $0.translatesAutoresizingMaskIntoConstraints }.map(LayoutDescription.name))
    }

    private func equation(of relation: LayoutRelation) -> Equation? {
        var sum = Expression.constant(0)
        for term in relation.terms {
            guard let value = value(term.item, term.attribute) else { return nil }
            sum = sum + term.factor * value
        }
        return Equation(expression: sum, relation: .equal, priority: relation.priority.rawValue, text: relation.text)
    }

    /// Hugging (at most the intrinsic size) and compression resistance (at least it), on each axis that has one.
    private func intrinsicEquations(of view: UIView) -> [Equation] {
        let intrinsic = view.intrinsicContentSize
        var found: [Equation] = []
        let name = LayoutDescription.name(of: view)
        for (axis, length, metric) in [(NSLayoutConstraint.Axis.horizontal, Axis.x, intrinsic.width), (.vertical, .y, intrinsic.height)] {
            guard metric != UIView.noIntrinsicMetric, metric >= 0 else { continue }
            let difference = size(of: view, length) + .constant(-Double(metric))
            let word = axis == .horizontal ? "width" : "height"
            let amount = LayoutDescription.number(Double(metric))
            let compression = view.contentCompressionResistancePriority(for: axis).rawValue
            let hugging = view.contentHuggingPriority(for: axis).rawValue
            found.append(
                Equation(
                    expression: difference, relation: .greaterThanOrEqual, priority: compression,
                    text: "\(name).\(word) >= \(amount) (compression resistance \(LayoutDescription.number(Double(compression))))"))
            found.append(
                Equation(
                    expression: difference, relation: .lessThanOrEqual, priority: hugging,
                    text: "\(name).\(word) <= \(amount) (hugging \(LayoutDescription.number(Double(hugging))))"))
        }
        return found
    }

    // MARK: Solving

    /// Solves the system: the frames, and the conflicts and ambiguities found.
    /// What a solution depends on: the views placed, their frames now (where an ambiguity keeps them), the equations.
    struct Question: Equatable {
        var views: [ObjectIdentifier]
        var frames: [CGRect]
        var equations: [Equation]
    }

    var question: Question { Question(views: placed.map(ObjectIdentifier.init), frames: placed.map(\.frame), equations: equations) }

    func solve() -> Solution {
        var solution = Solution()
        guard !equations.isEmpty else { return solution }
        var active = equations
        // Required constraints that cannot hold together: name the smallest set, break its last, again.
        while !Program(unknowns: placed.count * 4, equations: active.filter(\.isRequired)).linear.isFeasible {
            let conflict = smallestConflict(among: active.indices.filter { active[$0].isRequired }, in: active)
            guard let broken = conflict.last else { break }
            let texts = conflict.map { active[$0].text }
            var message = "Unable to simultaneously satisfy constraints: \(texts.joined(separator: "; ")); breaking \(active[broken].text)"
            let kept = keptFrames(in: conflict.map { active[$0] })
            if !kept.isEmpty {
                let verb = kept.count == 1 ? "keeps its frame" : "keep their frames"
                message += " (\(kept.joined(separator: ", ")) \(verb): translatesAutoresizingMaskIntoConstraints is true)"
            }
            solution.problems.append(message)
            active.remove(at: broken)
        }
        // Optional constraints, priority by priority: each level's least error kept while lower levels are solved.
        var caps: [(priority: Float, value: Double)] = []
        var program = Program(unknowns: placed.count * 4, equations: active)
        var point: [Double]?
        for priority in Set(active.filter { !$0.isRequired }.map(\.priority)).sorted(by: >) {
            guard case .optimal(let x, let value) = program.linear.minimize(program.errorObjective(priority: priority)) else { break }
            caps.append((priority, value))
            point = x
            program = Program(unknowns: placed.count * 4, equations: active, caps: caps)
        }
        if point == nil, case .optimal(let x, _) = program.linear.minimize([]) { point = x }
        guard var x = point.map(program.unknowns) else { return solution }
        // Unknowns the system leaves free: reported, and kept where they are.
        let unknowns = Array(0..<(placed.count * 4))
        let ambiguous = isFixed(unknowns, in: program) ? [] : unknowns.filter { !isFixed([$0], in: program) }
        if !ambiguous.isEmpty {
            let current = placed.flatMap { [$0.frame.minX, $0.frame.minY, $0.frame.width, $0.frame.height].map(Double.init) }
            let stays = ambiguous.map { ($0, current[$0]) }
            let pinned = Program(unknowns: placed.count * 4, equations: active, caps: caps, stays: stays)
            if case .optimal(let y, _) = pinned.linear.minimize(pinned.stayObjective) { x = pinned.unknowns(y) }
            solution.problems.append(ambiguityMessage(ambiguous, active))
        }
        for (k, view) in placed.enumerated() {
            let v = (0..<4).map { Self.snapped(x[4 * k + $0]) }
            solution.frames[ObjectIdentifier(view)] = CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
        }
        return solution
    }

    /// Whether every solution as good as the best gives `unknowns` the same values: the least and the greatest of a
    /// combination of them with unrelated weights (`sin(u + 1)`: no two cancel) are one — two programs for them all.
    private func isFixed(_ unknowns: [Int], in program: Program) -> Bool {
        let weights = unknowns.map { (unknown: $0, weight: unknowns.count == 1 ? 1 : sin(Double($0) + 1)) }
        guard case .optimal(_, let low) = program.linear.minimize(program.objective(of: weights, sign: 1)),
            case .optimal(_, let high) = program.linear.minimize(program.objective(of: weights, sign: -1))
        else { return false }
        return -high - low <= 1e-6
    }

    /// A set of the required `candidates` that cannot hold together, none of which can be left out (UIKit's list):
    /// each is dropped in turn and stays out while the rest still conflict.
    private func smallestConflict(among candidates: [Int], in active: [Equation]) -> [Int] {
        var kept = candidates
        for candidate in candidates {
            let without = kept.filter { $0 != candidate }
            if !Program(unknowns: placed.count * 4, equations: without.map { active[$0] }).linear.isFeasible { kept = without }
        }
        return kept
    }

    /// The views of `conflict` that keep their frames (not the root): UIKit's autoresizing-mask constraints.
    private func keptFrames(in conflict: [Equation]) -> [String] {
        conflict.flatMap(\.keptFrames).reduce(into: []) { names, name in if !names.contains(name) { names.append(name) } }
    }

    private func ambiguityMessage(_ ambiguous: [Int], _ active: [Equation]) -> String {
        let words = ["x", "y", "width", "height"]
        let parts = Dictionary(grouping: ambiguous, by: { $0 / 4 }).sorted { $0.key < $1.key }.map { k, unknowns in
            let view = placed[k]
            let related = active.filter { equation in (4 * k..<4 * k + 4).contains { equation.expression.terms[$0] != nil } }.map(\.text)
            let constraints = related.isEmpty ? "no constraints" : related.joined(separator: "; ")
            return "\(LayoutDescription.name(of: view))'s \(unknowns.map { words[$0 % 4] }.joined(separator: ", ")) (\(constraints))"
        }
        return "Ambiguous layout: nothing fixes \(parts.joined(separator: " and ")); they keep their values — add a constraint for each"
    }

    /// Exact where the simplex's arithmetic left a trace below a hundred-millionth of a point.
    private static func snapped(_ value: Double) -> CGFloat {
        let rounded = (value * 1e6).rounded() / 1e6
        return CGFloat(abs(rounded - value) < 1e-8 ? rounded : value)
    }

    /// The equations as a `LinearProgram`: each unknown `u` is `column(2u) − column(2u + 1)`; each inequality has a
    /// slack column, each optional equation error columns; `caps` keep a priority's summed error at most its value,
    /// `stays` add deviation columns from the values given.
    private struct Program {
        var linear: LinearProgram
        var errors: [Float: [Int]] = [:]
        var stayColumns: [Int] = []
        let unknownCount: Int

        init(unknowns: Int, equations: [Equation], caps: [(priority: Float, value: Double)] = [], stays: [(Int, Double)] = []) {
            unknownCount = unknowns
            var rows: [(terms: [Int: Double], rhs: Double)] = []
            var columns = 2 * unknowns
            func newColumn() -> Int {
                columns += 1
                return columns - 1
            }
            func terms(of expression: Expression) -> [Int: Double] {
                var result: [Int: Double] = [:]
                for (unknown, factor) in expression.terms where factor != 0 {
                    result[2 * unknown] = factor
                    result[2 * unknown + 1] = -factor
                }
                return result
            }
            for equation in equations {
                var row = terms(of: equation.expression)
                if !equation.isRequired {
                    let positive = newColumn()
                    errors[equation.priority, default: []].append(positive)
                    switch equation.relation {
                    case .equal:
                        let negative = newColumn()
                        errors[equation.priority, default: []].append(negative)
                        row[positive] = -1
                        row[negative] = 1
                    case .lessThanOrEqual: row[positive] = -1
                    case .greaterThanOrEqual: row[positive] = 1
                    }
                }
                switch equation.relation {
                case .equal: break
                case .lessThanOrEqual: row[newColumn()] = 1
                case .greaterThanOrEqual: row[newColumn()] = -1
                }
                rows.append((row, -equation.expression.constant))
            }
            for cap in caps {
                var row: [Int: Double] = [:]
                for column in errors[cap.priority] ?? [] { row[column] = 1 }
                row[newColumn()] = 1
                rows.append((row, cap.value))
            }
            for (unknown, value) in stays {
                let (above, below) = (newColumn(), newColumn())
                stayColumns += [above, below]
                rows.append(([2 * unknown: 1, 2 * unknown + 1: -1, above: -1, below: 1], value))
            }
            linear = LinearProgram(columns: columns)
            for (row, rhs) in rows {
                var dense = Array(repeating: 0.0, count: columns)
                for (column, factor) in row { dense[column] = factor }
                linear.add(dense, equals: rhs)
            }
        }

        func errorObjective(priority: Float) -> [Double] { objective(columns: errors[priority] ?? []) }
        var stayObjective: [Double] { objective(columns: stayColumns) }

        /// `sign` × the weighted sum of unknowns.
        func objective(of weights: [(unknown: Int, weight: Double)], sign: Double) -> [Double] {
            var c = Array(repeating: 0.0, count: linear.columns)
            for (unknown, weight) in weights {
                c[2 * unknown] = sign * weight
                c[2 * unknown + 1] = -sign * weight
            }
            return c
        }

        private func objective(columns: [Int]) -> [Double] {
            var c = Array(repeating: 0.0, count: linear.columns)
            for column in columns { c[column] = 1 }
            return c
        }

        /// The unknowns' values at a point of the program.
        func unknowns(_ x: [Double]) -> [Double] { (0..<unknownCount).map { x[2 * $0] - x[2 * $0 + 1] } }
    }
}
