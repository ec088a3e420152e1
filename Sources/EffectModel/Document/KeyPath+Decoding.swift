extension AnimatableKeyPath {
    /// What people write for a key path Core Animation names otherwise (UIKit's, CSS's, SwiftUI's words), with the
    /// key paths it means.
    static let otherNames: [String: [AnimatableKeyPath]] = [
        "scale": [.scale], "rotation": [.rotationZ], "rotate": [.rotationZ], "rotationZ": [.rotationZ],
        "alpha": [.opacity], "frame": [.bounds, .position], "center": [.position], "size": [.boundsSize],
        "width": [.boundsWidth], "height": [.boundsHeight], "x": [.positionX], "y": [.positionY],
        "translation": [.translation], "translate": [.translation], "translationX": [.translationX], "translationY": [.translationY],
        "translateX": [.translationX], "translateY": [.translationY],
        "offset": [.translation], "transform": [.scale, .rotationZ, .translation], "color": [.backgroundColor, .fillColor, .foregroundColor],
        "tintColor": [.fillColor, .foregroundColor], "textColor": [.foregroundColor], "radius": [.cornerRadius],
        "stroke": [.strokeEnd], "progress": [.strokeEnd], "scaleX": [.scaleX], "scaleY": [.scaleY],
        "isHidden": [.hidden], "visible": [.hidden], "visibility": [.hidden],
        // CSS's properties.
        "background-color": [.backgroundColor], "background": [.backgroundColor], "border-color": [.borderColor],
        "border-width": [.borderWidth], "border-radius": [.cornerRadius], "box-shadow": [.shadowOpacity, .shadowRadius, .shadowOffset],
    ]

    /// The designer's name for a key path, where one says it alone (`transform.scale` → `scale`).
    static func designerName(of keyPath: AnimatableKeyPath) -> String? {
        ["translateX", "translateY", "translate", "x", "y", "center", "scale", "scaleX", "scaleY", "rotate", "width", "height", "size"].first {
            otherNames[$0] == [keyPath]
        }
    }

    /// The key paths a name people write means on `layer` (`nil`: none): the layer kind's own property when it has
    /// one (`color`: a text layer's text, a shape's fill), else every one that applies.
    static func meant(by name: String, on layer: Layer) -> [AnimatableKeyPath]? {
        let named = Self.otherNames[name] ?? Self.otherNames.first { $0.key.lowercased() == name.lowercased() }?.value
        let applying = named?.filter { $0.applies(to: layer) } ?? []
        let own = applying.filter { $0.layerType != nil }
        return own.count == 1 ? own : applying.isEmpty ? nil : applying
    }

    /// A designer's `property`: a name people write (`translateY`, `scale`, `rotate`, `alpha`, `color`) for the one
    /// key path it means on `layer` (the layer kind's own when it has one: a text layer's `color` is its text's), or
    /// a Core Animation key path as it is.
    init(property field: JSONField, layer: Layer) throws(DocumentError) {
        let name = try field.string()
        if AnimatableKeyPath(rawValue: name) != nil {
            try self.init(field: field, layer: layer)
            return
        }
        guard let meant = Self.meant(by: name, on: layer), let first = meant.first else {
            let known = Self.otherNames.filter { $0.value.contains { $0.applies(to: layer) } }.map(\.key)
            var message =
                "expected a property (translateX, translateY, x, y, scale, rotate, opacity, color…) or a key path, found \(field.json.kindDescription)"
            let keyPaths = AnimatableKeyPath.allCases.filter { $0.applies(to: layer) }.map(\.rawValue)
            if let near = NearMiss.suggestion(for: name, among: known + keyPaths) { message += "; did you mean \"\(near)\"?" }
            throw field.error(message)
        }
        guard meant.count == 1 else {
            let choices = meant.map { "\"\(Self.designerName(of: $0) ?? $0.rawValue)\"" }.joined(separator: ", ")
            throw field.error("\"\(name)\" is \(meant.count) properties of \"\(layer.id)\": write one of \(choices)")
        }
        self = first
    }

    /// A key path of the document, checked against the layer it animates; a name Core Animation spells otherwise
    /// gets the key path it means (`scale` → `transform.scale`, `alpha` → `opacity`).
    /// `propertyMeans` adds the designer's spelling to the hint (an animation's `keyPath`, where `property` may stand).
    init(field: JSONField, layer: Layer, propertyMeans: Bool = false) throws(DocumentError) {
        let name = try field.string()
        guard let keyPath = AnimatableKeyPath(rawValue: name) else {
            var message = "expected an animatable key path, found \(field.json.kindDescription)"
            if let meant = Self.meant(by: name, on: layer) {
                message += "; Core Animation calls it " + meant.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
                if propertyMeans, meant.count == 1 { message += ", or write \"property\": \"\(name)\"" }
            } else if let near = NearMiss.suggestion(for: name, among: AnimatableKeyPath.allCases.filter { $0.applies(to: layer) }.map(\.rawValue)) {
                message += "; did you mean \"\(near)\"?"
            }
            throw field.error(message)
        }
        guard keyPath.applies(to: layer) else {
            throw field.error("the key path \(name) belongs to \(keyPath.layerType!) layers, and \"\(layer.id)\" is not one")
        }
        self = keyPath
    }
}

/// A W3C `transition` token's parts: what an animation's `"transition": "{motion.transition.enter}"` stands for.
struct Transition {
    var duration: Double
    var delay: Double
    var timingFunction: TimingFunction

    init(field: JSONField) throws(DocumentError) {
        let token = try field.resolved(as: .transition)
        guard token.token != nil else { throw field.mismatch("a reference to a transition token, \"{motion.transition.enter}\"") }
        let object = try token.object()
        duration = try object.required("duration").nonNegativeTime()
        delay = try object.optional("delay") { field throws(DocumentError) in try field.nonNegativeTime() } ?? 0
        timingFunction = try object.required("timingFunction").timingFunction()
        object.rejectUnknownKeys("in a transition token")
    }
}
