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
    ]

    /// A key path of the document, checked against the layer it animates; a name Core Animation spells otherwise
    /// gets the key path it means (`scale` → `transform.scale`, `alpha` → `opacity`).
    init(field: JSONField, layer: Layer) throws(DocumentError) {
        let name = try field.string()
        guard let keyPath = AnimatableKeyPath(rawValue: name) else {
            var message = "expected an animatable key path, found \(field.json.kindDescription)"
            let meant = (Self.otherNames[name] ?? Self.otherNames.first { $0.key.lowercased() == name.lowercased() }?.value)?.filter {
                $0.applies(to: layer)
            }
            if let meant, !meant.isEmpty {
                message += "; Core Animation calls it " + meant.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
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
