/// An SVG transform function: what a layer's transform is written as, one piece at a time (position, rotation,
/// scale, the anchor point moved to the origin), and the `type` of the `<animateTransform>` that plays a piece.
enum SVGTransform: String {
    /// `translate(x y)`, in points.
    case translate
    /// `rotate(degrees)`, clockwise on screen.
    case rotate
    /// `scale(x y)`.
    case scale

    /// The function applied to `values` (`translate(10 20)`), each with at most `decimals` decimals.
    func text(_ values: [Double], decimals: Int) -> String { "\(rawValue)(\(SVGValues.numbers(values, decimals: decimals)))" }
}
