/// `floatingButton`: seed 002's floating action button. A capsule with a `plus` that turns 0 → π/4 on open
/// (a `CABasicAnimation` on `transform.rotation.z`, 0.3 s, linear, fill forwards, kept) and back on close;
/// action buttons 80 pt apart above it pop from scale 0.4 on a UIKit spring and fade in, or shrink and fade out.
///
/// Layers: `ID` (the FAB) with `ID/symbol`; `ID/action-1`, … beside it (siblings, so they do not turn with
/// it), each with `ID/action-N/symbol`.
public struct FloatingButtonSpec: ComponentSpec {
    public var id: String
    public var frame = Rect(0, 0, 60, 60)
    public var color = Color(rgb255: 255, 45, 85)
    public var symbol = Symbol.plus
    public var actions: [Symbol] = [.pencil]
    /// Distance between the centres of stacked buttons.
    public var actionSpacing = 80.0
    public var symbolSize = 20.0
    public var shadowRadius = 10.0
    public var shadowOpacity = 0.3
    public var rotation = Double.pi / 4
    public var rotationDuration = 0.3
    public var openDuration = 0.3
    public var openDelay = 0.2
    public var dampingRatio = 0.55
    public var initialSpringVelocity = 0.3
    public var closeDuration = 0.15
    public var closeDelay = 0.2
    public var collapsedScale = 0.4

    public init(id: String) { self.id = id }

    public var typeName: String { "floatingButton" }
    public var interactions: Set<InteractionKind> { [.toggle] }

    func button(id: String, symbol: Symbol, frame: Rect) -> Layer {
        let bounds = Rect(0, 0, frame.width, frame.height)
        var layer = Layer(id: id, bounds: bounds, position: Point(frame.midX, frame.midY))
        layer.backgroundColor = color
        layer.cornerRadius = min(frame.width, frame.height) / 2  // `.capsule`
        layer.shadowRadius = shadowRadius
        layer.shadowOpacity = shadowOpacity
        layer.sublayers = [symbol.layer(id: "\(id)/symbol", centredIn: bounds, pointSize: symbolSize)]
        return layer
    }

    var actionIDs: [String] { actions.indices.map { "\(id)/action-\($0 + 1)" } }

    public var layers: [Layer] {
        var result = [button(id: id, symbol: symbol, frame: frame)]
        for (index, action) in actions.enumerated() {
            let offset = actionSpacing * Double(index + 1)
            var layer = button(id: actionIDs[index], symbol: action, frame: Rect(frame.minX, frame.minY - offset, frame.width, frame.height))
            layer.opacity = 0
            result.append(layer)
        }
        return result
    }

    public func makeController() -> ComponentController { FloatingButtonController(spec: self) }
}

/// `FloatingButtonViewController`'s `isActive` and what its `didSet` does.
final class FloatingButtonController: ComponentController {
    let spec: FloatingButtonSpec
    private var isActive = false

    init(spec: FloatingButtonSpec) { self.spec = spec }

    func toggle(_ timeline: inout Timeline) {
        isActive.toggle()
        popButtons(&timeline)
        rotateFloatingButton(&timeline)
    }

    private func popButtons(_ timeline: inout Timeline) {
        for action in spec.actionIDs {
            if isActive {
                // `writeButton.layer.transform = CATransform3DMakeScale(0.4, 0.4, 1)`: a view's own layer, no implicit animation.
                timeline.setModelValue(.number(spec.collapsedScale), for: .scale, of: action)
                var open = ViewAnimation(duration: spec.openDuration, changes: [(.scale, .number(1)), (.opacity, .number(1))])
                open.delay = spec.openDelay
                open.spring = (spec.dampingRatio, spec.initialSpringVelocity)
                open.options = [.curveEaseInOut]
                timeline.animateView(open, layer: action)
            } else {
                var close = ViewAnimation(duration: spec.closeDuration, changes: [(.scale, .number(spec.collapsedScale)), (.opacity, .number(0))])
                close.delay = spec.closeDelay
                timeline.animateView(close, layer: action)
            }
        }
    }

    private func rotateFloatingButton(_ timeline: inout Timeline) {
        var timing = MediaTiming()
        timing.beginTime = timeline.now
        timing.duration = spec.rotationDuration
        timing.fillMode = .forwards
        timing.isRemovedOnCompletion = false
        let (from, to) = isActive ? (0, spec.rotation) : (spec.rotation, 0)
        let rotation = Animation(keyPath: .rotationZ, timing: timing, kind: .basic(from: .number(from), to: .number(to), by: nil))
        timeline.add(rotation, to: spec.id)  // `forKey: nil`: every turn stays attached, the newest on top
    }
}

extension FloatingButtonSpec {
    init(_ id: String, _ p: ComponentParameters) throws(DocumentError) {
        self.init(id: id)
        frame = try p.frame(frame)
        color = try p.color("color", color)
        symbol = try p.symbol("symbol", symbol) ?? symbol
        actions = try p.object.optional("actions") { field throws(DocumentError) in
            try JSONObjectReader.each(field) { item throws(DocumentError) in try item.oneOf(Symbol.self) }
        } ?? actions
        actionSpacing = try p.number("actionSpacing", actionSpacing, in: 0...8192)
        symbolSize = try p.number("symbolSize", symbolSize, in: 1...512)
        shadowRadius = try p.number("shadowRadius", shadowRadius, in: 0...1000)
        shadowOpacity = try p.number("shadowOpacity", shadowOpacity, in: 0...1)
        rotation = try p.number("rotation", rotation, in: -100...100)
        rotationDuration = try p.number("rotationDuration", rotationDuration, in: 0.001...60)
        openDuration = try p.number("openDuration", openDuration, in: 0...60)
        openDelay = try p.number("openDelay", openDelay, in: 0...60)
        dampingRatio = try p.number("dampingRatio", dampingRatio, in: 0.001...1)
        initialSpringVelocity = try p.number("initialSpringVelocity", initialSpringVelocity, in: -100...100)
        closeDuration = try p.number("closeDuration", closeDuration, in: 0...60)
        closeDelay = try p.number("closeDelay", closeDelay, in: 0...60)
        collapsedScale = try p.number("collapsedScale", collapsedScale, in: 0...10)
    }
}
