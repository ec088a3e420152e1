import Foundation

/// `UITraitCollection`: the environment's traits; here the display's scale, an iPhone's.
public final class UITraitCollection: Sendable {
    /// Pixels per point: 3, as on an iPhone (the stage draws vectors at any scale).
    public let displayScale: CGFloat

    init(displayScale: CGFloat) { self.displayScale = displayScale }

    /// The traits code runs with.
    public static var current: UITraitCollection { UITraitCollection(displayScale: 3) }
}
