import Foundation

/// Constraints and views said as the code names them, for the layout's problems: `gradientView.height ==
/// gradientView.width`, `title.leading >= view.safeAreaLayoutGuide.leading + 8 @750`.
@MainActor enum LayoutDescription {
    /// The view's name: the property that holds it, its accessibility identifier, its layer's name, else its class.
    static func name(of view: UIView) -> String {
        ObjectNames.name(of: view) ?? String(describing: type(of: view))
    }

    static func name(of item: LayoutItem) -> String {
        guard let view = item.view else { return "(gone)" }
        guard let guide = item.guide else { return name(of: view) }
        return "\(name(of: view)).\(guide.identifier)"
    }

    static func of(_ constraint: NSLayoutConstraint) -> String {
        var text = "\(name(of: constraint.first)).\(word(constraint.firstAttribute)) \(symbol(constraint.relation)) "
        let constant = Double(constraint.constant)
        if let second = constraint.second, constraint.secondAttribute != .notAnAttribute {
            text += "\(name(of: second)).\(word(constraint.secondAttribute))"
            if constraint.multiplier != 1 { text += " × \(number(Double(constraint.multiplier)))" }
            if constant != 0 { text += constant > 0 ? " + \(number(constant))" : " - \(number(-constant))" }
        } else {
            text += number(constant)
        }
        if constraint.priority != .required { text += " @\(number(Double(constraint.priority.rawValue)))" }
        if let identifier = constraint.identifier { text = "'\(identifier)' \(text)" }
        return text
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    private static func symbol(_ relation: NSLayoutConstraint.Relation) -> String {
        switch relation {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }

    private static func word(_ attribute: NSLayoutConstraint.Attribute) -> String {
        switch attribute {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}
