import EffectModel
import Testing
import _EffectTestSupport

/// Each feature fixture rendered at scale 2 must match its reference image within a channel
/// difference of 2 (of 255): anti-aliasing noise passes, any visible change fails.
@Suite struct FeatureGoldenTests {
    static let suite = "Features"
    let goldens = GoldenImage()

    @Test(arguments: Fixtures.names)
    func rendersLikeTheReference(_ name: String) throws {
        let failure = try goldens.verifyFrame(of: try Fixtures.document(name), at: 0, suite: Self.suite, name: name)
        #expect(failure == nil, Comment(rawValue: failure ?? ""))
    }

    @Test func everyReferenceHasAFixture() {
        #expect(goldens.orphans(suite: Self.suite, names: Set(Fixtures.names)) == [])
    }

    @Test func thereAreFixtures() {
        #expect(Fixtures.names.count >= 16)
    }
}
