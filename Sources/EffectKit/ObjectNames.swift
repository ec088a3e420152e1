/// The names code gives views and layers, found as UIKit's tools find them: the stored property of a view controller
/// or a view that holds the object (`rippleView`, `plusButton`; found by reflection, nearest holder first), then the
/// view's `accessibilityIdentifier`, then the layer's `name`.
@MainActor enum ObjectNames {
    /// `view`'s name; `nil` when the code gives it none.
    static func name(of view: UIView) -> String? { names(of: view.layer).first }

    /// The names the code gives `layer`, best first: the property holding its view (or it) — of a view or view
    /// controller above it, else of one of `owners` (objects that hold layers, as an effect class does) —, the view's
    /// accessibility identifier, the layer's `name`.
    static func names(of layer: CALayer, owners: [AnyObject] = []) -> [String] {
        let held: AnyObject = layer.view ?? layer
        let above =
            if let view = layer.view {
                propertyName(holding: view, from: view.superview)
            } else {
                propertyName(holding: layer, from: owningView(of: layer.superlayer))
            }
        let property = above ?? owners.lazy.compactMap { propertyName(holding: held, in: $0) }.first
        return [property, layer.view?.accessibilityIdentifier, layer.name].compactMap { $0?.isEmpty == false ? $0 : nil }
    }

    /// The view whose layer is `layer` or holds it.
    private static func owningView(of layer: CALayer?) -> UIView? {
        var current = layer
        while let l = current {
            if let view = l.view { return view }
            current = l.superlayer
        }
        return nil
    }

    /// The label of the stored property holding `object` in `start`, its view controller, or an ancestor's.
    private static func propertyName(holding object: AnyObject, from start: UIView?) -> String? {
        var view = start
        while let holder = view {
            for candidate in [holder.viewController as AnyObject?, holder].compactMap({ $0 }) {
                if let name = propertyName(holding: object, in: candidate) { return name }
            }
            view = holder.superview
        }
        return nil
    }

    /// The label of `holder`'s stored property (its own class's and its superclasses' written outside EffectKit) that
    /// holds `object`, directly or as an optional.
    private static func propertyName(holding object: AnyObject, in holder: AnyObject) -> String? {
        var mirror: Mirror? = Mirror(reflecting: holder)
        while let m = mirror, !String(reflecting: m.subjectType).hasPrefix("EffectKit.") {
            for child in m.children {
                guard let label = child.label, holds(child.value, object) else { continue }
                return cleaned(label)
            }
            mirror = m.superclassMirror
        }
        return nil
    }

    private static func holds(_ value: Any, _ object: AnyObject) -> Bool {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional { return mirror.children.first.map { holds($0.value, object) } ?? false }
        if let view = value as? UIView { return view === object }
        if let layer = value as? CALayer { return layer === object }
        return false
    }

    /// `floatingButton` for a lazy property's storage, `name` for a wrapped `_name`.
    private static func cleaned(_ label: String) -> String {
        var name = label
        if name.hasPrefix("$__lazy_storage_$_") { name.removeFirst("$__lazy_storage_$_".count) }
        if name.hasPrefix("_") { name.removeFirst() }
        return name
    }
}
