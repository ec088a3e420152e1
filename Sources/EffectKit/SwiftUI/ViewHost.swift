import EffectModel
import Foundation

/// Hosts a SwiftUI view on the stage, as `UIHostingController`'s view does: it resolves the view's body into nodes,
/// lays them out in its bounds (the stage), and keeps a UIKit view per node that draws or carries an effect. When
/// state changes it resolves the body again and moves each changed value with the animation of the change (the
/// transaction's, or `.animation(_:value:)`'s), additively, as SwiftUI does, so that a change in flight keeps its
/// position and velocity.
@MainActor final class ViewHost: UIView {
    private let root: any View
    /// The stage it was hosted on (for problems and `onAppear` before the recording starts).
    private weak var hostStage: EffectStage?
    /// `@State` storage, by the view's identity and the property's label.
    private var storages: [String: AnyObject] = [:]
    /// The values `.animation(_:value:)` saw at the last update, by identity.
    private var lastValues: [String: Any] = [:]
    /// The values seen in the update running.
    private var seenValues: [String: Any] = [:]
    /// The view of each node with one, by identity.
    private var views: [String: UIView] = [:]
    /// What each node view that takes touches does with them.
    private var touchHandlers: [ObjectIdentifier: TouchHandlers] = [:]
    /// The fingers down, each with the views that follow it (the touched one first) and their gestures' trackers.
    private var fingers: [ObjectIdentifier: [FollowingView]] = [:]
    /// Nodes whose `onAppear` has run.
    private var appeared = Set<String>()
    private var needsUpdate = true

    /// Hosts whose state changed and that have not updated yet.
    static var waiting: [ViewHost] = []

    init(_ root: any View, on stage: EffectStage) {
        self.root = root
        hostStage = stage
        super.init(frame: CGRect(x: 0, y: 0, width: stage.width, height: stage.height))
        // `likeButtonHost` for the code's own view; `hostingView` for one of EffectKit's (a modified view, a stack).
        let name = ResolveContext.typeName(Swift.type(of: root))
        let isOwn = !String(reflecting: Swift.type(of: root)).hasPrefix("EffectKit.")
        accessibilityIdentifier = isOwn ? name.prefix(1).lowercased() + name.dropFirst() + "Host" : "hostingView"
        update(animation: nil)
    }

    required init?(coder: NSCoder) { nil }

    // MARK: State

    /// The storage for the `@State` at `key`, made with `initial` the first time.
    func storage<Value>(for key: String, initial: Value) -> StateStorage<Value> {
        if let storage = storages[key] as? StateStorage<Value> { return storage }
        let storage = StateStorage(initial)
        storage.host = self
        storages[key] = storage
        return storage
    }

    /// Binds each `@State` property of `view` (at identity `path`) to its storage.
    func bindState<V: View>(of view: V, at path: String) {
        for child in Mirror(reflecting: view).children {
            guard let label = child.label, let state = child.value as? any StateProperty else { continue }
            state.bind(to: self, key: path + "." + label)
        }
    }

    /// A state of a view on this host changed: it updates with the transaction running (at its end), or at the end of
    /// the moment.
    func stateDidChange() {
        guard !needsUpdate else { return }
        needsUpdate = true
        ViewHost.waiting.append(self)
        setNeedsLayout()
    }

    /// Whether `value` differs from what `.animation(_:value:)` at `key` saw at the last update (a value first seen has
    /// not changed).
    func valueChanged<V: Equatable>(_ value: V, at key: String) -> Bool {
        seenValues[key] = value
        guard let last = lastValues[key] else { return false }
        return (last as? V) != value
    }

    /// The value `valueChanged` saw at `key` at the last update (`nil`: none).
    func lastValue(at key: String) -> Any? { lastValues[key] }

    /// Updates every host whose state changed, with `animation` (a transaction's end).
    static func updateWaiting(animation: Animation?) {
        let hosts = waiting
        waiting = []
        for host in hosts where host.needsUpdate { host.update(animation: animation) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if needsUpdate { update(animation: nil) }
    }

    func problem(_ text: String) { hostStage?.problem(text) }

    /// Runs `action` after the update, at the same time (at the start when the recording has not begun).
    func soon(_ action: @escaping @MainActor () -> Void) {
        if let stage = EffectStage.current { stage.runSoon(action) } else { hostStage?.run(at: 0, action) }
    }

    /// Whether the view at `identity` is seen for the first time (its `onAppear`, a phase animator's start).
    func isFirstSight(of identity: String) -> Bool { appeared.insert(identity).inserted }

    /// Names given to views so far, by base: `circle`, then `circle-2`.
    private var nameCounts: [String: Int] = [:]

    /// `name`, numbered from its second use (a view keeps its name while it is shown).
    private func uniqueName(_ name: String) -> String {
        nameCounts[name, default: 0] += 1
        let count = nameCounts[name]!
        return count == 1 ? name : "\(name)-\(count)"
    }

    // MARK: Update

    /// Resolves the view, lays it out in the bounds (centred, as a hosting view places its content), and brings the
    /// views to it: new nodes get views made with their values, gone ones lose theirs, and each value that changed on
    /// a kept view moves with its node's animation.
    func update(animation: Animation?) {
        needsUpdate = false
        let top = laidOut(animation: animation)

        let block = UIView.AnimationBlock()
        var animations: [ObjectIdentifier: Animation] = [:]
        var kept = Set<String>()
        var made: [(view: UIView, parent: UIView, isMask: Bool)] = []
        var arriving: [(node: ViewNode, view: UIView, origin: CGPoint, animation: Animation)] = []
        func visit(_ node: ViewNode, parent: UIView, origin: CGPoint, parentIsNew: Bool) {
            var (parent, origin, isNew) = (parent, origin, parentIsNew)
            if node.hasView {
                kept.insert(node.identity)
                if let view = views[node.identity] {
                    inBlock(block) { NodeDrawing.apply(node, to: view, origin: origin) }
                    if let animation = node.animation {
                        for layer in NodeDrawing.layers(of: view) { animations[ObjectIdentifier(layer)] = animation }
                    }
                    isNew = false
                } else {
                    let view = NodeDrawing.makeView(for: node, name: uniqueName(node.name))
                    var first = node.look
                    // The first new view of a subtree an animated change inserts arrives by its transition.
                    if !parentIsNew, let animation = node.animation {
                        (node.transition ?? .opacity).apply(to: &first, size: node.frame.size, inserting: true)
                        arriving.append((node, view, origin, animation))
                    }
                    UIView.performWithoutAnimation { NodeDrawing.apply(node, look: first, to: view, origin: origin) }
                    views[node.identity] = view
                    made.append((view, parent, node.isMask))
                    isNew = true
                }
                let view = views[node.identity]!
                touchHandlers[ObjectIdentifier(view)] =
                    node.onTap == nil && node.gestures.isEmpty ? nil : TouchHandlers(tap: node.onTap, gestures: node.gestures)
                shown[node.identity] = (node, origin)
                parent = view
                origin = node.frame.origin
            }
            for action in node.onAppear where appeared.insert(node.identity).inserted { soon(action) }
            for child in node.children { visit(child, parent: parent, origin: origin, parentIsNew: isNew) }
        }
        visit(top, parent: self, origin: .zero, parentIsNew: false)

        // In the transaction running (a `withAnimation`'s, whose completion waits for them): views take no implicit
        // animations, so nothing needs disabling.
        UIView.addAnimations(for: block, additive: true) { layer in animations[ObjectIdentifier(layer)]?.coreAnimation() }
        remove(views.filter { !kept.contains($0.key) }) { parent in
            parent.flatMap { animations[ObjectIdentifier($0.layer)] } ?? animation
        }
        insert(made)
        for (node, view, origin, animation) in arriving {
            let arrival = UIView.AnimationBlock()
            inBlock(arrival) { NodeDrawing.apply(node, to: view, origin: origin) }
            UIView.addAnimations(for: arrival, additive: true) { _ in animation.coreAnimation() }
        }
    }

    /// Puts the views `made` into their parents: a new view's new subviews (and mask) first, then the new views into the
    /// shown ones, each list in order, so that siblings keep the code's order and a subtree arrives whole.
    private func insert(_ made: [(view: UIView, parent: UIView, isMask: Bool)]) {
        let new = Set(made.map { ObjectIdentifier($0.view) })
        for (view, parent, isMask) in made where new.contains(ObjectIdentifier(parent)) {
            if isMask { parent.layer.mask = view.layer } else { parent.addSubview(view) }
        }
        for (view, parent, _) in made where !new.contains(ObjectIdentifier(parent)) { parent.addSubview(view) }
    }

    /// The view resolved with `animation` into one top node, laid out in the bounds (centred, as a hosting view places
    /// its content).
    private func laidOut(animation: Animation?) -> ViewNode {
        seenValues = [:]
        let context = ResolveContext(host: self, path: "", animation: animation)
        let nodes = context.resolve(root)
        lastValues = seenValues
        let top =
            nodes.count == 1
            ? nodes[0] : context.node(.stack(.vertical, spacing: defaultSpacing, alignment: .center), name: "vStack", children: nodes)
        let size = top.size(for: ProposedSize(bounds.size))
        top.place(in: CGRect(origin: Alignment.center.place(size, in: bounds), size: size))
        return top
    }

    /// The shown views' layers as they would be at each of `times` (`show(time)` sets what the views show then; each
    /// time the view is resolved and laid out again, and its values set inside a block of their own, so that nothing
    /// is recorded): each layer with its state before, the key paths set, and its state at each time. The layers are
    /// left at the last time's values.
    func layerStates(at times: [Double], showing show: (Double) -> Void) -> [(
        layer: CALayer, old: Layer, keyPaths: [AnimatableKeyPath], states: [Layer]
    )] {
        let block = UIView.AnimationBlock()
        var states: [ObjectIdentifier: [Layer]] = [:]
        func visit(_ node: ViewNode, origin: CGPoint) {
            var origin = origin
            if node.hasView, let view = views[node.identity] {
                inBlock(block) { NodeDrawing.apply(node, to: view, origin: origin) }
                for layer in NodeDrawing.layers(of: view) { states[ObjectIdentifier(layer), default: []].append(layer.state) }
                origin = node.frame.origin
            }
            for child in node.children { visit(child, origin: origin) }
        }
        for time in times {
            show(time)
            visit(laidOut(animation: nil), origin: .zero)
        }
        return block.layers.map { ($0.layer, $0.old, $0.keyPaths, states[ObjectIdentifier($0.layer)] ?? []) }
    }

    /// What each shown view was last given: its node and its parent's origin.
    private var shown: [String: (node: ViewNode, origin: CGPoint)] = [:]

    /// Runs `change` with `block` noting the changes it makes to views.
    private func inBlock(_ block: UIView.AnimationBlock, _ change: () -> Void) {
        let outer = UIView.animationBlock
        UIView.animationBlock = block
        change()
        UIView.animationBlock = outer
    }

    /// Takes `gone` off the stage: the first view of each subtree an animated change removed (`animation(parent)`:
    /// the change's animation where the view's superview is) leaves by its transition and goes when that ends (taking
    /// no taps meanwhile); the others go at once.
    private func remove(_ gone: [String: UIView], animation: (UIView?) -> Animation?) {
        let goneViews = Set(gone.values.map(ObjectIdentifier.init))
        for (identity, view) in gone.sorted(by: { $0.key < $1.key }) {
            views[identity] = nil
            touchHandlers[ObjectIdentifier(view)] = nil
            let last = shown.removeValue(forKey: identity)
            // A mask goes with the view it masks.
            guard view.layer.maskedLayer == nil else { continue }
            guard !goneViews.contains(ObjectIdentifier(view.superview ?? self)) else { continue }
            guard let last, let animation = animation(view.superview) else {
                view.removeFromSuperview()
                continue
            }
            var look = last.node.look
            (last.node.transition ?? .opacity).apply(to: &look, size: last.node.frame.size, inserting: false)
            let leaving = UIView.AnimationBlock()
            inBlock(leaving) { NodeDrawing.apply(last.node, look: look, to: view, origin: last.origin) }
            view.isUserInteractionEnabled = false
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            CATransaction.setCompletionBlock { view.removeFromSuperview() }
            UIView.addAnimations(for: leaving, additive: true) { _ in animation.coreAnimation() }
            CATransaction.commit()
        }
    }

    // MARK: Touches

    /// What a node view does with the fingers on it: its tap (`Button`, `onTapGesture`) and its gestures.
    struct TouchHandlers {
        var tap: (@MainActor () -> Void)?
        var gestures: [@MainActor () -> any GestureTracker]
    }

    /// A view following a finger, and its gestures' trackers.
    struct FollowingView {
        let view: UIView
        let handlers: TouchHandlers
        let trackers: [any GestureTracker]
    }

    /// The nearest view up from the one under `point` that takes touches (else what UIKit's hit test finds).
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let hit = super.hitTest(point, with: event) else { return nil }
        var view: UIView? = hit
        while let candidate = view, candidate !== self {
            if touchHandlers[ObjectIdentifier(candidate)] != nil { return candidate }
            view = candidate.superview
        }
        return hit
    }

    /// A finger landing: the view it landed on (the one under it, for a touch given to the host itself) and each view up
    /// from it that takes touches follow it, as SwiftUI's gestures on a view and on the views around it all see it.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            var view = touch.view
            if view === self { view = hitTest(touch.location(in: self), with: event) }
            var following: [FollowingView] = []
            while let current = view, current !== self {
                if let handlers = touchHandlers[ObjectIdentifier(current)] {
                    following.append(FollowingView(view: current, handlers: handlers, trackers: handlers.gestures.map { $0() }))
                }
                view = current.superview
            }
            fingers[ObjectIdentifier(touch)] = following
            for entry in following { for tracker in entry.trackers { tracker.began(place(of: touch, in: entry.view)) } }
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            for entry in fingers[ObjectIdentifier(touch)] ?? [] { for tracker in entry.trackers { tracker.moved(place(of: touch, in: entry.view)) } }
        }
    }

    /// A finger lifting: each gesture following it ends, then the nearest tap runs (a `Button`'s, an `onTapGesture`'s)
    /// unless a gesture of its own view recognized (a drag under way, a long press held).
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            guard let following = fingers.removeValue(forKey: ObjectIdentifier(touch)) else { continue }
            for entry in following { for tracker in entry.trackers { tracker.ended(place(of: touch, in: entry.view)) } }
            // The tap as the view has it now (none once it has gone).
            if let tapping = following.first(where: { $0.handlers.tap != nil }), !tapping.trackers.contains(where: \.recognized) {
                touchHandlers[ObjectIdentifier(tapping.view)]?.tap?()
            }
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            for entry in fingers.removeValue(forKey: ObjectIdentifier(touch)) ?? [] { for tracker in entry.trackers { tracker.cancelled() } }
        }
    }

    /// Where `touch` is for the gestures of `view`, now.
    private func place(of touch: UITouch, in view: UIView) -> FingerPlace {
        FingerPlace(local: touch.location(in: view), global: touch.location(in: nil), time: EffectStage.currentTime)
    }
}

extension EffectStage {
    /// Hosts `content`, a SwiftUI view, filling the stage (its content centred, as a hosting controller places it):
    /// its body becomes views and layers now, `stage.tap(at:time:)` reaches its buttons and tap gestures (and
    /// `stage.touch(host, at:down:moves:up:)` its press and drag gestures, the host's points the stage's), and its state
    /// changes are recorded with their animations. Returns the hosting view.
    @discardableResult public func host<Content: View>(_ content: Content) -> UIView {
        let host = ViewHost(content, on: self)
        addSubview(host)
        return host
    }
}
