import EffectModel

/// A component's behaviour on the clock: the UIKit original's state (`isActive`, the current ripple…) and
/// what it does on touches and taps, by adding layers and animations to the timeline. The default reactions
/// do nothing. Each run of the clock makes fresh controllers (`Component.makeController()`).
public protocol ComponentController: AnyObject {
    /// Runs once before any interaction, at time 0 (`viewDidLoad`).
    func start(_ timeline: inout Timeline)
    /// `touchesBegan` at `point`, in the component's own coordinates.
    func touchDown(at point: Point, _ timeline: inout Timeline)
    /// `touchesMoved` to `point`.
    func touchMoved(to point: Point, _ timeline: inout Timeline)
    /// `touchesEnded`.
    func touchUp(_ timeline: inout Timeline)
    /// One tap on a toggling control (`touchUpInside`).
    func toggle(_ timeline: inout Timeline)
}

extension ComponentController {
    public func start(_ timeline: inout Timeline) {}
    public func touchDown(at point: Point, _ timeline: inout Timeline) {}
    public func touchMoved(to point: Point, _ timeline: inout Timeline) {}
    public func touchUp(_ timeline: inout Timeline) {}
    public func toggle(_ timeline: inout Timeline) {}
}

extension Component {
    /// A fresh controller for one run of the clock.
    public func makeController() -> ComponentController {
        switch self {
        case .rippleButton(let spec): RippleController(spec: spec)
        case .highlightButton(let spec): HighlightController(spec: spec)
        case .floatingButton(let spec): FloatingButtonController(spec: spec)
        case .waveView(let spec): WaveController(spec: spec)
        case .gradientView(let spec): GradientViewController(spec: spec)
        }
    }
}
