/// A Lottie file (bodymovin 5.7) as typed values, in its own vocabulary (lottie-ios's model names them the same
/// way): the animation, its precompositions, layers, their transforms, shapes and masks, and properties that are
/// a value or keyframes. Encoded by `JSONTreeEncoder` with `ty` first, as rlottie reads it.
struct LottieAnimation: Encodable {
    /// The bodymovin version the file follows.
    let v = "5.7.0"
    /// Frames per second.
    let fr: Double
    /// The first frame.
    let ip = 0.0
    /// The frame after the last.
    let op: Double
    /// The width and height, in points.
    let w: Double
    let h: Double
    /// The title.
    let nm: String
    /// 2-D (0).
    let ddd = 0
    /// Precompositions and images that layers refer to.
    let assets: [LottieAsset]
    /// The layers, topmost first.
    let layers: [LottieLayer]
}

/// What a precomposition or image layer draws (`refId`).
enum LottieAsset: Encodable {
    case precomposition(LottiePrecomposition)
    case image(LottieImage)

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .precomposition(let composition): try composition.encode(to: encoder)
        case .image(let image): try image.encode(to: encoder)
        }
    }
}

/// An image embedded as a data URL (`e` 1), `w` × `h` pixels, which an image layer draws from its origin.
struct LottieImage: Encodable {
    let id: String
    let w: Double
    let h: Double
    /// No folder: the image is embedded.
    let u = ""
    /// `data:image/png;base64,…`.
    let p: String
    let e = 1
}

/// A precomposition: layers drawn in a composition of their own, `w` × `h` points.
struct LottiePrecomposition: Encodable {
    let id: String
    let w: Double
    let h: Double
    /// Topmost first.
    let layers: [LottieLayer]
}

/// A layer: a shape layer (`ty` 4) that draws shapes, a precomposition layer (`ty` 0) or image layer (`ty` 2) that
/// draws an asset, or a null (`ty` 3) that only places its children.
struct LottieLayer: Encodable {
    /// The layer's kind.
    enum Kind: Int, Encodable {
        case precomposition = 0
        case image = 2
        case null = 3
        case shape = 4
    }

    let ddd = 0
    /// Its index, which `parent` refers to.
    let ind: Int
    var ty = Kind.shape
    /// Its name: the effect layer's id.
    var nm: String
    /// Time stretch (1).
    let sr = 1
    /// Its transform and opacity.
    var ks: LottieTransform
    /// Auto-orient (off).
    let ao = 0
    /// Start time (0).
    let st = 0
    /// Blend mode: Lottie's index of After Effects' modes (0 normal).
    var bm = 0
    /// The frame it appears at, and the frame after it goes.
    let ip: Double
    let op: Double
    /// The index of the layer whose transform it inherits.
    var parent: Int?
    /// A shape layer's shapes, topmost first.
    var shapes: [LottieShape]?
    /// A precomposition or image layer's asset, and a precomposition's size.
    var refId: String?
    var w: Double?
    var h: Double?
    var hasMask: Bool?
    var masksProperties: [LottieMask]?
    /// Whether it is the matte of the layer below it (1), drawn only as that.
    var td: Int?
    /// The matte the layer above it is to this one: 1 alpha, 2 inverted alpha, 3 luma, 4 inverted luma.
    var tt: Int?
}

/// A layer's or a group's transform: position, anchor, scale (%), rotation (°), opacity (%), no skew.
struct LottieTransform: Encodable {
    /// `tr` in a group's items; absent on a layer.
    var ty: String?
    var p = LottieProperty.value([0, 0])
    var a = LottieProperty.value([0, 0])
    var s = LottieProperty.value([100, 100])
    var r = LottieProperty.value([0])
    var o = LottieProperty.value([100])
    let sk = LottieProperty.value([0])
    let sa = LottieProperty.value([0])
}

/// A mask: the layer's content kept inside a path (`mode` add).
struct LottieMask: Encodable {
    let inv = false
    let mode = "a"
    let nm: String
    let o = LottieProperty.value([100])
    let x = LottieProperty.value([0])
    let pt: LottieProperty
}

/// A property: one value (`a` 0), or keyframes (`a` 1).
enum LottieProperty: Encodable {
    case constant(LottieValue)
    case animated([LottieKeyframe])

    /// A constant of these numbers (one number is written alone).
    static func value(_ numbers: [Double]) -> Self { .constant(.numbers(numbers)) }

    private enum CodingKeys: String, CodingKey { case a, k }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .constant(let value):
            try container.encode(0, forKey: .a)
            try container.encode(value, forKey: .k)
        case .animated(let keyframes):
            try container.encode(1, forKey: .a)
            try container.encode(keyframes, forKey: .k)
        }
    }
}

/// What a property holds: numbers (a number, a point, a colour, gradient stops) or a Bézier path.
enum LottieValue: Encodable {
    case numbers([Double])
    case path(LottiePath)
    /// No path (a mask or shape of a subpath that is not there at this time): an empty object.
    case noPath

    /// As a constant: one number alone, else an array; a path; `{}`.
    func encode(to encoder: any Encoder) throws {
        switch self {
        case .numbers(let numbers) where numbers.count == 1:
            var container = encoder.singleValueContainer()
            try container.encode(numbers[0])
        case .numbers(let numbers):
            var container = encoder.singleValueContainer()
            try container.encode(numbers)
        case .path(let path): try path.encode(to: encoder)
        case .noPath: _ = encoder.container(keyedBy: LottieValueNoKeys.self)
        }
    }

    /// As a keyframe's start value: always an array (a path or `{}` as its one element).
    var asKeyframeValue: [LottieValue] {
        if case .numbers(let numbers) = self { return numbers.map { .numbers([$0]) } }
        return [self]
    }

    /// How many numbers it holds (1 for a path): the length of a keyframe's easing handles.
    var dimensions: Int {
        if case .numbers(let numbers) = self { return numbers.count }
        return 1
    }
}

private enum LottieValueNoKeys: CodingKey {}

/// A keyframe at frame `t`: its value, then either a hold (`h` 1: the value until the next keyframe) or the easing
/// to the next keyframe as Bézier handles (`o` out of this one, `i` into the next), one per dimension.
struct LottieKeyframe: Encodable {
    let t: Double
    let s: [LottieValue]
    var h: Int?
    var o: Handle?
    var i: Handle?

    /// A Bézier handle, its x and y per dimension.
    struct Handle: Encodable {
        let x: [Double]
        let y: [Double]
    }
}

/// One subpath: vertices, and each vertex's in and out handles relative to it; closed or open.
struct LottiePath: Encodable {
    let v: [[Double]]
    let i: [[Double]]
    let o: [[Double]]
    let c: Bool
}

/// One entry of a stroke's dashes: a dash (`d`), a gap (`g`) or the offset (`o`), its length in points.
struct LottieDash: Encodable {
    let n: String
    let v: LottieProperty
}

/// A shape item of a shape layer or group.
enum LottieShape: Encodable {
    /// `gr`: items drawn together, the last one their transform (`tr`).
    case group([LottieShape], LottieTransform)
    /// `rc`: a rounded rectangle centred on `p`, `s` large, corner radius `r`.
    case rectangle(p: LottieProperty, s: LottieProperty, r: LottieProperty)
    /// `sh`: a path.
    case path(LottieProperty)
    /// `fl`: a fill of colour `c` (RGBA 0…1), opacity `o` (%), fill rule `r` (1 non-zero, 2 even-odd).
    case fill(c: LottieProperty, o: LottieProperty, r: Int)
    /// `st`: a stroke: colour, opacity (%), width, cap (1 butt, 2 round, 3 square), join (1 miter, 2 round, 3 bevel),
    /// dashes and gaps in turn then the offset (`d`; empty: solid).
    case stroke(c: LottieProperty, o: LottieProperty, w: LottieProperty, lc: Int, lj: Int, ml: Double, dashes: [Double], offset: Double)
    /// `tm`: the paths trimmed from `s` to `e` (%), trimmed together (`m` 1).
    case trim(s: LottieProperty, e: LottieProperty)
    /// `gf`: a gradient fill (`t` 1 linear, 2 radial) from `s` to `e`, `count` stops in `g`; a radial one's highlight
    /// `h` (% of the radius from the centre) at `a` (degrees from the start-to-end direction).
    case gradientFill(t: Int, s: LottieProperty, e: LottieProperty, count: Int, g: LottieProperty, h: Double, a: Double)

    private enum CodingKeys: String, CodingKey { case ty, it, d, p, s, r, ks, c, o, w, lc, lj, ml, e, m, t, g, h, a }
    private enum GradientKeys: String, CodingKey { case p, k }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .group(let items, var transform):
            try container.encode("gr", forKey: .ty)
            transform.ty = "tr"
            var list = container.nestedUnkeyedContainer(forKey: .it)
            for item in items { try list.encode(item) }
            try list.encode(transform)
        case .rectangle(let p, let s, let r):
            try container.encode("rc", forKey: .ty)
            try container.encode(1, forKey: .d)
            try container.encode(p, forKey: .p)
            try container.encode(s, forKey: .s)
            try container.encode(r, forKey: .r)
        case .path(let path):
            try container.encode("sh", forKey: .ty)
            try container.encode(path, forKey: .ks)
        case .fill(let c, let o, let r):
            try container.encode("fl", forKey: .ty)
            try container.encode(c, forKey: .c)
            try container.encode(o, forKey: .o)
            try container.encode(r, forKey: .r)
        case .stroke(let c, let o, let w, let lc, let lj, let ml, let dashes, let offset):
            try container.encode("st", forKey: .ty)
            try container.encode(c, forKey: .c)
            try container.encode(o, forKey: .o)
            try container.encode(w, forKey: .w)
            try container.encode(lc, forKey: .lc)
            try container.encode(lj, forKey: .lj)
            try container.encode(ml, forKey: .ml)
            if !dashes.isEmpty {
                let names = dashes.indices.map { $0 % 2 == 0 ? "d" : "g" } + ["o"]
                let entries = zip(names, dashes + [offset]).map { LottieDash(n: $0, v: .value([$1])) }
                try container.encode(entries, forKey: .d)
            }
        case .trim(let s, let e):
            try container.encode("tm", forKey: .ty)
            try container.encode(s, forKey: .s)
            try container.encode(e, forKey: .e)
            try container.encode(LottieProperty.value([0]), forKey: .o)
            try container.encode(1, forKey: .m)
        case .gradientFill(let t, let s, let e, let count, let g, let h, let a):
            try container.encode("gf", forKey: .ty)
            try container.encode(t, forKey: .t)
            if t == 2 {
                try container.encode(LottieProperty.value([h]), forKey: .h)
                try container.encode(LottieProperty.value([a]), forKey: .a)
            }
            try container.encode(1, forKey: .r)
            try container.encode(LottieProperty.value([100]), forKey: .o)
            try container.encode(s, forKey: .s)
            try container.encode(e, forKey: .e)
            var stops = container.nestedContainer(keyedBy: GradientKeys.self, forKey: .g)
            try stops.encode(count, forKey: .p)
            try stops.encode(g, forKey: .k)
        }
    }
}
