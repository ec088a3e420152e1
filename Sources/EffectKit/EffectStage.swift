import EffectEngine
import EffectModel
import Foundation

/// Where Swift that uses Core Animation runs on the document clock and is recorded as an effect document.
///
/// Code outside `run(at:)` runs at time 0 (it sets the stage up: the layers then are the document's `layers`,
/// animations added then are added before the start). `record` plays the clock to `duration` through the engine's
/// `Timeline`: blocks given to `run(at:)`, completion blocks and delegates run at the instant Core Animation runs them,
/// and what they do is recorded then — changes as actions, animations at the time they are added — so that the
/// document plays exactly as the code ran.
public final class EffectStage {
    /// The stage recording now: where layers report what code does to them. EffectKit runs on one thread, as UIKit's
    /// main thread.
    nonisolated(unsafe) static var current: EffectStage?
    /// Orders animations added off a running stage.
    nonisolated(unsafe) static var sequence = 0
    /// Transactions committed off a running stage with nothing to wait for: their blocks run at the start.
    nonisolated(unsafe) static var completionsAtStart: [CATransaction.State] = []

    /// `CACurrentMediaTime()` at the document's time 0, in seconds.
    public static let mediaTimeOrigin: CFTimeInterval = 1000

    public let width: CGFloat
    public let height: CGFloat
    public let background: UIColor?
    /// Holds the root layers (it is not in the document itself).
    let root = CALayer()
    /// The root layers, back to front.
    public var sublayers: [CALayer] { root.sublayers ?? [] }
    /// What the code did that the document cannot say (a property it cannot change after the start, a value of
    /// the wrong type), each with the time it happened.
    public private(set) var problems: [String] = []

    private var scheduled: [(time: Double, code: () -> Void)] = []
    /// The clock while code runs (swapped in and out around each moment).
    private var timeline = Timeline(layers: [])
    private var recording = false
    private var animations: [DocumentAnimation] = []
    private var actions: [DocumentAction] = []
    private var usedIDs = Set<String>()
    private var idCounts: [String: Int] = [:]
    /// Layers added at the current moment: they show no implicit animation, having never been drawn.
    private var arrivedNow = Set<ObjectIdentifier>()
    private var arrivalTime = -Double.infinity

    /// A stage of `width` × `height` points.
    public init(width: CGFloat, height: CGFloat, background: UIColor? = .white) {
        self.width = width
        self.height = height
        self.background = background
    }

    /// The document time of the moment running, in seconds (0 while the stage is set up).
    public var now: Double { max(timeline.now, 0) }

    /// Adds a root layer, in front of the others.
    public func addSublayer(_ layer: CALayer) { root.addSublayer(layer) }

    /// Runs `code` at `time` (document seconds).
    public func run(at time: Double, _ code: @escaping () -> Void) {
        scheduled.append((time, code))
    }

    /// Plays the stage to `duration` seconds and returns what it showed as a document. `name` follows the rule of
    /// document names (`[a-z0-9-]{1,64}`; other characters become `-`).
    public func record(name: String, title: String? = nil, duration: Double) -> EffectDocument {
        precondition(EffectStage.current == nil, "one stage records at a time")
        EffectStage.current = self
        defer { EffectStage.current = nil }
        recording = true
        CATransaction.commitImplicit()
        let roots = sublayers.map { identified($0) }
        var clock = Timeline(layers: roots)
        within(&clock) {
            for layer in sublayers { addWaitingAnimations(under: layer) }
            for state in EffectStage.completionsAtStart { runSoon { state.runCompletion() } }
            EffectStage.completionsAtStart = []
            for (time, code) in scheduled { schedule(at: time, code) }
        }
        do {
            try clock.run(until: duration)
        } catch {
            problems.append("the clock stopped: \(error)")
        }
        recording = false
        var document = EffectDocument(name: Self.documentName(name), canvas: EffectDocument.Canvas(width: Double(width), height: Double(height), background: background?.color), layers: roots)
        document.title = title
        document.duration = duration
        document.animations = animations
        document.actions = actions
        return document
    }

    private static func documentName(_ name: String) -> String {
        if EffectDocument.isValidName(name) { return name }
        let mapped = String(name.lowercased().unicodeScalars.map { ("a"..."z").contains($0) || ("0"..."9").contains($0) ? Character($0) : "-" }.prefix(64))
        return mapped.isEmpty ? "effect" : mapped
    }

    // MARK: The clock

    /// Runs `body` with the clock the engine passes to an event: the code it runs reaches the clock through the stage.
    private func within(_ clock: inout Timeline, _ body: () -> Void) {
        swap(&timeline, &clock)
        if timeline.now != arrivalTime { (arrivedNow, arrivalTime) = ([], timeline.now) }
        body()
        CATransaction.commitImplicit()
        swap(&timeline, &clock)
    }

    /// Runs `code` as a moment of its own at `time`.
    func schedule(at time: Double, _ code: @escaping () -> Void) {
        timeline.schedule(at: time, cause: .start) { [unowned self] clock in within(&clock, code) }
    }

    /// Runs `code` at the current time, after what is already due then.
    func runSoon(_ code: @escaping () -> Void) { schedule(at: now, code) }

    // MARK: Layers

    /// The layer's model with ids given to it and its sublayers.
    private func identified(_ layer: CALayer) -> Layer {
        if layer.recordedID == nil { layer.recordedID = uniqueID(for: layer) }
        var model = layer.state
        model.id = layer.recordedID!
        model.sublayers = (layer.sublayers ?? []).map(identified)
        return model
    }

    private func uniqueID(for layer: CALayer) -> String {
        if let name = layer.name, !name.isEmpty, usedIDs.insert(name).inserted { return name }
        let base = Self.baseID(of: layer)
        while true {
            idCounts[base, default: 0] += 1
            let id = "\(base)-\(idCounts[base]!)"
            if usedIDs.insert(id).inserted { return id }
        }
    }

    private static func baseID(of layer: CALayer) -> String {
        switch layer {
        case is CAShapeLayer where type(of: layer) == CAShapeLayer.self: "shape"
        case is CAGradientLayer where type(of: layer) == CAGradientLayer.self: "gradient"
        case is CATextLayer where type(of: layer) == CATextLayer.self: "text"
        default:
            type(of: layer) == CALayer.self ? "layer" : {
                let name = String(describing: type(of: layer))
                return name.prefix(1).lowercased() + name.dropFirst()
            }()
        }
    }

    /// A layer entered the tree under `parent` (`nil`: a root): recorded with its sublayers, then the animations
    /// added to them before.
    func layerWasAdded(_ layer: CALayer, to parent: CALayer, atEnd: Bool) {
        let parentID = parent === root ? nil : parent.recordedID
        guard recording, parent === root || parentID != nil else { return }
        if !atEnd { problem("\(layer.name ?? String(describing: type(of: layer))) was inserted below its siblings; the document adds a layer in front of them") }
        let model = identified(layer)
        func arrived(_ layer: CALayer) {
            arrivedNow.insert(ObjectIdentifier(layer))
            layer.sublayers?.forEach(arrived)
        }
        arrived(layer)
        perform(.addLayer(model, parentID: parentID))
        addWaitingAnimations(under: layer)
    }

    func layerWillBeRemoved(_ layer: CALayer) {
        guard recording, let id = layer.recordedID else { return }
        perform(.removeLayer(id))
        func leave(_ layer: CALayer) {
            for running in layer.attached where !running.ended { running.end(finished: false) }
            layer.attached = []
            layer.recordedID = nil
            layer.sublayers?.forEach(leave)
        }
        leave(layer)
    }

    /// A property of `layer` changed from `old`: on the stage, the new model values are set now, with the implicit
    /// animation Core Animation gives a layer that stands alone.
    func layerDidChange(_ layer: CALayer, keyPaths: [AnimatableKeyPath], from old: Layer) {
        guard recording, let id = layer.recordedID else { return }
        let values = keyPaths.map { ($0, $0.value(of: layer.state)) }.filter { $0.1 != $0.0.value(of: old) }
        if values.isEmpty {
            var unchanged = old
            unchanged.id = layer.state.id
            if unchanged != layer.state { problem("a property of \(id) that the document cannot change after the start was changed") }
            return
        }
        let transaction = CATransaction.current
        let animates = !layer.isViewBacked && !transaction.disableActions && !arrivedNow.contains(ObjectIdentifier(layer))
        let implicitAsDefault = animates && transaction.duration == MediaTiming.transactionDuration && transaction.timingFunction == nil
        let shown = animates && !implicitAsDefault ? values.map { timeline.presentationValue($0.0, of: id) } : []
        perform(.set(layerID: id, values: values, implicit: implicitAsDefault))
        guard animates, !implicitAsDefault else { return }
        for ((keyPath, value), from) in zip(values, shown) {
            guard let from else { continue }
            var timing = MediaTiming()
            timing.beginTime = now
            timing.duration = transaction.duration
            let animation = Animation(keyPath: keyPath, timing: timing, timingFunction: (transaction.timingFunction?.function ?? .default), kind: .basic(from: from, to: value, by: nil))
            addRecorded(animation, to: id, key: keyPath.rawValue)
        }
    }

    /// The layer as it shows now: its model with every animation applied.
    func presentationModel(of layer: CALayer) -> Layer {
        guard let id = layer.recordedID else { return layer.state }
        var model = layer.state
        for keyPath in AnimatableKeyPath.allCases where keyPath.applies(to: model) {
            if let value = timeline.presentationValue(keyPath, of: id) { keyPath.set(value, in: &model) }
        }
        return model
    }

    // MARK: Animations

    /// One animation on the stage: Core Animation's object and what became of it.
    final class Running {
        let animation: CAAnimation
        let key: String?
        let transaction: CATransaction.State
        private(set) var ended = false

        init(animation: CAAnimation, key: String?, transaction: CATransaction.State) {
            (self.animation, self.key, self.transaction) = (animation, key, transaction)
        }

        /// The delegate is told, and the transaction counts it, once.
        func end(finished: Bool) {
            guard !ended else { return }
            ended = true
            animation.delegate?.animationDidStop(animation, finished: finished)
            transaction.animationEnded()
        }
    }

    func add(_ anim: CAAnimation, to layer: CALayer, forKey key: String?, in transaction: CATransaction.State) {
        transaction.pending += 1
        attach(anim, to: layer, key: key, transaction: transaction)
    }

    /// Adds an animation whose transaction already counts it.
    private func attach(_ anim: CAAnimation, to layer: CALayer, key: String?, transaction: CATransaction.State) {
        guard let id = layer.recordedID else { return }
        var animation: Animation
        do {
            animation = try anim.model()
        } catch {
            problem("\(id): \(error)")
            transaction.animationEnded()
            return
        }
        animation.timing.beginTime = anim.beginTime == 0 ? now : anim.beginTime - Self.mediaTimeOrigin
        if let key, let index = layer.attached.lastIndex(where: { $0.key == key }) {
            let replaced = layer.attached.remove(at: index)
            addRecorded(animation, to: id, key: key)
            replaced.end(finished: false)
        } else {
            addRecorded(animation, to: id, key: key)
        }
        let running = Running(animation: anim, key: key, transaction: transaction)
        layer.attached.append(running)
        if let delegate = anim.delegate {
            schedule(at: max(animation.timing.beginTime, now)) { if !running.ended { delegate.animationDidStart(anim) } }
        }
        let end = max(animation.endTime, now)
        guard end.isFinite else { return }
        schedule(at: end) { [weak layer] in
            guard !running.ended else { return }
            if anim.isRemovedOnCompletion { layer?.attached.removeAll { $0 === running } }
            running.end(finished: true)
        }
    }

    /// Adds the animations `layer` and its sublayers were given off the stage, in the order they were given.
    private func addWaitingAnimations(under layer: CALayer) {
        var waiting: [(sequence: Int, layer: CALayer, animation: CAAnimation, key: String?, transaction: CATransaction.State)] = []
        func collect(_ layer: CALayer) {
            waiting += layer.waiting.map { ($0.sequence, layer, $0.animation, $0.key, $0.transaction) }
            layer.waiting = []
            layer.sublayers?.forEach(collect)
        }
        collect(layer)
        for entry in waiting.sorted(by: { $0.sequence < $1.sequence }) {
            attach(entry.animation, to: entry.layer, key: entry.key, transaction: entry.transaction)
        }
    }

    func removeAnimations(of layer: CALayer, key: String?) {
        guard let id = layer.recordedID else { return }
        perform(.removeAnimations(layerID: id, key: key))
        let removed = layer.attached.filter { key == nil || $0.key == key }
        layer.attached.removeAll { running in removed.contains { $0 === running } }
        for running in removed { running.end(finished: false) }
    }

    // MARK: Recording

    /// Adds `animation` (its `beginTime` in document seconds) to the clock and to the document.
    private func addRecorded(_ animation: Animation, to id: String, key: String?) {
        timeline.add(animation, to: id, key: key)
        var entry = animation
        let at = timeline.now.isFinite ? now : 0
        if timeline.now.isFinite { entry.timing.beginTime -= at }
        animations.append(DocumentAnimation(entry, on: id, key: key, addedAfter: timeline.now.isFinite ? at : 0))
    }

    /// Makes `change` on the clock and records it as an action at this time.
    private func perform(_ change: DocumentAction.Change) {
        timeline.perform(change)
        actions.append(DocumentAction(delay: now, change: change))
    }

    private func problem(_ text: String) {
        problems.append("at \(Int((now * 1000).rounded())) ms: \(text)")
    }
}
