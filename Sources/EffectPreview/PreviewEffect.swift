import EffectCompositions
import EffectEngine
import EffectExport
import EffectModel
import Foundation

/// What the preview serves for one effect, built from its document: the animated SVG the page plays, the spec, the
/// key frames and triggers for the scrubber, and the timing curves light and dark. Made off to the side and swapped in
/// whole (`PreviewContent`), never served half-built. The key frames (found by drawing frames) and the curves take
/// longest, so they come in a second step, the review: until then the page keeps the last ones.
struct PreviewEffect: Sendable {
    /// The effect's folder in the preview's paths (`/ripple/`), from its file's name, which edits do not change.
    var slug: String
    /// The document's file, as named (problems name it too): a page shows the problems of its own files.
    var file = ""
    /// The bytes it was built from (the document's, then its token file's): a build of the same is not redone.
    var source: [UInt8]
    let document: EffectDocument
    /// What the page needs to place it: `model.json`'s content.
    var model: Model
    /// `spec.json`.
    var spec: [UInt8]
    /// The key frames and timing curves, and the build that made them (`nil` until made).
    var review: Review?

    /// What the second step makes.
    struct Review: Sendable {
        var keyFrames: [Moment]
        /// The timing curves as SVG, light and dark.
        var light: [UInt8]
        var dark: [UInt8]
        var version: Int
    }

    /// `model.json`: the effect's size and clock, and where the scrubber marks its moments.
    struct Model: Sendable {
        var slug: String
        var title: String
        /// Canvas points.
        var width: Double
        var height: Double
        /// Seconds.
        var duration: Double
        /// The animated SVG, placed inline so that the page drives its clock.
        var svg: String
        var triggers: [Moment]
        /// The build that made it (`PreviewContent.version`).
        var version: Int

    }

    /// `model.json`: the model, with the key frames of the last review.
    var modelJSON: JSON {
        func moments(_ list: [Moment]) -> JSON { .array(list.map { .object([("time", .number($0.time)), ("label", .string($0.label))]) }) }
        return .object([
            ("slug", .string(slug)), ("title", .string(model.title)), ("width", .number(model.width)), ("height", .number(model.height)),
            ("duration", .number(model.duration)), ("svg", .string(model.svg)), ("keyFrames", moments(review?.keyFrames ?? [])),
            ("triggers", moments(model.triggers)), ("version", .number(Double(model.version))),
        ])
    }

    /// A marked moment: seconds, and what happens then.
    struct Moment: Sendable {
        var time: Double
        var label: String
    }

    /// Builds the effect of `document` (read from `source`), all but its curves; `version` is the build's.
    init(slug: String, document: EffectDocument, source: [UInt8], version: Int) throws(ExportError) {
        self.slug = slug
        self.source = source
        self.document = document
        let scene = try FrameRenderer.scene(document)
        let title = document.title ?? document.name
        let svg = try AnimatedSVG(rest: 0).render(scene, title: title)
        let spec = MotionSpec(scene: scene, document: document)
        model = Model(
            slug: slug, title: title, width: document.canvas.width, height: document.canvas.height, duration: scene.duration,
            svg: String(decoding: svg, as: UTF8.self).replacingOccurrences(of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", with: ""),
            triggers: spec.triggers.map { Moment(time: $0.at / 1000, label: MotionSpec.heading($0)) }, version: version)
        self.spec = Array(Self.table(spec).compactText.utf8)
    }

    /// How many times a motion plays its duration: a there-and-back twice; −1 for ever.
    static func cycles(_ motion: MotionSpec.Row) -> Double {
        guard let cycle = motion.repeat else { return 1 }
        return cycle.count.isFinite ? cycle.count * (cycle.autoreverses ? 2 : 1) : -1
    }

    /// `spec.json`: the spec's rows in the words the spec page prints (`SpecPage.cells`, and its notes), each with when it moves
    /// (ms after its trigger, for how long, how often) so that the page lights the rows under the playhead.
    static func table(_ spec: MotionSpec) -> JSON {
        .object([
            (
                "triggers",
                .array(
                    spec.triggers.map { trigger in
                        .object([
                            ("heading", .string(MotionSpec.heading(trigger))), ("at", .number(trigger.at)),
                            ("withoutMotion", .string(MotionSpec.withoutMotion(trigger))),
                            (
                                "motions",
                                .array(
                                    trigger.motions.map { motion in
                                        .object([
                                            ("cells", .array(SpecPage.cells(motion).map { .string($0) })), ("delay", .number(motion.delay)),
                                            ("duration", .number(motion.duration)),
                                            ("cycles", .number(cycles(motion))), ("notes", .string(motion.notes.joined(separator: "; "))),
                                            ("cutOff", motion.cutOff.map(JSON.number) ?? .null),
                                        ])
                                    })
                            ),
                        ])
                    })
            )
        ])
    }

    /// The review of the effect: its key frames and its timing curves.
    func makeReview() throws(ExportError) -> Review {
        let scene = try FrameRenderer.scene(document)
        let keyFrames = SheetFrame.keyFrames(ReviewPictures(scene: scene).keyFrames(), window: scene.duration)
        let charts = CurveCharts(
            title: model.title, name: document.name, scene: scene, frameTimes: keyFrames.map(\.time), producer: FrameRenderer.creator)
        let light = try SheetRenderer.render(sheet: nil, spec: nil, title: model.title, charts: { charts }, format: .svg, scale: 1)
        let dark = try Palette.$current.withValue(.dark) {
            Result { () throws(ExportError) in
                try SheetRenderer.render(sheet: nil, spec: nil, title: model.title, charts: { charts }, format: .svg, scale: 1)
            }
        }.get()
        return Review(
            keyFrames: keyFrames.map { Moment(time: $0.time, label: $0.caption ?? "") }, light: light, dark: dark, version: model.version)
    }

    /// The file `name` of its folder.
    func file(_ name: String) -> PreviewResource? {
        switch name {
        case "model.json": PreviewResource(type: .json, body: Array(modelJSON.compactText.utf8))
        case "spec.json": PreviewResource(type: .json, body: spec)
        case "curves.svg": review.map { PreviewResource(type: .svg, body: $0.light) }
        case "curves-dark.svg": review.map { PreviewResource(type: .svg, body: $0.dark) }
        default: nil
        }
    }

    /// The folder name for a document at `path`: its file's name without `.json`, in letters, digits, `-`, `_`, `.`.
    static func slug(forFile path: String) -> String {
        var name = (path as NSString).lastPathComponent
        if name.lowercased().hasSuffix(".json") { name = String(name.dropLast(5)) }
        let kept = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "-" })
        return kept.isEmpty ? "effect" : kept
    }
}

/// One thing the preview serves: its bytes and what they are.
struct PreviewResource: Sendable {
    enum Kind: String, Sendable {
        case html = "text/html; charset=utf-8"
        case javaScript = "text/javascript; charset=utf-8"
        case css = "text/css; charset=utf-8"
        case json = "application/json"
        case svg = "image/svg+xml"
    }

    var type: Kind
    var body: [UInt8]

    var response: HTTPResponse { .complete(status: .ok, contentType: type.rawValue, body: body) }
}
