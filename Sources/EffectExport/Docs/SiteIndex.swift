import EffectModel

/// The effects of a docs site in gallery order — by category, then as listed — with their titles: what a page
/// links to (previous and next, related effects, examples, the reduced-motion alternative).
struct SiteIndex: Sendable {
    /// Names in gallery order.
    let order: [String]
    let titles: [String: String]
    let categories: [String: String]

    /// The category of effects that name none.
    static let otherCategory = "Other"

    init(_ effects: [DocsSite.Effect]) {
        var titles: [String: String] = [:]
        var categories: [String: String] = [:]
        for effect in effects {
            titles[effect.name] = effect.document.title ?? effect.name
            categories[effect.name] = effect.document.guidance.category ?? Self.otherCategory
        }
        // Categories in the order first met, "Other" last; effects in the order listed within each.
        var named: [String] = []
        for effect in effects where !named.contains(categories[effect.name]!) { named.append(categories[effect.name]!) }
        named.sort { ($0 == Self.otherCategory ? 1 : 0) < ($1 == Self.otherCategory ? 1 : 0) }
        order = named.flatMap { category in effects.map(\.name).filter { categories[$0] == category } }
        self.titles = titles
        self.categories = categories
    }

    /// The categories in gallery order, each with its effects.
    var sections: [(category: String, names: [String])] {
        var result: [(category: String, names: [String])] = []
        for name in order {
            let category = categories[name]!
            if result.last?.category == category { result[result.count - 1].names.append(name) } else { result.append((category, [name])) }
        }
        return result
    }

    /// An HTML id for a category: `category-feedback`.
    static func anchor(_ category: String) -> String {
        "category-" + String(category.lowercased().unicodeScalars.map { ("a"..."z").contains($0) || ("0"..."9").contains($0) ? Character($0) : "-" })
    }

    /// The effects before and after `name` in the gallery.
    func neighbours(of name: String) -> (previous: String?, next: String?) {
        guard let i = order.firstIndex(of: name) else { return (nil, nil) }
        return (i > 0 ? order[i - 1] : nil, i + 1 < order.count ? order[i + 1] : nil)
    }

    /// What of the site a page of `document` shows (its neighbours' and the effects it names' titles), as text: a
    /// page is rebuilt when this changes.
    func context(of document: EffectDocument, name: String) -> String {
        let guidance = document.guidance
        var named = guidance.related.map(\.effect) + (guidance.dos + guidance.donts).compactMap(\.effect)
        if case .effect(let other) = guidance.reducedMotion { named.append(other) }
        let (previous, next) = neighbours(of: name)
        return ([previous, next].map { $0 ?? "" } + named).map { "\($0)=\(titles[$0] ?? "")" }.joined(separator: "\u{0}")
    }
}
