import Foundation

/// How firmly a view keeps its intrinsic content size on each axis: hugging (not larger) and compression resistance
/// (not smaller), UIKit's defaults for a plain view, a button and an image view.
struct ContentPriorities {
    var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    var compressionResistance = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
}

extension UIView {
    /// `UIView.noIntrinsicMetric`: the axis has no intrinsic size.
    public static let noIntrinsicMetric: CGFloat = -1

    /// How firmly the view resists growing beyond its intrinsic size on `axis` (default 250; a label's 251).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? contentPriorities.hugging.horizontal : contentPriorities.hugging.vertical
    }

    /// Sets how firmly the view resists growing beyond its intrinsic size on `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { contentPriorities.hugging.horizontal = priority } else { contentPriorities.hugging.vertical = priority }
        superview?.setNeedsLayout()
    }

    /// How firmly the view resists shrinking below its intrinsic size on `axis` (default 750).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? contentPriorities.compressionResistance.horizontal : contentPriorities.compressionResistance.vertical
    }

    /// Sets how firmly the view resists shrinking below its intrinsic size on `axis`.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            contentPriorities.compressionResistance.horizontal = priority
        } else {
            contentPriorities.compressionResistance.vertical = priority
        }
        superview?.setNeedsLayout()
    }

    /// Tells the layout that `intrinsicContentSize` changed: the superview lays out again.
    public func invalidateIntrinsicContentSize() {
        superview?.setNeedsLayout()
        setNeedsLayout()
    }
}

extension UIFont {
    /// The size of `text` on one line in this font, in points: 0.55 em a character (1 em for a wide one: Hangul,
    /// CJK), `ceil(1.21 em)` high. An estimate of the system font's advances (the stage measures no text), the same
    /// for every run, so that a layout by intrinsic sizes is repeatable.
    func estimatedSize(of text: String) -> CGSize {
        let hundredths = text.unicodeScalars.reduce(0) { sum, scalar in sum + (scalar.value >= 0x1100 ? 100 : 55) }
        return CGSize(width: (Double(hundredths) * Double(pointSize) / 100).rounded(.up), height: (Double(pointSize) * 121 / 100).rounded(.up))
    }
}
