import EffectEngine
import EffectModel
import Testing
import _EffectTestSupport

/// Animated fixtures rendered at several times (scale 2), compared with their reference images:
/// what the timing model computes, seen.
@Suite struct AnimationGoldenTests {
    static let suite = "Animations"
    let goldens = GoldenImage()

    /// Each animated fixture and the times (seconds) it is checked at: start, inside each phase, the end.
    static let cases: [(fixture: String, times: [Double])] = [
        ("animation-ripple", [0.05, 0.15, 0.225, 0.575]),
        ("animation-path", [0.25, 0.8, 1.4, 2]),
        ("animation-group-spring", [0.25, 0.5, 0.75, 1.2]),
        ("animation-view", [0.1, 0.25, 0.35, 0.6]),
        ("animation-hidden", [0.2, 0.4, 0.6, 0.8]),
    ]

    static var frames: [String] {
        cases.flatMap { c in c.times.map { "\(c.fixture)@\(Int(($0 * 1000).rounded()))ms" } }
    }

    @Test(arguments: frames)
    func framesLookLikeTheReference(_ frame: String) throws {
        let parts = frame.split(separator: "@")
        let (fixture, milliseconds) = (String(parts[0]), Double(parts[1].dropLast(2))!)
        let failure = try goldens.verifyFrame(of: try Fixtures.document(fixture), at: milliseconds / 1000, suite: Self.suite, name: frame)
        #expect(failure == nil, Comment(rawValue: failure ?? ""))
    }

    @Test func everyReferenceHasAFrame() {
        #expect(goldens.orphans(suite: Self.suite, names: Set(Self.frames)) == [])
        #expect(Self.cases.allSatisfy { Fixtures.names.contains($0.fixture) })
    }
}
