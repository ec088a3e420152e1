import Foundation

/// What a parent offers a child: a width and a height in points, `nil` for "your ideal size", `.infinity` for "as much
/// as you like".
struct ProposedSize: Equatable {
    var width: CGFloat?
    var height: CGFloat?

    init(width: CGFloat?, height: CGFloat?) { (self.width, self.height) = (width, height) }
    init(_ size: CGSize) { (width, height) = (size.width, size.height) }

    /// Along `axis`.
    func along(_ axis: Axis) -> CGFloat? { axis == .horizontal ? width : height }
    /// `length` along `axis`, `across` on the other.
    static func on(_ axis: Axis, _ length: CGFloat?, across: CGFloat?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: length, height: across) : ProposedSize(width: across, height: length)
    }
}

extension CGSize {
    /// The length along `axis`.
    func along(_ axis: Axis) -> CGFloat { axis == .horizontal ? width : height }
    /// `length` along `axis`, `across` on the other.
    static func on(_ axis: Axis, _ length: CGFloat, across: CGFloat) -> CGSize {
        axis == .horizontal ? CGSize(width: length, height: across) : CGSize(width: across, height: length)
    }
}

/// SwiftUI's layout: a parent proposes a size, the child chooses its own, the parent places it. Stacks share their
/// length by flexibility (the least flexible child first, each offered an equal share of what remains). Sizes are not
/// rounded to pixels.
extension ViewNode {
    /// The size the node chooses when offered `proposal`.
    func size(for proposal: ProposedSize) -> CGSize {
        switch layout {
        case .empty: return .zero
        case .fill, .square: return CGSize(width: proposal.width ?? 10, height: proposal.height ?? 10)
        case .fixed(let size): return size
        case .spacer(let axis, let minLength):
            guard let axis else { return CGSize(width: proposal.width ?? minLength, height: proposal.height ?? minLength) }
            return CGSize.on(axis, max(minLength, proposal.along(axis) ?? minLength), across: 0)
        case .stack(let axis, let spacing, _):
            let sizes = stackSizes(axis: axis, spacing: spacing, proposal: proposal)
            let length = sizes.reduce(0) { $0 + $1.along(axis) } + spacing * CGFloat(max(sizes.count - 1, 0))
            let across = sizes.map { $0.along(axis == .horizontal ? .vertical : .horizontal) }.max() ?? 0
            return CGSize.on(axis, length, across: across)
        case .overlay:
            let sizes = children.map { $0.size(for: proposal) }
            return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        case .frame(let width, let height, _):
            let child = children.first?.size(for: ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)) ?? .zero
            return CGSize(width: width ?? child.width, height: height ?? child.height)
        case .flexibleFrame(let bounds, _):
            let child = children.first?.size(for: flexibleChildProposal(bounds, proposal)) ?? .zero
            return CGSize(
                width: Self.flexibleLength(child.width, proposal.width, bounds.minWidth, bounds.maxWidth),
                height: Self.flexibleLength(child.height, proposal.height, bounds.minHeight, bounds.maxHeight))
        case .padding(let insets):
            let child = children.first?.size(for: inset(proposal, by: insets)) ?? .zero
            return CGSize(width: child.width + insets.leading + insets.trailing, height: child.height + insets.top + insets.bottom)
        case .position:
            let child = children.first?.size(for: proposal) ?? .zero
            return CGSize(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
        case .layered(let primary, _):
            return children.indices.contains(primary) ? children[primary].size(for: proposal) : .zero
        }
    }

    /// Places the node in `rect` (the host's coordinates) and its children in it.
    func place(in rect: CGRect) {
        frame = rect
        let proposal = ProposedSize(rect.size)
        switch layout {
        case .empty, .fill, .fixed, .spacer: break
        case .square:
            let side = min(rect.width, rect.height)
            frame = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        case .stack(let axis, let spacing, let alignment):
            let sizes = stackSizes(axis: axis, spacing: spacing, proposal: proposal)
            var along = axis == .horizontal ? rect.minX : rect.minY
            for (child, size) in zip(children, sizes) {
                let origin: CGPoint =
                    axis == .horizontal
                    ? CGPoint(x: along, y: rect.minY + (rect.height - size.height) * alignment.vertical.fraction)
                    : CGPoint(x: rect.minX + (rect.width - size.width) * alignment.horizontal.fraction, y: along)
                child.place(in: CGRect(origin: origin, size: size))
                along += size.along(axis) + spacing
            }
        case .overlay(let alignment):
            for child in children { child.place(aligned: alignment, in: rect, proposal: proposal) }
        case .frame(let width, let height, let alignment):
            children.first?.place(aligned: alignment, in: rect, proposal: ProposedSize(width: width ?? rect.width, height: height ?? rect.height))
        case .flexibleFrame(let bounds, let alignment):
            children.first?.place(aligned: alignment, in: rect, proposal: flexibleChildProposal(bounds, proposal))
        case .padding(let insets):
            let inner = CGRect(
                x: rect.minX + insets.leading, y: rect.minY + insets.top, width: max(rect.width - insets.leading - insets.trailing, 0),
                height: max(rect.height - insets.top - insets.bottom, 0))
            children.first?.place(aligned: .center, in: inner, proposal: ProposedSize(inner.size))
        case .position(let point):
            guard let child = children.first else { break }
            let size = child.size(for: proposal)
            child.place(
                in: CGRect(x: rect.minX + point.x - size.width / 2, y: rect.minY + point.y - size.height / 2, width: size.width, height: size.height))
        case .layered(let primary, let alignment):
            for (index, child) in children.enumerated() {
                if index == primary { child.place(in: rect) } else { child.place(aligned: alignment, in: rect, proposal: proposal) }
            }
        }
    }

    /// Sizes the node for `proposal` and places it in `rect` by `alignment`.
    private func place(aligned alignment: Alignment, in rect: CGRect, proposal: ProposedSize) {
        let size = size(for: proposal)
        place(in: CGRect(origin: alignment.place(size, in: rect), size: size))
    }

    /// The children's sizes in a stack along `axis` offered `proposal`: with no length offered, each its ideal; else
    /// the length less the spacing shared out, least flexible first (flexibility: the length chosen when offered
    /// everything less that chosen when offered nothing).
    private func stackSizes(axis: Axis, spacing: CGFloat, proposal: ProposedSize) -> [CGSize] {
        let across = axis == .horizontal ? proposal.height : proposal.width
        guard let length = proposal.along(axis) else {
            return children.map { $0.size(for: .on(axis, nil, across: across)) }
        }
        let flexibility = children.map { child in
            child.size(for: .on(axis, .infinity, across: across)).along(axis) - child.size(for: .on(axis, 0, across: across)).along(axis)
        }
        let order = children.indices.sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
        var remaining = length - spacing * CGFloat(max(children.count - 1, 0))
        var sizes = Array(repeating: CGSize.zero, count: children.count)
        for (done, index) in order.enumerated() {
            let share = max(remaining, 0) / CGFloat(children.count - done)
            sizes[index] = children[index].size(for: .on(axis, share, across: across))
            remaining -= sizes[index].along(axis)
        }
        return sizes
    }

    /// What a flexible frame offers its child: on each axis what it is offered (its ideal when offered nothing)
    /// clamped to its bounds.
    private func flexibleChildProposal(_ bounds: FlexibleFrame, _ proposal: ProposedSize) -> ProposedSize {
        func clamp(_ offered: CGFloat?, _ ideal: CGFloat?, _ low: CGFloat?, _ high: CGFloat?) -> CGFloat? {
            guard var value = offered ?? ideal else { return nil }
            if let high { value = min(value, high) }
            if let low { value = max(value, low) }
            return value
        }
        return ProposedSize(
            width: clamp(proposal.width, bounds.idealWidth, bounds.minWidth, bounds.maxWidth),
            height: clamp(proposal.height, bounds.idealHeight, bounds.minHeight, bounds.maxHeight))
    }

    /// A flexible frame's length on one axis: the child's, grown towards what is offered up to `high`, then kept
    /// within `low`…`high`.
    private static func flexibleLength(_ child: CGFloat, _ offered: CGFloat?, _ low: CGFloat?, _ high: CGFloat?) -> CGFloat {
        var length = child
        if let high, let offered { length = max(length, min(high, offered)) }
        if let high { length = min(length, high) }
        if let low { length = max(length, low) }
        return length
    }

    /// `proposal` less `insets` (nothing below 0; an axis offered nothing stays so).
    private func inset(_ proposal: ProposedSize, by insets: EdgeInsets) -> ProposedSize {
        ProposedSize(
            width: proposal.width.map { max($0 - insets.leading - insets.trailing, 0) },
            height: proposal.height.map { max($0 - insets.top - insets.bottom, 0) })
    }
}
