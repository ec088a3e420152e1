import EffectCompositions
import EffectEngine
import EffectExport
import EffectModel
import Foundation

/// What the preview serves for one effect, built from its document in one go: the animated SVG the page plays, the
/// spec, the key frames and triggers for the scrubber, and the timing curves light and dark. Made off to the side and
/// swapped in whole (`PreviewContent`), never served half-built.
struct PreviewEffect: Sendable {
    /// The effect's folder in the preview's paths (`/ripple/`), from its file's name, which edits do not change.
    var slug: String
    /// The files it serves, by name inside its folder.
    var files: [String: PreviewResource]
    /// What the page needs to place it: `model.json`'s content.
    var model: Model

    /// `model.json`: the effect's size and clock, and where the scrubber marks its moments.
    struct Model: Codable, Sendable {
        var slug: String
        var title: String
        /// Canvas points.
        var width: Double
        var height: Double
        /// Seconds.
        var duration: Double
        /// The animated SVG, placed inline so that the page drives its clock.
        var svg: String
        var keyFrames: [Moment]
        var triggers: [Moment]
        /// The build that made it (`PreviewContent.version`).
        var version: Int
    }

    /// A marked moment: seconds, and what happens then.
    struct Moment: Codable, Sendable {
        var time: Double
        var label: String
    }

    /// Builds the effect of `document`; `version` is the build's.
    init(slug: String, document: EffectDocument, version: Int) throws(ExportError) {
        self.slug = slug
        let scene = try FrameRenderer.scene(document)
        let title = document.title ?? document.name
        let svg = try AnimatedSVG(rest: 0).render(scene, title: title)
        let spec = MotionSpec(scene: scene, document: document)
        let keyFrames = SheetFrame.keyFrames(ReviewPictures(scene: scene).keyFrames(), window: scene.duration)
        let charts = CurveCharts(title: title, name: document.name, scene: scene, frameTimes: keyFrames.map(\.time), producer: FrameRenderer.creator)
        let light = try SheetRenderer.render(sheet: nil, spec: nil, title: title, charts: { charts }, format: .svg, scale: 1)
        let dark = try Palette.$current.withValue(.dark) {
            Result { () throws(ExportError) in
                try SheetRenderer.render(sheet: nil, spec: nil, title: title, charts: { charts }, format: .svg, scale: 1)
            }
        }.get()
        model = Model(
            slug: slug, title: title, width: document.canvas.width, height: document.canvas.height, duration: scene.duration,
            svg: String(decoding: svg, as: UTF8.self).replacingOccurrences(of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", with: ""),
            keyFrames: keyFrames.map { Moment(time: $0.time, label: $0.caption ?? "") },
            triggers: spec.triggers.map { Moment(time: $0.at / 1000, label: MotionSpec.heading($0)) }, version: version)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let modelBytes = (try? encoder.encode(model)).map(Array.init) ?? []
        files = [
            "model.json": PreviewResource(type: .json, body: modelBytes),
            "spec.json": PreviewResource(type: .json, body: Array(SpecReport(spec).json.utf8)),
            "curves.svg": PreviewResource(type: .svg, body: light),
            "curves-dark.svg": PreviewResource(type: .svg, body: dark),
        ]
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
