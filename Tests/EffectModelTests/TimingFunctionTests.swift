import Testing

@testable import EffectModel

@Suite struct TimingFunctionTests {
    /// Chromium `ui/gfx/geometry/cubic_bezier_unittest.cc`, `CubicBezierTest.Basic`: (0.25, 0, 0.75, 1) within
    /// Chromium's own epsilon of 0.00015 (its values are printed to five places).
    @Test func chromiumBasicTable() {
        let curve = TimingFunction(0.25, 0, 0.75, 1)
        let table: [(Double, Double)] = [
            (0, 0), (0.05, 0.01136), (0.1, 0.03978), (0.15, 0.079780), (0.2, 0.12803), (0.25, 0.18235), (0.3, 0.24115),
            (0.35, 0.30323), (0.4, 0.36761), (0.45, 0.43345), (0.5, 0.5), (0.6, 0.63238), (0.65, 0.69676), (0.7, 0.75884),
            (0.75, 0.81764), (0.8, 0.87196), (0.85, 0.92021), (0.9, 0.96021), (0.95, 0.98863), (1, 1),
        ]
        for (x, y) in table { #expect(abs(curve.value(at: x) - y) <= 0.00015, "x = \(x)") }
    }

    /// Chromium `CubicBezierTest.UnclampedYValues`: control points with y outside 0…1.
    @Test func chromiumUnclampedYValues() {
        let curve = TimingFunction(0.5, -1, 0.5, 2)
        let table: [(Double, Double)] = [
            (0.05, -0.08954), (0.1, -0.15613), (0.15, -0.19641), (0.2, -0.20651), (0.25, -0.18232), (0.3, -0.11992),
            (0.35, -0.01672), (0.4, 0.12660), (0.45, 0.30349), (0.5, 0.5), (0.55, 0.69651), (0.6, 0.87340),
            (0.65, 1.01672), (0.7, 1.11992), (0.75, 1.18232), (0.8, 1.20651), (0.85, 1.19641), (0.9, 1.15613), (0.95, 1.08954),
        ]
        for (x, y) in table { #expect(abs(curve.value(at: x) - y) <= 0.00015, "x = \(x)") }
    }

    /// Chromium's exact cases: at x = 0.5 these symmetric curves sit at t = 0.5, where y is a dyadic fraction.
    @Test func chromiumExactOvershootAndUndershoot() {
        #expect(abs(TimingFunction(0.5, 1, 0.5, 1).value(at: 0.5) - 0.875) < 1e-15)
        #expect(abs(TimingFunction(0.5, 2, 0.5, 2).value(at: 0.5) - 1.625) < 1e-15)
        #expect(abs(TimingFunction(0.5, -1, 0.5, -1).value(at: 0.5) + 0.625) < 1e-15)
    }

    /// Independent reference: each curve solved by 200 bisection steps at 60 significant digits (Python's
    /// `decimal`, x(t) and y(t) in Bernstein form), then rounded to a Double. Our solver must agree to 1e-12
    /// (the issue asks for 1e-9), including Material's standard curve, an overshooting back-out curve and a
    /// curve whose x′(0) = 0 (where Newton's method stalls and bisection takes over).
    @Test func agreesWithAHighPrecisionReference() {
        let xs = [0.001, 0.05, 0.1, 0.25, 0.5, 0.75, 0.9, 0.999]
        let references: [(TimingFunction, [Double])] = [
            (
                .materialStandard,
                [
                    2.0873923519905796e-06, 0.005770212235124774, 0.025863014891412992, 0.23658736046778156,
                    0.7755613111161977, 0.959367736739376, 0.9943539287368762, 0.9999994787684477,
                ]
            ),
            (
                .easeInEaseOut,
                [
                    1.8905015519453906e-06, 0.004829749667859415, 0.019722453548311196, 0.12916193104731982,
                    0.5, 0.8708380689526802, 0.9802775464516889, 0.999998109498448,
                ]
            ),
            (
                .default,
                [
                    0.0004048078221549123, 0.032951541305900424, 0.09479630571604325, 0.40851059135539586,
                    0.802403387584857, 0.9604589783489741, 0.9943164774845563, 0.9999994663416039,
                ]
            ),
            (
                .easeIn,
                [
                    1.8875054558443416e-06, 0.0044746152958916804, 0.017026609651562944, 0.09346465071882486,
                    0.31535681257253934, 0.6218618691748902, 0.8394278457624665, 0.9982859943663716,
                ]
            ),
            (
                .easeOut,
                [
                    0.0017140056336284928, 0.08224220404201701, 0.1605721542375335, 0.37813813082510983,
                    0.6846431874274607, 0.9065353492811752, 0.9829733903484371, 0.9999981124945442,
                ]
            ),
            (
                TimingFunction(0.34, 1.56, 0.64, 1),
                [
                    0.00458265227528206, 0.2155616843726905, 0.40393304197913493, 0.8162891986924717,
                    1.0874006702186978, 1.0596468599640332, 1.0126155791460874, 1.0000014386452516,
                ]
            ),
            (
                TimingFunction(0, 1, 0, 1),
                [
                    0.271, 0.74804680710288, 0.8461462430742686, 0.9493307858661602,
                    0.9912200031099895, 0.9992354525772394, 0.9999588984584163, 0.9999999999629259,
                ]
            ),
        ]
        for (curve, values) in references {
            for (x, y) in zip(xs, values) {
                #expect(abs(curve.value(at: x) - y) <= 1e-12, "\(curve) at \(x): \(curve.value(at: x)) vs \(y)")
            }
        }
    }

    /// Chromium's `validateSolver`: x(t) solved back to t, here to 1e-12 (Chromium asks 1e-5).
    @Test(arguments: [
        TimingFunction.default, .easeIn, .easeOut, .easeInEaseOut, TimingFunction(0.3, 1.5, 0.8, 1.5),
        TimingFunction(0.4, -0.8, 0.7, 1.7), TimingFunction(0.7, -2, 1, -1.5), TimingFunction(0, 4, 1, -3),
        TimingFunction(0, 0, 0, 0), TimingFunction(1, 1, 1, 1),
    ])
    func solverRoundTrips(_ curve: TimingFunction) {
        for i in 0...20 {
            let t = Double(i) / 20
            #expect(
                abs(curve.bezier.parameter(forX: curve.bezier.sampleX(t)) - t) < 1e-12
                    || abs(curve.bezier.sampleX(t) - curve.bezier.sampleX(curve.bezier.parameter(forX: curve.bezier.sampleX(t)))) < 1e-15)
        }
    }

    @Test func endpointsAreExactAndInputIsClamped() {
        for curve in [TimingFunction.default, .materialStandard, TimingFunction(0.34, 1.56, 0.64, 1)] {
            #expect(curve.value(at: 0) == 0)
            #expect(curve.value(at: 1) == 1)
            #expect(curve.value(at: -0.5) == 0)
            #expect(curve.value(at: 1.5) == 1)
        }
    }

    /// `CAMediaTimingFunction.h`'s control points for the five names.
    @Test func namedCurvesHaveCoreAnimationsControlPoints() {
        #expect(TimingFunction.linear == TimingFunction(0, 0, 1, 1))
        #expect(TimingFunction.easeIn == TimingFunction(0.42, 0, 1, 1))
        #expect(TimingFunction.easeOut == TimingFunction(0, 0, 0.58, 1))
        #expect(TimingFunction.easeInEaseOut == TimingFunction(0.42, 0, 0.58, 1))
        #expect(TimingFunction.default == TimingFunction(0.25, 0.1, 0.25, 1))
        #expect(TimingFunction.materialStandard.description == "cubic-bezier(0.4, 0, 0.2, 1)")
    }

    @Test func monotonicCurvesStayMonotonicAndInRange() {
        for curve in [TimingFunction.default, .easeIn, .easeOut, .easeInEaseOut, .materialStandard] {
            var previous = 0.0
            for i in 1...1000 {
                let y = curve.value(at: Double(i) / 1000)
                #expect(y >= previous && y <= 1)
                previous = y
            }
        }
    }
}
