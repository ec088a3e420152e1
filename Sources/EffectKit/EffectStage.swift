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
@MainActor public final class EffectStage {
    /// The stage recording now on this thread: where layers report what code does to them.
    nonisolated static var current: EffectStage? {
        get { ThreadState.current.stage }
        set { ThreadState.current.stage = newValue }
    }

    /// Orders animations added off a running stage.
    nonisolated static var sequence: Int {
        get { ThreadState.current.sequence }
        set { ThreadState.current.sequence = newValue }
    }

    /// Transactions committed off a running stage with nothing to wait for: their blocks run at the start.
    nonisolated static var completionsAtStart: [CATransaction.State] {
        get { ThreadState.current.completionsAtStart }
        set { ThreadState.current.completionsAtStart = newValue }
    }

    /// `UIView.animate` calls made off a running stage: made at the start (their layers keep their old values until then).
    static var callsAtStart: [(calls: [(layer: CALayer, old: Layer, view: ViewAnimation)], completion: ((Bool) -> Void)?, end: Double)] {
        get { ThreadState.current.callsAtStart }
        set { ThreadState.current.callsAtStart = newValue }
    }

    /// `CACurrentMediaTime()` at the document's time 0, in seconds.
    /// 0: `CACurrentMediaTime()` is the document time itself, so that a time code computes from it
    /// (`CACurrentMediaTime() + 0.15`) is the very `Double` the document holds, not one rounded through a larger number.
    public nonisolated static let mediaTimeOrigin: CFTimeInterval = 0

    /// Runs `body` with the stage recording on this thread, on the main actor, where a stage runs: what Core
    /// Animation's code (not main-actor, as on iOS) reports to it. Nothing when no stage records. A stage records
    /// only on the main actor, so a layer that reports to one is on it too (checked here at run time): the callers
    /// hand their layers over as `nonisolated(unsafe)`.
    nonisolated static func whenRecording(_ body: @MainActor (EffectStage) -> Void) {
        guard let stage = current else { return }
        MainActor.assumeIsolated { body(stage) }
    }

    /// The document time of the moment running (0 while no stage records), for code that is not main-actor.
    nonisolated static var currentTime: Double {
        guard let stage = current else { return 0 }
        return MainActor.assumeIsolated { stage.now }
    }

    /// The stage's width, in points: the document's canvas.
    public let width: CGFloat
    /// The stage's height, in points.
    public let height: CGFloat
    /// What lies behind the layers; `nil`: transparent.
    public let background: UIColor?
    /// Holds the root views and layers, the size of the stage (it is not in the document itself), as a window holds a
    /// screen's.
    public let view: UIView

    /// The layer the root layers are added to: `stage.layer.addSublayer(layer)` is `stage.addSublayer(layer)`.
    public var layer: CALayer { view.layer }
    var root: CALayer { view.layer }
    /// The root layers, back to front.
    public var sublayers: [CALayer] { root.sublayers ?? [] }
    /// What the code did that the document cannot say (a property it cannot change after the start, a value of
    /// the wrong type), each with the time it happened.
    public private(set) var problems: [String] = []

    private var scheduled: [(time: Double, code: @MainActor () -> Void)] = []
    /// The root views, back to front (their layers are among `sublayers`).
    public var subviews: [UIView] { view.subviews }
    /// Scripted touches, in the order given: each is an interaction of the document, `touch-N`.
    private var touches: [Touch] = []

    /// A finger: what it lands on, where (the target's coordinates; the stage's for a hit-tested one), where it moves,
    /// when it lifts.
    private struct Touch {
        var target: Target
        var down: Double
        var point: CGPoint
        var moves: [(time: Double, point: CGPoint)] = []
        var up: Double?
        var isTap: Bool
    }

    /// What a touch lands on: a view (its `touches…` methods), the view `hitTest` finds at a stage point when the finger
    /// lands, or a plain layer and the handlers tied to it.
    private enum Target {
        case view(UIView)
        case hitTested
        case layer(CALayer, onTouchDown: (() -> Void)?, onTouchUp: (() -> Void)?)
    }

    /// What the code running now answers, for the document: the start, a touch (its handlers, and what they set going —
    /// completions, `asyncAfter`, timers, delegates — recorded as that long after it), or a later time of the clock.
    enum Moment {
        case start
        /// The touch `id`'s finger down (or up), which happened at `at` document seconds.
        case touch(id: String, up: Bool, at: Double)
        case later

        /// What code scheduled now answers: the touch that caused this moment, else the clock.
        var scheduled: Moment {
            if case .touch = self { return self }
            return .later
        }

        /// The document's trigger for what is recorded now, and the seconds from it.
        func trigger(now: Double) -> (trigger: Trigger, delay: Double) {
            switch self {
            case .start, .later: (.start, now)
            case .touch(let id, let up, let at): (up ? .touchUp(id) : .touchDown(id), now - at)
            }
        }
    }

    private var moment = Moment.start
    /// The clock while code runs (swapped in and out around each moment).
    private var timeline = Timeline(layers: [])
    private var recording = false
    /// What the stage recorded, once it has played.
    private var recorded: EffectDocument?
    private var animations: [DocumentAnimation] = []
    /// The `UIView.animate` calls among `animations`, by index: where each came from.
    private var calls: [Int: RecordedCall] = [:]
    /// While a call's completion runs: its index in `animations`, by the layer's id.
    private var completing: [String: Int] = [:]
    private var actions: [DocumentAction] = []
    private var usedIDs = Set<String>()
    /// Layer ids numbered by kind so far: `layer-1`, `shape-2`.
    private var idNames = UniqueNames()
    /// Layers added at the current moment: they show no implicit animation, having never been drawn.
    private var arrivedNow = Set<ObjectIdentifier>()
    private var arrivalTime = -Double.infinity
    /// Moments of code run so far (`maximumMoments` at most).
    private var moments = 0
    /// The most moments a stage runs: far more than any effect has (a wave's legs, a ripple's touches), and reached in
    /// seconds by code that re-adds an animation from its own completion at the same instant for ever.
    public static let maximumMoments = 100_000

    /// A stage of `width` × `height` points.
    public init(width: CGFloat, height: CGFloat, background: UIColor? = .white) {
        self.width = width
        self.height = height
        self.background = background
        UIScreen.main.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        view = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        view.stage = self
    }

    /// The document time of the moment running, in seconds (0 while the stage is set up).
    public var now: Double { max(timeline.now, 0) }

    /// Adds a root layer, in front of the others.
    public func addSublayer(_ layer: CALayer) { root.addSublayer(layer) }

    /// Adds a root view, in front of the others.
    public func addSubview(_ view: UIView) { self.view.addSubview(view) }

    /// The controllers presented, kept as a window keeps its root view controller.
    private var presented: [UIViewController] = []

    /// Presents `controller` (the stage keeps it): its view fills the stage, `viewDidLoad` runs, then the layout pass
    /// (`viewDidLayoutSubviews`).
    public func present(_ controller: UIViewController) {
        presented.append(controller)
        controller.view.frame = CGRect(x: 0, y: 0, width: width, height: height)
        addSubview(controller.view)
        controller.viewWillAppear(false)
        layOut()
        controller.viewDidAppear(false)
    }

    /// A touch on `view` at `point` (its coordinates): down at `down` seconds, moving to each point at its time, up at
    /// `up` (`nil`: held).
    public func touch(_ view: UIView, at point: CGPoint, down: Double, moves: [(Double, CGPoint)] = [], up: Double?) {
        touches.append(Touch(target: .view(view), down: down, point: point, moves: moves.map { ($0.0, $0.1) }, up: up, isTap: false))
    }

    /// A tap on `view` at its centre (or `point`, its coordinates): down at `time`, up one frame (1/60 s) later.
    public func tap(_ view: UIView, at time: Double, point: CGPoint? = nil) {
        let centre = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        touches.append(Touch(target: .view(view), down: time, point: point ?? centre, up: time + Interaction.tapLength, isTap: true))
    }

    /// A touch on a plain layer at `point` (its coordinates; default: its centre), as the document scripts one:
    /// `onTouchDown` runs when the finger lands and `onTouchUp` when it lifts, as a handler tied to that layer would.
    public func touch(
        _ layer: CALayer, at point: CGPoint? = nil, down: Double, moves: [(Double, CGPoint)] = [], up: Double?,
        onTouchDown: (() -> Void)? = nil, onTouchUp: (() -> Void)? = nil
    ) {
        let centre = CGPoint(x: layer.bounds.midX, y: layer.bounds.midY)
        touches.append(
            Touch(
                target: .layer(layer, onTouchDown: onTouchDown, onTouchUp: onTouchUp), down: down, point: point ?? centre,
                moves: moves.map { ($0.0, $0.1) }, up: up, isTap: false))
    }

    /// A tap on a plain layer (down at `time`, up one frame later), with the handlers of `touch(_:at:down:…)`.
    public func tap(_ layer: CALayer, at time: Double, point: CGPoint? = nil, onTouchDown: (() -> Void)? = nil, onTouchUp: (() -> Void)? = nil) {
        let centre = CGPoint(x: layer.bounds.midX, y: layer.bounds.midY)
        touches.append(
            Touch(
                target: .layer(layer, onTouchDown: onTouchDown, onTouchUp: onTouchUp), down: time, point: point ?? centre,
                up: time + Interaction.tapLength, isTap: true))
    }

    /// A tap at `point` on the stage, delivered to the view UIKit's `hitTest` finds there when the finger lands.
    public func tap(at point: CGPoint, time: Double) {
        touches.append(Touch(target: .hitTested, down: time, point: point, up: time + Interaction.tapLength, isTap: true))
    }

    /// The frontmost view under `point` (stage coordinates) that takes touches.
    public func hitTest(_ point: CGPoint) -> UIView? {
        for view in subviews.reversed() {
            if let hit = view.hitTest(view.convert(point, from: self.view), with: nil) { return hit }
        }
        return nil
    }

    /// Lays out every view that needs it, as UIKit's layout pass at the end of a moment.
    private func layOut() { view.layoutIfNeeded() }

    /// Runs `code` at `time` (document seconds).
    public func run(at time: Double, _ code: @escaping @MainActor () -> Void) {
        scheduled.append((time, code))
    }

    /// Plays the stage to `duration` seconds and returns what it showed as a document. `name` follows the rule of
    /// document names (`[a-z0-9-]{1,64}`; other characters become `-`). A stage plays once: recording it again gives
    /// the same document (with the names given then), for the same duration.
    public func record(name: String, title: String? = nil, description: String? = nil, duration: Double) -> EffectDocument {
        if var document = recorded {
            precondition(
                document.duration == duration, "a stage plays once, for \(document.duration ?? 0) s; set up a new stage to record \(duration) s")
            (document.name, document.title, document.description) = (Self.documentName(name), title, description)
            return document
        }
        precondition(EffectStage.current == nil, "one stage records at a time")
        EffectStage.current = self
        defer { EffectStage.current = nil }
        layOut()
        recording = true
        CATransaction.commitImplicit()
        let roots = sublayers.map { identified($0) }
        var clock = Timeline(layers: roots)
        within(&clock) {
            for layer in sublayers { addWaitingAnimations(under: layer) }
            for (calls, completion, end) in EffectStage.callsAtStart {
                schedule(at: 0) { [unowned self] in
                    for call in calls {
                        for change in call.view.changes { change.keyPath.set(change.value, in: &call.layer.state) }
                    }
                    animate(calls, completion: completion, duration: end)
                }
            }
            EffectStage.callsAtStart = []
            for state in EffectStage.completionsAtStart { runSoon { state.runCompletion() } }
            EffectStage.completionsAtStart = []
            for (time, code) in scheduled + ThreadState.current.afterStart { schedule(at: time, code) }
            ThreadState.current.afterStart = []
            for (index, touch) in touches.enumerated() { schedule(touch, id: "touch-\(index + 1)") }
        }
        do {
            try clock.run(until: duration)
        } catch {
            problems.append("the clock stopped: \(error)")
        }
        recording = false
        var document = EffectDocument(
            name: Self.documentName(name), canvas: EffectDocument.Canvas(width: Double(width), height: Double(height), background: background?.color),
            layers: roots)
        document.title = title
        document.description = description
        document.duration = duration
        document.animations = CompletionLoop.written(animations, calls: calls, end: duration)
        document.actions = actions
        document.interactions = interactions.filter { !$0.events.isEmpty }
        document.feedback = felt.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        recorded = document
        return document
    }

    private static func documentName(_ name: String) -> String {
        if EffectDocument.isValidName(name) { return name }
        let mapped = String(
            name.lowercased().unicodeScalars.map { ("a"..."z").contains($0) || ("0"..."9").contains($0) ? Character($0) : "-" }.prefix(64))
        return mapped.isEmpty ? "effect" : mapped
    }

    // MARK: The clock

    /// Runs `body` with the clock the engine passes to an event: the code it runs reaches the clock through the stage.
    private func within(_ clock: inout Timeline, as moment: Moment = .later, _ body: () -> Void) {
        moments += 1
        guard moments <= Self.maximumMoments else {
            if moments == Self.maximumMoments + 1 {
                problems.append(
                    "at \(Int((max(clock.now, 0) * 1000).rounded())) ms: more than \(Self.maximumMoments) moments of code: completions that answer themselves without end; what comes after is not recorded"
                )
            }
            return
        }
        swap(&timeline, &clock)
        let outer = self.moment
        self.moment = timeline.now.isFinite ? moment : .start
        if timeline.now != arrivalTime { (arrivedNow, arrivalTime) = ([], timeline.now) }
        body()
        layOut()
        CATransaction.commitImplicit()
        self.moment = outer
        swap(&timeline, &clock)
    }

    /// Runs `code` as a moment of its own at `time` (`moment`: what it answers; by default what the code running now
    /// answers, so that what a touch handler sets going stays that touch's).
    func schedule(at time: Double, as moment: Moment? = nil, _ code: @escaping @MainActor () -> Void) {
        let moment = moment ?? self.moment.scheduled
        timeline.schedule(at: time, cause: .start) { [unowned self] clock in within(&clock, as: moment, code) }
    }

    /// Runs `code` at the current time, after what is already due then.
    func runSoon(_ code: @escaping @MainActor () -> Void) { schedule(at: now, code) }

    // MARK: Layers

    /// The layer's model with ids given to it and its sublayers.
    private func identified(_ layer: CALayer) -> Layer {
        if layer.recordedID == nil { layer.recordedID = uniqueID(for: layer) }
        var model = layer.state
        model.id = layer.recordedID!
        model.sublayers = layer.recordedChildren.map(identified)
        if let refused = layer.refusedFilter { problem("\(model.id): \(refused)") }
        if layer.mask != nil {
            model.matte = Matte(.alpha)
            if model.content != .plain || model.backgroundColor != nil || model.borderWidth > 0 || model.shadowOpacity > 0 {
                problem(
                    "\(model.id): its mask masks its own drawing too on iOS, the document's matte only its sublayers: draw it in a sublayer")
            }
        }
        return model
    }

    /// A mask set or taken away after the start: the document's matte is fixed.
    func maskDidChange(of layer: CALayer) {
        guard recording, let id = layer.recordedID else { return }
        problem("\(id): its mask changed after the start; the document's matte is fixed: set the mask before")
    }

    /// Objects whose stored properties name the views and layers they hold (`takeNames(from:)`).
    private var nameOwners: [AnyObject] = []

    /// Names the views and layers `owner` holds after the stored properties holding them (`heart` for
    /// `let heart = CAShapeLayer()`), as the properties of a view or view controller above them do: for an object that
    /// is neither, such as the effect class `--format swift` writes.
    public func takeNames(from owner: AnyObject) { nameOwners.append(owner) }

    private func uniqueID(for layer: CALayer) -> String {
        if let name = ObjectNames.names(of: layer, owners: nameOwners).first(where: { !usedIDs.contains($0) }) {
            usedIDs.insert(name)
            return name
        }
        let base = Self.baseID(of: layer)
        while true {
            let id = idNames.claim(base, separator: "-")
            if usedIDs.insert(id).inserted { return id }
        }
    }

    /// `layer`, `shape`, `gradient`, `text` for Core Animation's own classes; a subclass by its name (`rippleLayer`).
    private static func baseID(of layer: CALayer) -> String {
        let kind = type(of: layer)
        if kind == CALayer.self { return "layer" }
        if kind == CAShapeLayer.self { return "shape" }
        if kind == CAGradientLayer.self { return "gradient" }
        if kind == CATextLayer.self { return "text" }
        let name = String(describing: kind)
        return name.prefix(1).lowercased() + name.dropFirst()
    }

    /// A layer entered the tree under `parent` (`nil`: a root): recorded with its sublayers, then the animations
    /// added to them before.
    func layerWasAdded(_ layer: CALayer, to parent: CALayer, atEnd: Bool) {
        let parentID = parent === root ? nil : parent.recordedID
        guard recording, parent === root || parentID != nil else { return }
        if !atEnd {
            problem(
                "\(layer.name ?? String(describing: type(of: layer))) was inserted below its siblings; the document adds a layer in front of them")
        }
        let model = identified(layer)
        func arrived(_ layer: CALayer) {
            arrivedNow.insert(ObjectIdentifier(layer))
            layer.recordedChildren.forEach(arrived)
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
            layer.recordedChildren.forEach(leave)
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
        let animates = !layer.animatesAsView && !transaction.disableActions && !arrivedNow.contains(ObjectIdentifier(layer))
        let implicitAsDefault = animates && transaction.duration == MediaTiming.transactionDuration && transaction.timingFunction == nil
        let shown = animates && !implicitAsDefault ? values.map { timeline.presentationValue($0.0, of: id) } : []
        perform(.set(layerID: id, values: values, implicit: implicitAsDefault))
        guard animates, !implicitAsDefault else { return }
        for ((keyPath, value), from) in zip(values, shown) where keyPath.isInterpolated {
            guard let from else { continue }
            var timing = MediaTiming()
            timing.beginTime = now
            timing.duration = transaction.duration
            let animation = EffectModel.Animation(
                keyPath: keyPath, timing: timing, timingFunction: (transaction.timingFunction?.function ?? .default),
                kind: .basic(from: from, to: value, by: nil))
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
        var animation: EffectModel.Animation
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
            layer.recordedChildren.forEach(collect)
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
    private func addRecorded(_ animation: EffectModel.Animation, to id: String, key: String?) {
        timeline.add(animation, to: id, key: key)
        var entry = DocumentAnimation(animation, on: id, key: key)
        stamp(&entry)
        animations.append(entry)
    }

    /// Makes `calls` of `UIView.animate` on the clock and records them; `completion` runs when the last animation
    /// ends (`emptyEnd` after the call when nothing changed).
    func animate(_ calls: [(layer: CALayer, old: Layer, view: ViewAnimation)], completion: ((Bool) -> Void)?, duration emptyEnd: Double) {
        var end = now + emptyEnd
        var made: [String: Int] = [:]
        for call in calls {
            guard let id = call.layer.recordedID else { continue }
            let shown = call.view.changes.map { timeline.presentationValue($0.keyPath, of: id) }
            timeline.animateView(call.view, layer: id)
            var entry = DocumentAnimation(call.view, on: id)
            stamp(&entry)
            made[id] = animations.count
            self.calls[animations.count] = RecordedCall(time: now, completionOf: completing[id], shown: shown)
            animations.append(entry)
            end = max(end, call.view.endTime(callTime: now))
        }
        guard let completion, end.isFinite else { return }
        schedule(at: end) { [unowned self] in
            let outer = completing
            completing = made
            completion(true)
            completing = outer
        }
    }

    /// Ties an entry added now to the moment: the start, a touch (and how long after it), or the time.
    ///
    /// The document adds a Core Animation animation at its trigger, its `beginTime` counted from it: one added later
    /// by code the touch set going is added at the touch, begun that much later, where that shows the same — it holds
    /// nothing before it begins (no backwards fill) and its key replaces nothing (no earlier animation under it on
    /// the layer); else it is added at its document time, as code at a time of the clock.
    private func stamp(_ entry: inout DocumentAnimation) {
        if case .start = moment { return }
        var (trigger, delay) = moment.trigger(now: now)
        if case .core(var animation, let key) = entry.content {
            let layerID = entry.layerID
            let replaces =
                key.map { key in
                    animations.contains { earlier in
                        if case .core(_, let earlierKey) = earlier.content { earlier.layerID == layerID && earlierKey == key } else { false }
                    }
                } ?? false
            if delay > 0, animation.timing.fillMode.holdsStart || replaces { (trigger, delay) = (.start, now) }
            // From the moment it is tied to: the touch (what it answers), or the clock's time.
            animation.timing.beginTime -= trigger == .start ? now : now - delay
            entry.content = .core(animation, key: key)
            delay = trigger == .start ? now : 0
        }
        (entry.trigger, entry.addedAfter) = (trigger, delay)
    }

    /// Makes `change` on the clock and records it as an action of this moment.
    private func perform(_ change: DocumentAction.Change) {
        timeline.perform(change)
        let (trigger, delay) = moment.trigger(now: now)
        actions.append(DocumentAction(trigger: trigger, delay: delay, change: change))
    }

    // MARK: Touches

    /// The script of touches as the document's interactions, on the layers of the views touched.
    private var interactions: [Interaction] = []

    /// Delivers `touch` at its times, and records it as the interaction `id` on the layer it lands on (nothing when it
    /// lands on nothing).
    private func schedule(_ touch: Touch, id: String) {
        var finger: UITouch?
        var view: UIView?
        var gestures: GestureArena?
        var events: [(time: Double, event: Interaction.Event)] = []
        let index = interactions.count
        interactions.append(Interaction(id: id, layerID: "", events: []))
        func record(_ time: Double, _ event: Interaction.Event) {
            events.append((time, event))
            interactions[index].events = events
        }
        schedule(at: touch.down, as: .touch(id: id, up: false, at: touch.down)) { [unowned self] in
            var point = touch.point
            let layer: CALayer?
            switch touch.target {
            case .layer(let touched, _, _): layer = touched
            case .view(let touched): (view, layer) = (touched, touched.layer)
            case .hitTested:
                view = hitTest(point)
                layer = view?.layer
                if let view { point = view.convert(point, from: nil) }
            }
            guard let layerID = layer?.recordedID else { return problem("\(id) lands on nothing on the stage") }
            interactions[index].layerID = layerID
            record(touch.down, touch.isTap ? .tap(Point(point)) : .touchDown(Point(point)))
            if case .layer(_, let onTouchDown, _) = touch.target { onTouchDown?() }
            guard let view else { return }
            let made = UITouch(at: view.convert(point, to: nil), in: view, tapCount: 1)
            finger = made
            let watching = GestureArena(view: view) { view.touchesCancelled([made], with: UIEvent([made])) }
            gestures = watching
            watching.began(made) { time, code in
                schedule(at: time, as: .touch(id: id, up: false, at: touch.down), code)
            }
            if !watching.viewCancelled { view.touchesBegan([made], with: UIEvent([made])) }
        }
        for move in touch.moves {
            schedule(at: move.time, as: .touch(id: id, up: false, at: touch.down)) {
                guard !events.isEmpty else { return }
                record(move.time, .touchMoved(Point(move.point)))
                guard let view, let finger else { return }
                finger.stagePoint = view.convert(move.point, to: nil)
                gestures?.moved(finger)
                if gestures?.viewCancelled != true { view.touchesMoved([finger], with: UIEvent([finger])) }
            }
        }
        if let up = touch.up {
            schedule(at: up, as: .touch(id: id, up: true, at: up)) {
                guard !events.isEmpty else { return }
                if !touch.isTap { record(up, .touchUp) }
                if case .layer(_, _, let onTouchUp) = touch.target { onTouchUp?() }
                guard let view, let finger else { return }
                gestures?.ended(finger)
                if gestures?.viewCancelled != true { view.touchesEnded([finger], with: UIEvent([finger])) }
            }
        }
    }

    /// The layout problems reported so far: each is listed once, however many layout passes meet it.
    private var layoutProblems = Set<String>()

    /// A conflict or an ambiguity of the constraints, as UIKit logs it.
    func layoutProblem(_ text: String) {
        if layoutProblems.insert(text).inserted { problem(text) }
    }

    func problem(_ text: String) {
        problems.append("at \(Int((now * 1000).rounded())) ms: \(text)")
    }

    /// Haptics and announcements made while recording, at the stage's time.
    private var felt: [Feedback] = []

    /// Records `item` now (its time is the stage's).
    func feedback(_ item: Feedback) {
        var item = item
        item.time = now
        felt.append(item)
    }
}
