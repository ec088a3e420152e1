import EffectModel
import Foundation

/// `CALayer`: its properties are the document's layer (`EffectModel.Layer`), read and written with Core Animation's
/// names and types. While a stage records, a change to a layer in the tree is recorded at the time it is made, with
/// Core Animation's implicit animation when the layer stands alone (not a view's) and actions are not disabled.
open class CALayer {
    /// The document's layer: what this layer is now (its model values).
    var state: Layer
    /// The sublayers, back to front; `nil` when it has none yet.
    public private(set) var sublayers: [CALayer]?
    /// The layer it is a sublayer of.
    public private(set) weak var superlayer: CALayer?
    /// The view this layer backs: such a layer has no implicit animations.
    weak var view: UIView?
    /// A sublayer that draws part of its view's content and moves with the view (a SwiftUI symbol's outline, whose
    /// colour is the view's foreground style): it animates as the view's own layer does.
    var drawsForView = false
    /// Whether the layer animates as a view's: no implicit animations; its changes in an animation block are the
    /// block's.
    var animatesAsView: Bool { view != nil || drawsForView }
    /// The id the layer has in the recorded document, given when it first enters a stage's tree.
    var recordedID: String?
    /// Animations added on the stage and not removed, in the order added, with the key given (`nil`: none).
    var attached: [EffectStage.Running] = []

    /// A layer with Core Animation's defaults.
    public required init() { state = Layer(id: "", content: Self.initialContent) }

    /// What a new layer of this class draws: nothing (`CALayer`), a path, a gradient, text.
    class var initialContent: LayerContent { .plain }

    /// `name`: the layer's id in the recorded document (and the label of its charts) when set.
    public var name: String?

    /// Changes the model and tells the stage which key paths changed (none: a property the clock cannot change
    /// after the start).
    func update(_ keyPaths: [AnimatableKeyPath], _ change: (inout Layer) -> Void) {
        let old = state
        change(&state)
        // UIKit changes what it does not animate (`isHidden`) at once, inside an animation block too.
        if animatesAsView, keyPaths.contains(where: \.isInterpolated), let block = UIView.animationBlock {
            block.note(self, keyPaths: keyPaths, from: old)
            return
        }
        nonisolated(unsafe) let layer = self
        EffectStage.whenRecording { $0.layerDidChange(layer, keyPaths: keyPaths, from: old) }
    }

    // MARK: Geometry

    /// The layer's own rectangle, in points; sublayers are placed in it.
    public var bounds: CGRect {
        get { state.bounds.cgRect }
        set { update([.bounds]) { $0.bounds = Rect(newValue) } }
    }

    /// Where the anchor point sits in the superlayer, in points.
    public var position: CGPoint {
        get { state.position.cgPoint }
        set { update([.position]) { $0.position = Point(newValue) } }
    }

    /// The point of the bounds that `position` names and `transform` turns about, in unit coordinates (default: the centre).
    public var anchorPoint: CGPoint {
        get { state.anchorPoint.cgPoint }
        set { update([.anchorPoint]) { $0.anchorPoint = Point(newValue) } }
    }

    /// The bounds in the superlayer's space, for an untransformed layer: setting it sets `bounds.size` and `position`.
    public var frame: CGRect {
        get {
            let b = state.bounds
            let a = state.anchorPoint
            let p = state.position
            return CGRect(x: p.x - a.x * b.width, y: p.y - a.y * b.height, width: b.width, height: b.height)
        }
        set {
            update([.bounds, .position]) { layer in
                layer.bounds.size = Size(newValue.size)
                layer.position = Point(
                    Double(newValue.minX) + layer.anchorPoint.x * Double(newValue.width),
                    Double(newValue.minY) + layer.anchorPoint.y * Double(newValue.height))
            }
        }
    }

    /// The transform about the anchor point; its 2-D part is recorded (scale, rotation, translation).
    public var transform: CATransform3D {
        get { CATransform3DMakeAffineTransform(state.transform.affineTransform) }
        set { setAffineTransform(CATransform3DGetAffineTransform(newValue)) }
    }

    /// `transform`'s 2-D part.
    public func affineTransform() -> CGAffineTransform { state.transform.affineTransform }

    /// Sets `transform` to a 2-D transform. A scale or rotation read back from the matrix within 1e-12 (relative, or
    /// absolute below 1) of the one standing is the one standing: a turn's cosine and sine do not square to exactly 1,
    /// so a rotated view's scale 1 reads back as 1.0000000000000002, which is no motion.
    public func setAffineTransform(_ m: CGAffineTransform) {
        let old = state.transform
        var new = LayerTransform(m)
        func standing(_ value: Double, _ standing: Double) -> Double {
            abs(value - standing) <= 1e-12 * max(1, abs(standing)) ? standing : value
        }
        new.scale = Size(standing(new.scale.width, old.scale.width), standing(new.scale.height, old.scale.height))
        new.rotation = standing(new.rotation, old.rotation)
        var changed: [AnimatableKeyPath] = []
        if new.scale.width != old.scale.width { changed.append(.scaleX) }
        if new.scale.height != old.scale.height { changed.append(.scaleY) }
        if new.rotation != old.rotation { changed.append(.rotationZ) }
        if new.translation != old.translation { changed.append(.translation) }
        update(changed) { $0.transform = new }
    }

    /// The sibling drawing order: lower first.
    public var zPosition: CGFloat {
        get { CGFloat(state.zPosition) }
        set { update([.zPosition]) { $0.zPosition = Double(newValue) } }
    }

    // MARK: Appearance

    /// The group opacity, 0…1.
    public var opacity: Float {
        get { Float(state.opacity) }
        set { update([.opacity]) { $0.opacity = newValue.decimal } }
    }

    /// Whether the layer and its sublayers are not drawn.
    public var isHidden: Bool {
        get { state.isHidden }
        set { update([.hidden]) { $0.isHidden = newValue } }
    }

    /// Fills the rounded bounds; `nil`: none.
    public var backgroundColor: CGColor? {
        get { state.backgroundColor.map(CGColor.init) }
        set { update([.backgroundColor]) { $0.backgroundColor = newValue?.color } }
    }

    /// The corners' radius, in points.
    public var cornerRadius: CGFloat {
        get { CGFloat(state.cornerRadius) }
        set { update([.cornerRadius]) { $0.cornerRadius = Double(newValue) } }
    }

    /// Circular or continuous corners.
    public var cornerCurve: CALayerCornerCurve {
        get { CALayerCornerCurve(curve: state.cornerCurve) }
        set { update([]) { $0.cornerCurve = newValue.curve } }
    }

    /// Whether content and sublayers are clipped to the rounded bounds.
    public var masksToBounds: Bool {
        get { state.masksToBounds }
        set { update([]) { $0.masksToBounds = newValue } }
    }

    /// A layer whose alpha masks this layer's sublayers (`nil`: none), in this layer's coordinates; it is not one of
    /// the sublayers. Recorded as the document's alpha `matte`, the mask its first sublayer: the document's matte masks
    /// the sublayers only, so a layer that draws itself (content, background, border, shadow) and has a mask is a
    /// stage problem — put that drawing in a sublayer.
    public var mask: CALayer? {
        didSet {
            oldValue?.maskedLayer = nil
            mask?.maskedLayer = self
            nonisolated(unsafe) let layer = self
            EffectStage.whenRecording { $0.maskDidChange(of: layer) }
        }
    }

    /// The layer this one masks.
    weak var maskedLayer: CALayer?

    /// The layers recorded under this one: its mask first, then its sublayers.
    var recordedChildren: [CALayer] { (mask.map { [$0] } ?? []) + (sublayers ?? []) }

    /// How the layer combines with what lies below it: one of Core Animation's blend filter names
    /// (`"multiplyBlendMode"`, `"screenBlendMode"` … `"luminosityBlendMode"`, `"plusL"`), as lottie-ios sets them
    /// (`nil`: normal). Recorded as the document's `blendMode`; another value is a stage problem.
    public var compositingFilter: Any? {
        get { state.blendMode.coreAnimationFilter }
        set {
            let name = newValue as? String
            guard let mode = name.map(BlendMode.init(coreAnimationFilter:)) ?? .normal else {
                let names = BlendMode.allCases.compactMap(\.coreAnimationFilter).joined(separator: ", ")
                let text =
                    "compositingFilter \(name.map { "\"\($0)\"" } ?? "of \(type(of: newValue!))") is not a blend filter Core Animation names (\(names))"
                refusedFilter = text
                EffectStage.whenRecording { $0.problem(text) }
                return
            }
            refusedFilter = nil
            update([]) { $0.blendMode = mode }
        }
    }

    /// Why the last `compositingFilter` set was not taken: a problem the stage reports when it records the layer.
    var refusedFilter: String?

    /// Pixels a point of the layer's content is drawn at (a text layer's glyphs on iOS: 1 unless set, so set it to the
    /// display's scale). The stage records vectors, which have none: it is kept and not recorded.
    public var contentsScale: CGFloat = 1

    /// The border's width, in points, drawn inside the bounds.
    public var borderWidth: CGFloat {
        get { CGFloat(state.borderWidth) }
        set { update([.borderWidth]) { $0.borderWidth = Double(newValue) } }
    }

    /// The border's colour.
    public var borderColor: CGColor? {
        get { CGColor(state.borderColor) }
        set { update([.borderColor]) { $0.borderColor = newValue?.color ?? .black } }
    }

    /// The shadow's colour.
    public var shadowColor: CGColor? {
        get { CGColor(state.shadowColor) }
        set { update([.shadowColor]) { $0.shadowColor = newValue?.color ?? .black } }
    }

    /// The shadow's opacity, 0…1 (0: no shadow).
    public var shadowOpacity: Float {
        get { Float(state.shadowOpacity) }
        set { update([.shadowOpacity]) { $0.shadowOpacity = newValue.decimal } }
    }

    /// The shadow's offset, in points (positive height: down; default (0, −3)).
    public var shadowOffset: CGSize {
        get { state.shadowOffset.cgSize }
        set { update([.shadowOffset]) { $0.shadowOffset = Size(newValue) } }
    }

    /// The shadow's blur, in points.
    public var shadowRadius: CGFloat {
        get { CGFloat(state.shadowRadius) }
        set { update([.shadowRadius]) { $0.shadowRadius = Double(newValue) } }
    }

    /// The shadow's shape; `nil`: the layer's drawn alpha.
    public var shadowPath: CGPath? {
        get { state.shadowPath.map(CGPath.init) }
        set { update([]) { $0.shadowPath = newValue?.path } }
    }

    // MARK: Key-value coding

    /// Sets an animatable key path (`"position.y"`, `"transform.scale"`, `"opacity"`) to a value of its type, as
    /// `setValue(_:forKeyPath:)` does on a `CALayer`.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let path = AnimatableKeyPath(rawValue: keyPath), let value, let converted = try? AnimatableValue(value, for: path) else {
            let text = "\(keyPath) is not a key path the document sets, or \(String(describing: value)) is not its type"
            EffectStage.whenRecording { $0.problem(text) }
            return
        }
        update([path]) { path.set(converted, in: &$0) }
    }

    /// The value at an animatable key path: `CGFloat`, `CGPoint`, `CGSize`, `CGRect`, `CGColor`, `[CGColor]`, `[NSNumber]`
    /// or `CGPath`.
    public func value(forKeyPath keyPath: String) -> Any? {
        guard let path = AnimatableKeyPath(rawValue: keyPath) else { return nil }
        return Self.boxed(path.value(of: state))
    }

    /// A document's value as Core Animation's API passes it (an animation's `fromValue`, `value(forKeyPath:)`).
    static func boxed(_ value: AnimatableValue) -> Any {
        switch value {
        case .number(let n): return CGFloat(n)
        case .point(let p): return p.cgPoint
        case .size(let s): return s.cgSize
        case .rect(let r): return r.cgRect
        case .color(let c): return CGColor(c)
        case .colors(let colors): return colors.map(CGColor.init)
        case .numbers(let numbers): return numbers.map { NSNumber(value: $0) }
        case .path(let p): return CGPath(p)
        }
    }

    // MARK: The tree

    /// Adds `layer` in front of the sublayers (taking it from its superlayer first).
    public func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
    }

    /// Core Animation inserts at any index; the document adds a layer in front of its siblings, so an index other
    /// than the end is recorded as a problem once the stage runs.
    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        let index = min(Int(index), list.count)
        list.insert(layer, at: index)
        sublayers = list
        layer.superlayer = self
        nonisolated(unsafe) let (added, parent) = (layer, self)
        let atEnd = index == list.count - 1
        EffectStage.whenRecording { $0.layerWasAdded(added, to: parent, atEnd: atEnd) }
    }

    /// Takes the layer (and its sublayers) out of the tree.
    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        nonisolated(unsafe) let layer = self
        EffectStage.whenRecording { $0.layerWillBeRemoved(layer) }
        parent.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }

    // MARK: Animations

    /// Animations added while the layer is off a running stage, in the order added: they are added when it
    /// arrives (or when the stage starts), as Core Animation keeps them for a layer not yet shown.
    var waiting: [(sequence: Int, animation: CAAnimation, key: String?, transaction: CATransaction.State)] = []

    /// Adds `anim` (`key` nil: no key); one already under `key` is removed first. Later changes to `anim` do not
    /// change the animation added, as Core Animation adds a copy.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        let transaction = CATransaction.current
        if EffectStage.current != nil, recordedID != nil {
            nonisolated(unsafe) let (anim, layer, transaction) = (anim, self, transaction)
            EffectStage.whenRecording { $0.add(anim, to: layer, forKey: key, in: transaction) }
            return
        }
        if let key { waiting.removeAll { $0.key == key } }
        transaction.pending += 1
        EffectStage.sequence += 1
        waiting.append((EffectStage.sequence, anim, key, transaction))
    }

    /// Removes the animation under `key`; its delegate is told it did not finish.
    public func removeAnimation(forKey key: String) {
        if EffectStage.current != nil, recordedID != nil {
            nonisolated(unsafe) let layer = self
            EffectStage.whenRecording { $0.removeAnimations(of: layer, key: key) }
            return
        }
        waiting.removeAll { $0.key == key }
    }

    /// Removes every animation of the layer.
    public func removeAllAnimations() {
        if EffectStage.current != nil, recordedID != nil {
            nonisolated(unsafe) let layer = self
            EffectStage.whenRecording { $0.removeAnimations(of: layer, key: nil) }
            return
        }
        waiting = []
    }

    /// The animation added under `key` and still attached.
    public func animation(forKey key: String) -> CAAnimation? {
        attached.last { $0.key == key }?.animation ?? waiting.last { $0.key == key }?.animation
    }

    /// The keys of the animations attached, in the order added; `nil` when none.
    public func animationKeys() -> [String]? {
        let keys = attached.compactMap(\.key) + waiting.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// A copy of the layer as it shows now: every animation applied.
    public func presentation() -> Self? {
        let copy = Self.makeCopy(of: self)
        nonisolated(unsafe) let layer = self
        var model: Layer?
        EffectStage.whenRecording { model = $0.presentationModel(of: layer) }
        if let model { copy.state = model }
        return copy
    }

    /// This layer: its model values.
    public func model() -> Self { self }

    /// A detached copy with the same model (the presentation's base).
    static func makeCopy(of layer: CALayer) -> Self {
        let copy = Self()
        copy.state = layer.state
        copy.name = layer.name
        return copy
    }
}

/// `CALayerCornerCurve`.
public struct CALayerCornerCurve: Hashable, Sendable {
    let curve: CornerCurve
    /// Circular arcs.
    public static let circular = CALayerCornerCurve(curve: .circular)
    /// Apple's continuous curve.
    public static let continuous = CALayerCornerCurve(curve: .continuous)
}
