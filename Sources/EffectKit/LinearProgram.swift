/// A linear program in standard form — minimise `objective · x` subject to `rows` (each `coefficients · x = rhs`)
/// and `x ≥ 0` — solved by the two-phase simplex method on a dense tableau with Bland's rule (no cycling). The layout
/// engine builds one per question it asks of a constraint system; its systems have tens of columns.
struct LinearProgram {
    /// One equation: `coefficients · x = rhs`.
    struct Row {
        var coefficients: [Double]
        var rhs: Double
    }

    /// What the program has.
    enum Outcome: Equatable {
        /// A minimum: the point and the objective's value there.
        case optimal(x: [Double], value: Double)
        /// No `x ≥ 0` satisfies the rows.
        case infeasible
        /// The objective falls without bound.
        case unbounded
    }

    /// The number of variables.
    var columns: Int
    var rows: [Row] = []

    /// Values this close to zero count as zero (the systems are in points).
    static let tolerance = 1e-9
    /// Phase one's least sum of artificial variables at most this: the rows hold (to a ten-millionth of a point).
    static let feasibilityTolerance = 1e-7

    /// Adds `coefficients · x = rhs` (missing trailing coefficients are 0).
    mutating func add(_ coefficients: [Double], equals rhs: Double) {
        var padded = coefficients
        padded += Array(repeating: 0, count: max(0, columns - padded.count))
        rows.append(Row(coefficients: padded, rhs: rhs))
    }

    /// Whether some `x ≥ 0` satisfies the rows.
    var isFeasible: Bool { minimize(Array(repeating: 0, count: columns)) != .infeasible }

    /// The minimum of `objective · x`.
    func minimize(_ objective: [Double]) -> Outcome {
        var tableau = Tableau(self)
        guard tableau.findFeasibleBasis() else { return .infeasible }
        return tableau.minimize(objective)
    }

    /// The simplex tableau, row-major in one array: the rows with the artificial variables of phase one after the
    /// program's columns, and the reduced costs of the objective being minimised kept up to date by each pivot.
    private struct Tableau {
        var cells: [Double]
        var rhs: [Double]
        var basis: [Int]
        /// The program's columns and the artificial ones.
        var width: Int
        let columns: Int

        init(_ program: LinearProgram) {
            columns = program.columns
            let count = program.rows.count
            width = columns + count
            cells = Array(repeating: 0, count: count * width)
            rhs = []
            basis = []
            for (index, row) in program.rows.enumerated() {
                let sign: Double = row.rhs < 0 ? -1 : 1
                for (column, value) in row.coefficients.enumerated() where value != 0 { cells[index * width + column] = value * sign }
                cells[index * width + columns + index] = 1
                rhs.append(row.rhs * sign)
                basis.append(columns + index)
            }
        }

        /// Phase one: a basis of the program's own columns, or false when the rows have no solution `x ≥ 0`.
        mutating func findFeasibleBasis() -> Bool {
            var cost = Array(repeating: 0.0, count: width)
            for index in columns..<width { cost[index] = 1 }
            guard case .optimal(_, let value) = run(cost, allowed: width), value <= LinearProgram.feasibilityTolerance else { return false }
            // Artificial variables still in the basis at zero: pivot them out, or drop a row that repeats others.
            var dropped: [Int] = []
            for row in basis.indices where basis[row] >= columns {
                if let column = (0..<columns).first(where: { abs(cells[row * width + $0]) > LinearProgram.tolerance }) {
                    pivot(row: row, column: column, reduced: &cost)
                } else {
                    dropped.append(row)
                }
            }
            // The artificial columns go: the program's own are all phase two sees.
            let kept = basis.indices.filter { !dropped.contains($0) }
            var narrowed: [Double] = []
            narrowed.reserveCapacity(kept.count * columns)
            for row in kept { narrowed += cells[(row * width)..<(row * width + columns)] }
            cells = narrowed
            rhs = kept.map { rhs[$0] }
            basis = kept.map { basis[$0] }
            width = columns
            return true
        }

        /// Phase two: the minimum of `objective` over the program's own columns.
        mutating func minimize(_ objective: [Double]) -> Outcome {
            var cost = objective
            cost += Array(repeating: 0, count: max(0, width - cost.count))
            return run(cost, allowed: columns)
        }

        /// The simplex iterations for `cost`, entering only columns below `allowed`; Bland's rule (the first column
        /// that lowers the objective, the first row of the least ratio) so that it never cycles.
        private mutating func run(_ cost: [Double], allowed: Int) -> Outcome {
            let epsilon = LinearProgram.tolerance
            var reduced = cost
            for (row, basic) in basis.enumerated() where cost[basic] != 0 {
                let factor = cost[basic]
                for column in 0..<width { reduced[column] -= factor * cells[row * width + column] }
            }
            while true {
                guard let column = (0..<allowed).first(where: { reduced[$0] < -epsilon }) else {
                    var x = Array(repeating: 0.0, count: columns)
                    var value = 0.0
                    for (row, basic) in basis.enumerated() {
                        if basic < columns { x[basic] = rhs[row] }
                        value += cost[basic] * rhs[row]
                    }
                    return .optimal(x: x, value: value)
                }
                var leaving: Int?
                var best = Double.infinity
                for row in basis.indices where cells[row * width + column] > epsilon {
                    let ratio = rhs[row] / cells[row * width + column]
                    if ratio < best - epsilon || (abs(ratio - best) <= epsilon && basis[row] < basis[leaving!]) {
                        best = ratio
                        leaving = row
                    }
                }
                guard let row = leaving else { return .unbounded }
                pivot(row: row, column: column, reduced: &reduced)
            }
        }

        private mutating func pivot(row: Int, column: Int, reduced: inout [Double]) {
            let width = width
            let rows = basis.count
            rhs.withUnsafeMutableBufferPointer { rhs in
                cells.withUnsafeMutableBufferPointer { cells in
                    let pivotRow = row * width
                    let factor = cells[pivotRow + column]
                    for index in 0..<width { cells[pivotRow + index] /= factor }
                    rhs[row] /= factor
                    for other in 0..<rows where other != row {
                        let start = other * width
                        let scale = cells[start + column]
                        guard scale != 0 else { continue }
                        for index in 0..<width { cells[start + index] -= scale * cells[pivotRow + index] }
                        rhs[other] -= scale * rhs[row]
                        if abs(rhs[other]) < LinearProgram.tolerance * 1e-3 { rhs[other] = 0 }
                    }
                    let scale = reduced[column]
                    if scale != 0 { for index in 0..<width { reduced[index] -= scale * cells[pivotRow + index] } }
                }
            }
            basis[row] = column
        }
    }
}
