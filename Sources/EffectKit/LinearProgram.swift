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

    /// The simplex tableau: the rows with the artificial variables of phase one after the program's columns.
    private struct Tableau {
        var matrix: [[Double]]
        var rhs: [Double]
        var basis: [Int]
        let columns: Int
        var artificialStart: Int { columns }

        init(_ program: LinearProgram) {
            columns = program.columns
            let count = program.rows.count
            matrix = []
            rhs = []
            basis = []
            for (index, row) in program.rows.enumerated() {
                let sign: Double = row.rhs < 0 ? -1 : 1
                var line = row.coefficients.map { $0 * sign }
                line += Array(repeating: 0, count: count)
                line[columns + index] = 1
                matrix.append(line)
                rhs.append(row.rhs * sign)
                basis.append(columns + index)
            }
        }

        /// Phase one: a basis of the program's own columns, or false when the rows have no solution `x ≥ 0`.
        mutating func findFeasibleBasis() -> Bool {
            let width = columns + matrix.count
            var cost = Array(repeating: 0.0, count: width)
            for index in columns..<width { cost[index] = 1 }
            guard case .optimal(_, let value) = run(cost, allowed: width) else { return false }
            guard value <= LinearProgram.feasibilityTolerance else { return false }
            // Artificial variables still in the basis at zero: pivot them out, or drop a row that repeats others.
            var row = 0
            while row < basis.count {
                if basis[row] >= columns {
                    if let column = (0..<columns).first(where: { abs(matrix[row][$0]) > LinearProgram.tolerance }) {
                        pivot(row: row, column: column)
                    } else {
                        matrix.remove(at: row)
                        rhs.remove(at: row)
                        basis.remove(at: row)
                        continue
                    }
                }
                row += 1
            }
            return true
        }

        /// Phase two: the minimum of `objective` over the program's own columns.
        mutating func minimize(_ objective: [Double]) -> Outcome {
            var cost = objective
            cost += Array(repeating: 0, count: max(0, columns + matrix.count - cost.count))
            return run(cost, allowed: columns)
        }

        /// The simplex iterations for `cost`, entering only columns below `allowed`.
        private mutating func run(_ cost: [Double], allowed: Int) -> Outcome {
            let epsilon = LinearProgram.tolerance
            while true {
                // Reduced costs: cost − (basic costs)·matrix; Bland's rule takes the first that lowers the objective.
                var entering: Int?
                for column in 0..<allowed where !basis.contains(column) {
                    var reduced = cost[column]
                    for (row, basic) in basis.enumerated() { reduced -= cost[basic] * matrix[row][column] }
                    if reduced < -epsilon {
                        entering = column
                        break
                    }
                }
                guard let column = entering else {
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
                for row in matrix.indices where matrix[row][column] > epsilon {
                    let ratio = rhs[row] / matrix[row][column]
                    if ratio < best - epsilon || (abs(ratio - best) <= epsilon && basis[row] < basis[leaving!]) {
                        best = ratio
                        leaving = row
                    }
                }
                guard let row = leaving else { return .unbounded }
                pivot(row: row, column: column)
            }
        }

        private mutating func pivot(row: Int, column: Int) {
            let factor = matrix[row][column]
            for index in matrix[row].indices { matrix[row][index] /= factor }
            rhs[row] /= factor
            for other in matrix.indices where other != row {
                let scale = matrix[other][column]
                guard scale != 0 else { continue }
                for index in matrix[other].indices { matrix[other][index] -= scale * matrix[row][index] }
                rhs[other] -= scale * rhs[row]
                if abs(rhs[other]) < LinearProgram.tolerance * 1e-3 { rhs[other] = 0 }
            }
            basis[row] = column
        }
    }
}
