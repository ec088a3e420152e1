import EffectFiles
import EffectModel
import Foundation
import Testing
import _EffectTestSupport

@testable import EffectEngine

/// The fitting step of animated exports: random curves come back within their bounds at 10 000 random
/// instants (not only at grid times), exact curves come back exact, and jumps stay jumps.
@Suite struct MotionFitterTests {
    /// The largest error of `motion` against `exact` at 10 000 random instants of the window, away from the
    /// listed jump times by at least 1 µs (where the exact curve itself is discontinuous).
    static func worstError(
        _ motion: Motion, _ exact: (Double) -> [Double], window: ClosedRange<Double>,
        jumps: [Double] = [], generator: inout SeededGenerator
    ) -> Double {
        var worst = 0.0
        for _ in 0..<10_000 {
            let t = Double.random(in: window, using: &generator)
            guard !jumps.contains(where: { abs($0 - t) < 1e-6 }) else { continue }
            let (played, truth) = (motion.value(at: t), exact(t))
            #expect(played.count == truth.count)
            worst = max(worst, zip(played, truth).map { abs($0 - $1) }.max() ?? 0)
        }
        return worst
    }

    @Test(.tags(.slow)) func springsStayWithinTheirBounds() throws {
        var generator = SeededGenerator(seed: 1)
        for _ in 0..<20 {
            let spring = Spring(
                mass: .random(in: 0.5...3, using: &generator), stiffness: .random(in: 50...900, using: &generator),
                damping: .random(in: 2...40, using: &generator), initialVelocity: .random(in: -10...10, using: &generator))
            let (from, to) = (Double.random(in: -300...300, using: &generator), Double.random(in: -300...300, using: &generator))
            let begin = Double.random(in: 0...0.5, using: &generator)
            let exact = { (t: Double) -> [Double] in [t < begin ? from : from + (to - from) * spring.fraction(at: t - begin)] }
            for tolerance in [0.1, 0.002] {
                let motion = try MotionFitter(tolerance: tolerance).fit(over: 0...2, breaks: [begin], value: exact)
                let error = Self.worstError(motion, exact, window: 0...2, generator: &generator)
                #expect(error <= tolerance, "spring \(spring), tolerance \(tolerance): off by \(error)")
            }
        }
    }

    /// Chains of Bézier pieces with jumps between some of them, the timing functions not offered to the fitter
    /// (so every piece is fitted), overshooting ones included.
    @Test(.tags(.slow)) func bezierChainsWithJumpsStayWithinTheirBounds() throws {
        var generator = SeededGenerator(seed: 2)
        for _ in 0..<20 {
            let cuts = ([0.0, 1.5] + (0..<5).map { _ in Double.random(in: 0.05...1.45, using: &generator) }).sorted()
            let pieces = zip(cuts, cuts.dropFirst()).map { a, b in
                (
                    a, b,
                    TimingFunction(
                        .random(in: 0...1, using: &generator), .random(in: -0.5...1.5, using: &generator),
                        .random(in: 0...1, using: &generator), .random(in: -0.5...1.5, using: &generator)),
                    [Double.random(in: -100...100, using: &generator), .random(in: 0...1, using: &generator)],
                    [Double.random(in: -100...100, using: &generator), .random(in: 0...1, using: &generator)]
                )
            }
            let exact = { (t: Double) -> [Double] in
                let piece = pieces.last { $0.0 <= t } ?? pieces[0]
                let f = piece.2.value(at: (t - piece.0) / (piece.1 - piece.0))
                return zip(piece.3, piece.4).map { $0 + ($1 - $0) * f }
            }
            // Half the jumps are listed as breaks; the fitter finds the others itself.
            let listed = cuts.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
            let motion = try MotionFitter(tolerance: 0.002).fit(over: 0...1.5, breaks: listed, value: exact)
            let error = Self.worstError(motion, exact, window: 0...1.5, jumps: cuts, generator: &generator)
            #expect(error <= 0.002, "chain at \(cuts): off by \(error)")
            // Every jump is two keys at one instant (within 1e-9 s of the true time), never a ramp.
            for cut in cuts.dropFirst().dropLast() {
                let (before, after) = (exact(cut - 1e-9), exact(cut))
                guard zip(before, after).contains(where: { abs($0 - $1) > 0.01 }) else { continue }
                #expect(
                    zip(motion.keys, motion.keys.dropFirst()).contains { abs($0.time - cut) < 1e-9 && $0.time == $1.time },
                    "jump at \(cut) is not a jump in the motion")
            }
        }
    }

    @Test(.tags(.slow)) func stepsStayWithinTheirBounds() throws {
        var generator = SeededGenerator(seed: 3)
        for _ in 0..<20 {
            let edges = (0..<8).map { _ in Double.random(in: 0.01...0.99, using: &generator) }.sorted()
            let levels = (0...8).map { _ in Double.random(in: -50...50, using: &generator) }
            let exact = { (t: Double) -> [Double] in [levels[edges.filter { $0 <= t }.count]] }
            let motion = try MotionFitter(tolerance: 0.1).fit(over: 0...1, value: exact)
            #expect(Self.worstError(motion, exact, window: 0...1, jumps: edges, generator: &generator) <= 0.1)
            // A step is a hold and a jump: two keys per edge and one at each end.
            #expect(motion.keys.count <= 2 * edges.count + 2)
        }
    }

    /// A single Bézier whose control points lie in 0…1 comes back as itself, not baked: two keys and that curve.
    @Test func anInRangeBezierComesBackExact() throws {
        let function = TimingFunction.materialStandard
        let exact = { (t: Double) -> [Double] in [10 + 90 * function.value(at: t / 0.3)] }
        let motion = try MotionFitter(tolerance: 0.1).fit(over: 0...0.3, easings: { _, _ in [.easeIn, function] }, value: exact)
        #expect(motion.keys.map(\.time) == [0, 0.3])
        #expect(motion.easings == [.curve(function)])
        #expect(abs(motion.keys[1].value[0] - 100) < 1e-6)
    }

    /// The fitter's work is bounded before it runs: a motion finer than its sample budget (a 5 kHz ring, a curve
    /// swinging by millions of points) throws where it ran out instead of running for minutes; an ordinary
    /// spring of the same length fits well inside it.
    @Test func aMotionTooFineForTheBudgetThrowsWhereItRanOut() throws {
        let ringing = { (t: Double) -> [Double] in [100 * sin(2 * .pi * 5000 * t)] }
        let error = #expect(throws: MotionFitter.TooDetailed.self) { try MotionFitter(tolerance: 0.1).fit(over: 0...1, value: ringing) }
        #expect(error?.resource == .samples)
        #expect((error?.time ?? 1) < 0.5, "it stops early, at \(error?.time ?? -1) s")
        let spring = Spring(mass: 1, stiffness: 200, damping: 5)
        let calm = { (t: Double) -> [Double] in [100 * spring.fraction(at: t)] }
        let motion = try MotionFitter(tolerance: 0.1).fit(over: 0...1, value: calm)
        #expect(motion.keys.count < Int(MotionFitter.keysPerSecond))
    }

    /// The part of a timing function between two progresses is that stretch of the curve, exactly; reversed,
    /// the curve played backwards.
    @Test func partsOfATimingFunctionAreExact() throws {
        let function = TimingFunction.materialStandard
        let part = try #require(function.part(from: 0.25, to: 0.75))
        let (y0, y1) = (function.value(at: 0.25), function.value(at: 0.75))
        for u in stride(from: 0.0, through: 1, by: 0.05) {
            let whole = function.value(at: 0.25 + 0.5 * u)
            #expect(abs(part.value(at: u) - (whole - y0) / (y1 - y0)) < 1e-9)
            #expect(abs(function.reversed.value(at: u) - (1 - function.value(at: 1 - u))) < 1e-9)
        }
        #expect(function.part(from: 0, to: 1) == function)
    }
}

/// Every animated key path of every template and fixture, as `SceneMotion` gives it to animated files,
/// against the engine's own value at 10 000 random instants: within the key path's tolerance wherever the
/// layer is in the tree (away from the instants where the value jumps).
@Suite struct SceneMotionTests {
    static func documents() throws -> [URL] {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("EffectRenderTests/Fixtures")
        return try [Templates.folder, fixtures].flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
                .map { folder.appendingPathComponent($0) }
        }
    }

    @Test(.tags(.slow), arguments: try documents())
    func keyPathsStayWithinTheirTolerance(_ url: URL) throws {
        let scene = try Scene(document: try EffectDocument(contentsOf: url))
        let motion = SceneMotion(scene: scene)
        var generator = SeededGenerator(seed: 4)
        for track in scene.tracks {
            let id = track.model.id
            // What the animations write: a keyframe animation along a path turns its layer too (`rotationMode`).
            for keyPath in Set(track.animations.flatMap(\.animation.writtenKeyPaths)).sorted(by: { $0.rawValue < $1.rawValue }) {
                let fitted = try motion.motion(of: id, keyPath)
                let jumps = zip(fitted.keys, fitted.keys.dropFirst()).filter { $0.time == $1.time }.map(\.0.time)
                var worst = 0.0
                for _ in 0..<10_000 {
                    let t = Double.random(in: motion.window, using: &generator)
                    guard !jumps.contains(where: { abs($0 - t) < 1e-6 }),
                        let exact = motion.sampler.value(keyPath, of: id, at: t)?.components
                    else { continue }
                    worst = max(worst, zip(fitted.value(at: t), exact).map { abs($0 - $1) }.max() ?? 0)
                }
                #expect(worst <= keyPath.fittingTolerance, "\(url.lastPathComponent) \(id).\(keyPath): off by \(worst)")
            }
        }
    }
}
