import Foundation

/// SwiftUI's `Angle`, in radians or degrees.
public struct Angle: Hashable, Sendable, Comparable {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    /// No turn.
    public init() { radians = 0 }
    /// `radians` radians.
    public init(radians: Double) { self.radians = radians }
    /// `degrees` degrees.
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    /// `radians` radians.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// `degrees` degrees.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    /// No turn.
    public static let zero = Angle()
    /// Smaller turn first.
    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
}
