import EffectModel

/// Every animated key path of a scene over a time window, with each animation's timing: what the timing
/// charts draw and animated exporters read, computed from the scene alone, in the model's units (points,
/// radians, unit coordinates, 0…1).
public struct SceneSeries: Sendable {
    /// One series per animated key path of each layer, layers in the order created.
    public var series: [KeyPathSeries]
    /// The timing function or spring of every animation added in the window, each distinct one once with all
    /// that use it.
    public var timingCurves: [TimingCurve]

    /// Each followed key path's value over the scene's window.
    ///
    /// - Parameters:
    ///   - scene: what the clock recorded.
    ///   - marks: times to sample besides the even ones (a sheet's frame times), given back in `marked`.
    ///   - resolution: evenly spaced samples over the window, besides the marks and both sides of every event.
    ///   - keyPaths: which key paths to follow (default: all).
    public init(
        scene: Scene, marks: [Double] = [], resolution: Int = 400,
        including keyPaths: (AnimatableKeyPath) -> Bool = { _ in true }
    ) {
        let sampler = Sampler(scene: scene)
        let window = 0...scene.duration
        var series: [KeyPathSeries] = []
        var curves: [TimingCurve] = []
        for track in scene.tracks {
            for keyPath in track.animatedKeyPaths where keyPaths(keyPath) {
                series.append(KeyPathSeries(sampler: sampler, track: track, keyPath: keyPath, window: window, marks: marks, resolution: resolution))
            }
            for attached in track.animations where attached.addedAt <= scene.duration {
                curves += TimingCurve.curves(of: attached.animation, layerID: track.model.id, parentDuration: nil)
            }
        }
        self.series = series
        var distinct: [TimingCurve] = []
        var index: [TimingCurve.Shape: Int] = [:]
        for curve in curves {
            if let at = index[curve.shape] {
                for user in curve.users where !distinct[at].users.contains(user) { distinct[at].users.append(user) }
            } else {
                index[curve.shape] = distinct.count
                distinct.append(curve)
            }
        }
        timingCurves = distinct
    }
}
