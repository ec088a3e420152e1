import EffectModel
import Foundation

/// `UIImage`: the tool's own vector symbols for the names it ships (`UIImage(systemName: "plus")`).
public final class UIImage {
    let symbol: Symbol
    /// Points, as `UIImage.SymbolConfiguration(pointSize:)`; UIKit's default for a button is 17.
    let pointSize: Double

    /// The tool's symbol of that name (`heart`, `heart.fill`, `plus`: `Symbol` lists them) at 17 pt; `nil` for a name it
    /// does not ship.
    public init?(systemName name: String) {
        guard let symbol = Symbol(rawValue: name) else { return nil }
        self.symbol = symbol
        pointSize = 17
    }

    private init(symbol: Symbol, pointSize: Double) {
        self.symbol = symbol
        self.pointSize = pointSize
    }

    /// The symbol at the configuration's point size.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
        UIImage(symbol: symbol, pointSize: configuration.pointSize.map(Double.init) ?? pointSize)
    }

    /// `UIImage.SymbolConfiguration`: the point size (the weight is the symbols' medium).
    public struct SymbolConfiguration: Sendable {
        let pointSize: CGFloat?
        /// A configuration of `pointSize` points.
        public init(pointSize: CGFloat, weight: SymbolWeight = .regular) { self.pointSize = pointSize }
        /// A configuration that keeps the image's point size.
        public init(weight: SymbolWeight) { pointSize = nil }
    }

    /// `UIImage.SymbolWeight`: accepted for UIKit's sake; the symbols are drawn at their one weight.
    public enum SymbolWeight: Sendable {
        /// Ultra light.
        case ultraLight
        /// Thin.
        case thin
        /// Light.
        case light
        /// Regular.
        case regular
        /// Medium.
        case medium
        /// Semibold.
        case semibold
        /// Bold.
        case bold
        /// Heavy.
        case heavy
        /// Black.
        case black
    }
}

/// `UILabel`, as a button's title: text, font, colour.
public final class UILabel: UIView {
    override public class var layerClass: AnyClass { CATextLayer.self }
    var textLayer: CATextLayer { layer as! CATextLayer }

    /// The text shown.
    public var text: String? {
        get { textLayer.text.string }
        set {
            textLayer.updateText([]) { $0.string = newValue ?? "" }
            invalidateIntrinsicContentSize()
        }
    }

    /// The text's font (default: the system font at 17 pt).
    public var font: UIFont! = .systemFont(ofSize: 17) {
        didSet {
            textLayer.updateText([]) { [font] in $0.font = font?.description ?? TextContent.defaultFont }
            invalidateIntrinsicContentSize()
        }
    }

    /// The text on one line (`UIFont.estimatedSize(of:)`); none without text.
    public override var intrinsicContentSize: CGSize {
        guard let text, !text.isEmpty else { return .zero }
        return (font ?? .systemFont(ofSize: 17)).estimatedSize(of: text)
    }

    /// The text's colour (default: `label`).
    public var textColor: UIColor! = .label {
        didSet { textLayer.updateText([.foregroundColor]) { [textColor] in $0.foregroundColor = textColor?.color ?? .black } }
    }

    /// How lines sit across the bounds.
    public var textAlignment: NSTextAlignment = .natural {
        didSet { textLayer.updateText([]) { [textAlignment] in $0.alignmentMode = textAlignment.alignment } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
        textLayer.updateText([]) {
            $0.foregroundColor = .black
            $0.font = "Inter 17"
        }
    }

    public required init?(coder: NSCoder) { nil }
}

/// `NSTextAlignment`.
public enum NSTextAlignment: Sendable {
    /// Left-aligned.
    case left
    /// Centred.
    case center
    /// Right-aligned.
    case right
    /// Justified (drawn as natural).
    case justified
    /// The script's direction: left for left-to-right text.
    case natural
    var alignment: TextContent.Alignment {
        switch self {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified, .natural: .natural
        }
    }
}

/// `UIButton`: a title or a symbol on a background, from `UIButton.Configuration.filled()` or `setTitle`/`setImage`.
/// It tracks touches as `UIControl`; the highlighted look is not drawn.
open class UIButton: UIControl {
    /// `UIButton.ButtonType`.
    public enum ButtonType: Sendable {
        /// No system styling.
        case custom
        /// The system button (drawn as `custom` here).
        case system
    }

    /// `UIButton.Configuration`: the filled style (`baseBackgroundColor`, `cornerStyle`), an image and a title.
    public struct Configuration {
        /// The background's colour.
        public var baseBackgroundColor: UIColor?
        /// The title's and image's colour.
        public var baseForegroundColor: UIColor?
        /// The background's corners.
        public var cornerStyle = CornerStyle.dynamic
        /// The symbol shown.
        public var image: UIImage?
        /// The title shown.
        public var title: String?

        /// The filled style: the tint colour behind white content.
        public static func filled() -> Configuration {
            var configuration = Configuration()
            configuration.baseBackgroundColor = .tintColor
            configuration.baseForegroundColor = .white
            return configuration
        }

        /// The plain style: no background.
        public static func plain() -> Configuration { Configuration() }

        /// `UIButton.Configuration.CornerStyle`: the background's corner radius.
        public enum CornerStyle: Sendable {
            /// The layer's own corner radius, unchanged.
            case fixed
            /// The system's choice for the size (6 pt here).
            case dynamic
            /// 4 pt.
            case small
            /// 6 pt.
            case medium
            /// 8 pt.
            case large
            /// Half the shorter side: a capsule.
            case capsule
        }
    }

    /// The button's look; setting it rebuilds the title and image.
    public var configuration: Configuration? {
        didSet {
            rebuild()
            invalidateIntrinsicContentSize()
        }
    }
    private var titles: [State: String] = [:]
    private var titleColors: [State: UIColor] = [:]
    private var images: [State: UIImage] = [:]
    /// The label showing the title, once there is one.
    public private(set) var titleLabel: UILabel?
    private var symbolLayer: CAShapeLayer?

    /// `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Neither highlighted, disabled nor selected.
        public static let normal = State([])
        /// A finger is down on it.
        public static let highlighted = State(rawValue: 1 << 0)
        /// It takes no touches.
        public static let disabled = State(rawValue: 1 << 1)
        /// It is selected.
        public static let selected = State(rawValue: 1 << 2)
    }

    /// A button of `type` with a zero frame.
    public convenience init(type: ButtonType) { self.init(frame: .zero) }

    /// The title for `state` (the normal one is shown).
    public func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        rebuild()
        invalidateIntrinsicContentSize()
    }

    /// The title's colour for `state`.
    public func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state] = color
        rebuild()
    }

    /// The image for `state`.
    public func setImage(_ image: UIImage?, for state: State) {
        images[state] = image
        rebuild()
        invalidateIntrinsicContentSize()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        rebuild()
    }

    /// The title (`UIFont.estimatedSize(of:)` at 17 pt) or the symbol (its point size, square), plus the filled
    /// style's content insets (12 pt each side, 7 pt above and below) when there is a configuration.
    open override var intrinsicContentSize: CGSize {
        let title = configuration?.title ?? titles[.normal]
        let image = configuration?.image ?? images[.normal]
        var size = CGSize.zero
        if let image { size = CGSize(width: image.pointSize, height: image.pointSize) }
        if let title, !title.isEmpty {
            let text = (titleLabel?.font ?? .systemFont(ofSize: 17)).estimatedSize(of: title)
            size = CGSize(width: size.width + text.width, height: max(size.height, text.height))
        }
        guard configuration != nil else { return size }
        return CGSize(width: size.width + 24, height: size.height + 14)
    }

    /// The content layers for the button's size: the title centred, one line high, or the symbol centred.
    private func rebuild() {
        let title = configuration?.title ?? titles[.normal]
        let image = configuration?.image ?? images[.normal]
        if let configuration {
            if let color = configuration.baseBackgroundColor { layer.backgroundColor = color.cgColor }
            let side = min(bounds.width, bounds.height)
            switch configuration.cornerStyle {
            case .capsule: layer.cornerRadius = side / 2
            case .small: layer.cornerRadius = 4
            case .medium, .dynamic: layer.cornerRadius = 6
            case .large: layer.cornerRadius = 8
            case .fixed: break
            }
        }
        let foreground = configuration?.baseForegroundColor ?? titleColors[.normal] ?? tintColor ?? .systemBlue
        if let image {
            let symbol = symbolLayer ?? CAShapeLayer()
            let model = image.symbol.layer(id: "", centredIn: Rect(bounds), pointSize: image.pointSize, color: foreground.color)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            defer { CATransaction.commit() }
            UIView.performWithoutAnimation {
                symbol.name = symbol.name ?? layer.name.map { "\($0)/symbol" }
                symbol.path = CGPath(model.shapeContent!.path!)
                symbol.fillColor = image.symbol.isFilled ? foreground.cgColor : nil
                symbol.strokeColor = image.symbol.isFilled ? nil : foreground.cgColor
                symbol.lineWidth = CGFloat(image.symbol.lineWidth(pointSize: image.pointSize))
                symbol.lineCap = .round
                symbol.lineJoin = .round
                symbol.anchorPoint = .zero
                symbol.bounds = .zero
                symbol.position = CGPoint(x: bounds.midX, y: bounds.midY)
            }
            if symbolLayer == nil {
                symbolLayer = symbol
                layer.addSublayer(symbol)
            }
        }
        if let title {
            let label = titleLabel ?? UILabel(frame: .zero)
            label.text = title
            label.textColor = foreground
            label.textAlignment = .center
            let size = label.font.pointSize
            let height = (size * 1.21).rounded()
            label.frame = CGRect(x: 0, y: bounds.midY - height / 2, width: bounds.width, height: height)
            if titleLabel == nil {
                titleLabel = label
                addSubview(label)
            }
        }
    }
}
