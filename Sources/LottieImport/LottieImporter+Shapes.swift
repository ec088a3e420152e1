import EffectModel
import Foundation

/// A shape (`rc`, `el`, `sr`, `sh`) as a paint above it sees it: the groups' transforms between them, innermost
/// first, and the trim paths that cut it before the paint.
struct PaintedShape {
    var item: LottieNode
    var transforms: [LottieNode] = []
    var trims: [LottieNode] = []
    /// A Round Corners modifier's radius above it, in points.
    var rounding = 0.0
}

extension LottieImporter {
    /// The layers a shape list draws (`shapes`, a group's `it`), back to front: each paint (fill, stroke,
    /// gradient) a shape layer of the shapes above it in its list and in the groups above it, each group a layer
    /// of its transform and its own list, each repeater copies of what lies above it.
    mutating func shapeLayers(
        _ items: [LottieNode], id: String, clock: LottieClock, layerName: String?, inheritedTrims: [LottieNode] = []
    ) throws(DocumentError) -> [Layer] {
        let items = items.filter { $0["hd"]?.number != 1 }
        if let r = items.firstIndex(where: { $0["ty"]?.string == "rp" }) {
            return try repeated(items, repeaterAt: r, id: id, clock: clock, layerName: layerName, inheritedTrims: inheritedTrims)
        }
        var layers: [Layer] = []
        for (k, item) in items.enumerated().reversed() {
            let type = item["ty"]?.string ?? ""
            switch type {
            case "fl", "st", "gf", "gs":
                let shapes = painted(Array(items[..<k]), trims: inheritedTrims, layerName: layerName)
                layers += try paint(
                    item, shapes: shapes, id: layerIdentifier(id, JSONPath([item.path.components.last!])), clock: clock, layerName: layerName)
            case "gr":
                try countLayer(at: item)
                var group = Layer(id: layerIdentifier(id, JSONPath([item.path.components.last!])))
                group.label = contentLabel(item, layerName: layerName)
                let list = item["it"]?.elements ?? []
                let transform = list.last { $0["ty"]?.string == "tr" }
                try applyTransform(transform, to: &group, clock: clock, layerName: layerName)
                let trims = inheritedTrims + items[(k + 1)...].filter { $0["ty"]?.string == "tm" }
                group.sublayers = try shapeLayers(list, id: group.id, clock: clock, layerName: layerName, inheritedTrims: trims)
                if !group.sublayers.isEmpty { layers.append(group) }
            case "mm":
                // Mode 1 (Merge) joins the paths above into one path that the paint fills with its own rule, as every
                // path above a paint already is here and in every player: exact. Add, subtract, intersect and exclude
                // need path operations.
                let modes = [2: "add", 3: "subtract", 4: "intersect", 5: "exclude intersections"]
                if let mode = item["mm"]?.number, let name = modes[Int(mode, rounding: .down, within: 0...9)] {
                    support.note("merge paths (\(name)) not applied: the paths are filled together as one", at: item, layer: layerName)
                }
            case "rd":
                if items[..<k].contains(where: { ["sh", "sr"].contains($0["ty"]?.string) || $0["ty"]?.string == "gr" }) {
                    support.note("round corners drawn on rectangles only: paths and polystars keep their sharp corners", at: item, layer: layerName)
                }
            case "op", "pb", "tw", "zz":
                let names = ["op": "offset paths", "pb": "pucker and bloat", "tw": "twist", "zz": "zig zag"]
                support.note("\(names[type]!) not applied: the paths are drawn unchanged", at: item, layer: layerName)
            default: break
            }
        }
        return layers
    }

    /// The shapes above a paint in `items` and in their groups, each with the transforms and trims between.
    func painted(_ items: [LottieNode], trims inherited: [LottieNode], layerName: String?) -> [PaintedShape] {
        var shapes: [PaintedShape] = []
        for (j, item) in items.enumerated() where item["hd"]?.number != 1 {
            let after = items[(j + 1)...]
            let trims = inherited + after.filter { $0["ty"]?.string == "tm" }
            let rounding = after.last { $0["ty"]?.string == "rd" }.flatMap { (try? LottieProperty($0["r"]))?.initial.numbers.first } ?? 0
            switch item["ty"]?.string {
            case "rc", "el", "sr", "sh":
                shapes.append(PaintedShape(item: item, trims: trims, rounding: rounding))
            case "gr":
                let list = item["it"]?.elements ?? []
                let transform = list.last { $0["ty"]?.string == "tr" }
                for var shape in painted(list, trims: trims, layerName: layerName) {
                    if let transform { shape.transforms.append(transform) }
                    shapes.append(shape)
                }
            default: break
            }
        }
        return shapes
    }

    /// The path of `shapes` at `frame`, each through its groups' transforms.
    func path(of shapes: [PaintedShape], at frame: Double) -> Path {
        var path = Path()
        for shape in shapes {
            guard var part = LottieGeometry.path(shape.item, at: frame, roundedBy: shape.rounding) else { continue }
            for transform in shape.transforms { part = part.applying(affine(transform, at: frame)) }
            path.elements += part.elements
        }
        return path
    }

    /// Whether a shape changes: its own values or a transform it sits under.
    func isAnimated(_ shape: PaintedShape) -> Bool {
        let item = shape.item
        let own = ["ks", "p", "s", "r", "pt", "or", "ir", "os", "is"].contains { (try? LottieProperty(item[$0]))?.isAnimated ?? false }
        return own || shape.transforms.contains(where: isAnimated)
    }
}
