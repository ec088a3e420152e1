import Foundation

/// A layer's `transform` as the document gives it: translate · rotate · scale, about the anchor point.
///
/// `scale` is a factor per axis, `rotation` radians (positive clockwise on screen, `transform.rotation.z`),
/// `translation` points in the superlayer's space.
public struct LayerTransform: Hashable, Sendable, CustomStringConvertible {
    /// The factor per axis.
    public var scale: Size
    /// Radians, clockwise on screen.
    public var rotation: Double
    /// Points, in the superlayer's space.
    public var translation: Point

    /// A transform of these parts (default: the identity).
    public init(scale: Size = Size(1, 1), rotation: Double = 0, translation: Point = .zero) {
        self.scale = scale
        self.rotation = rotation
        self.translation = translation
    }

    /// Scale 1, no rotation, no translation.
    public static let identity = LayerTransform()

    /// The affine matrix: a point is scaled first, then rotated, then translated.
    public var affine: AffineTransform {
        AffineTransform.scale(scale.width, scale.height)
            .concatenating(.rotation(rotation))
            .concatenating(.translation(translation.x, translation.y))
    }

    public var description: String {
        "scale \(scale.width.shortDescription)×\(scale.height.shortDescription), rotation \(rotation.shortDescription) rad, translation \(translation)"
    }
}
