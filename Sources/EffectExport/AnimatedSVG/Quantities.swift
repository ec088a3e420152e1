import EffectEngine
import EffectModel

/// What the animated SVG animates on one layer, each a `Motion` from the engine in the units SVG wants
/// (points, degrees, 0…1); those several elements share (the transform's pieces, the bounds) made once.
final class Quantities {
    let motion: SceneMotion
    let id: String
    private var made: [String: Motion] = [:]

    init(motion: SceneMotion, id: String) {
        self.motion = motion
        self.id = id
    }

    static let boundsKeyPaths: [AnimatableKeyPath] = [.bounds, .boundsSize, .boundsWidth, .boundsHeight]
    /// Colours are written as `#rrggbb`: fitted to half of 1/255, so that with the rounding they stay within 1/255.
    static let colorTolerance = 0.5 / 255

    /// The motion of `quantity` (see `SceneMotion.motion(of:drivenBy:tolerance:_:)`), fitted once under `name`.
    private func memo(
        _ name: String, drivenBy keyPaths: [AnimatableKeyPath], tolerance: Double, _ quantity: (Layer) -> [Double]
    ) throws(ExportError) -> Motion {
        if let fitted = made[name] { return fitted }
        let fitted = try fit(keyPaths, tolerance: tolerance, quantity)
        made[name] = fitted
        return fitted
    }

    /// The motion of `quantity` (see `SceneMotion.motion(of:drivenBy:tolerance:_:)`); too fine a motion is the document's problem.
    private func fit(_ keyPaths: [AnimatableKeyPath], tolerance: Double, _ quantity: (Layer) -> [Double]) throws(ExportError) -> Motion {
        do throws(MotionFitter.TooDetailed) {
            return try motion.motion(of: id, drivenBy: keyPaths, tolerance: tolerance, quantity)
        } catch {
            throw .motion(error)
        }
    }

    /// `position` plus `transform.translation`, where the anchor point lands in the superlayer, in points.
    var offset: Motion {
        get throws(ExportError) {
            try memo("offset", drivenBy: [.position, .positionX, .positionY, .translation, .translationX, .translationY], tolerance: 0.1) {
                [$0.position.x + $0.transform.translation.x, $0.position.y + $0.transform.translation.y]
            }
        }
    }

    /// `transform.rotation` in degrees, clockwise on screen.
    var rotation: Motion {
        get throws(ExportError) {
            try memo("rotation", drivenBy: [.rotation, .rotationZ], tolerance: 0.1) { [$0.transform.rotation * 180 / .pi] }
        }
    }

    var scale: Motion {
        get throws(ExportError) {
            try memo("scale", drivenBy: [.scale, .scaleX, .scaleY], tolerance: 0.002) {
                [$0.transform.scale.width, $0.transform.scale.height]
            }
        }
    }

    /// The anchor point in the bounds space, negated: the translation that puts it at the origin, in points.
    var anchor: Motion {
        get throws(ExportError) {
            try memo("anchor", drivenBy: Self.boundsKeyPaths + [.anchorPoint], tolerance: 0.1) {
                [-($0.bounds.minX + $0.anchorPoint.x * $0.bounds.width), -($0.bounds.minY + $0.anchorPoint.y * $0.bounds.height)]
            }
        }
    }

    /// The opacity as drawn: 0 while the layer is hidden.
    var opacity: Motion {
        get throws(ExportError) {
            try memo("opacity", drivenBy: [.opacity, .hidden], tolerance: AnimatableKeyPath.opacity.fittingTolerance) {
                [$0.isHidden ? 0 : $0.opacity]
            }
        }
    }

    var cornerRadius: Motion {
        get throws(ExportError) {
            try memo("cornerRadius", drivenBy: [.cornerRadius], tolerance: AnimatableKeyPath.cornerRadius.fittingTolerance) {
                AnimatableKeyPath.cornerRadius.value(of: $0).components
            }
        }
    }

    /// x, y, width, height and the corner radius as drawn (at most half the shorter side), in points.
    var roundedRect: Motion {
        get throws(ExportError) {
            try memo("roundedRect", drivenBy: Self.boundsKeyPaths + [.cornerRadius], tolerance: 0.1) { layer in
                let b = layer.bounds
                return [b.minX, b.minY, b.width, b.height, max(0, min(layer.cornerRadius, abs(b.width) / 2, abs(b.height) / 2))]
            }
        }
    }

    /// The rounded bounds' path coordinates (continuous corners), in points.
    var boundsPath: Motion {
        get throws(ExportError) {
            try memo("boundsPath", drivenBy: Self.boundsKeyPaths + [.cornerRadius], tolerance: 0.1) {
                AnimatableValue.path($0.boundsPath).components
            }
        }
    }

    /// One number of the layer, within the tolerance of the first key path.
    func scalar(_ keyPaths: [AnimatableKeyPath], _ quantity: @escaping (Layer) -> [Double]) throws(ExportError) -> Motion {
        try fit(keyPaths, tolerance: keyPaths[0].fittingTolerance, quantity)
    }

    /// Several numbers of the layer, each within `tolerance`.
    func vector(_ keyPaths: [AnimatableKeyPath], tolerance: Double, _ quantity: @escaping (Layer) -> [Double]) throws(ExportError)
        -> Motion
    {
        try fit(keyPaths, tolerance: tolerance, quantity)
    }

    /// A gradient layer's axis as it moves: its start and end points placed in its bounds (x1, y1, x2, y2, in
    /// points), within 0.1 pt.
    func gradientAxis() throws(ExportError) -> Motion {
        try vector([.startPoint, .endPoint, .bounds, .boundsSize, .boundsWidth, .boundsHeight], tolerance: 0.1) { layer in
            let axis = (layer.gradientContent ?? GradientContent()).axis(in: layer.bounds)
            return [axis.start.x, axis.start.y, axis.end.x, axis.end.y]
        }
    }

    /// A colour key path's red, green and blue (0…1) and its alpha.
    func color(_ keyPath: AnimatableKeyPath) throws(ExportError) -> (rgb: Motion, alpha: Motion) {
        try color(keyPath) { Self.color(keyPath, of: $0) }
    }

    /// A colour key path's red, green, blue and alpha (0…1) as one motion, each within 1/255.
    func rgba(_ keyPath: AnimatableKeyPath) throws(ExportError) -> Motion {
        try vector([keyPath], tolerance: Self.colorTolerance) { Self.color(keyPath, of: $0).components }
    }

    /// The colour `keyPath` holds on `layer`; clear where it holds none.
    private static func color(_ keyPath: AnimatableKeyPath, of layer: Layer) -> Color {
        if case .color(let c) = keyPath.value(of: layer) { c } else { .clear }
    }

    /// A colour the layer's `keyPath` drives, read by `pick`.
    func color(_ keyPath: AnimatableKeyPath, _ pick: @escaping (Layer) -> Color) throws(ExportError) -> (rgb: Motion, alpha: Motion) {
        (
            try fit([keyPath], tolerance: Self.colorTolerance) { Array(pick($0).components.prefix(3)) },
            try fit([keyPath], tolerance: 0.002) { [pick($0).alpha] }
        )
    }

    func rgb(_ keyPath: AnimatableKeyPath, _ pick: @escaping (Layer) -> Color) throws(ExportError) -> Motion {
        try color(keyPath, pick).rgb
    }

    /// One component of a motion, with the same keys and easings.
    static func component(_ index: Int, of motion: Motion) -> Motion {
        components([index], of: motion)
    }

    /// Some components of a motion (0 where a key has fewer), with the same keys and easings.
    static func components(_ indices: [Int], of motion: Motion) -> Motion {
        Motion(
            keys: motion.keys.map { key in Motion.Key(time: key.time, value: indices.map { $0 < key.value.count ? key.value[$0] : 0 }) },
            easings: motion.easings)
    }

    /// The path whose coordinates are `components`, with the elements of `shape` (itself if they do not fit).
    static func path(_ components: [Double], like shape: Path) -> Path {
        if case .path(let path)? = AnimatableValue.path(shape).replacingComponents(components) { return path }
        return shape
    }
}
