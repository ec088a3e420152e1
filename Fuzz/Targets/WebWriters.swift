// libFuzzer target: the writers of CSS, HTML and Markdown — `--format css` and `--format html` (CSSAnimation), the
// spec (`spec --format md|html`) and, for short effects, the diff against the document's harmless twin. A fuzzed
// document's text must stay text: the CSS file's only comment ends where the writer ends it and its rules are those
// of the twin (the document with its texts made harmless, benignTwin); each HTML page has the twin's tags and
// attributes, in order; each Markdown line has the twin's unescaped table pipes and markup characters, and no raw
// control character reaches it (it is printed to terminals).
// Compiled with MarkupSkeleton.swift and Tests/_EffectTestSupport/SwiftSkeleton.swift (for benignTwin).

import EffectCompositions
import EffectEngine
import EffectExport
import EffectModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWebWriters(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let input = FuzzInput(data, size), input.document.effectiveDuration <= 5,
          (try? WorkBudget.check(animatedDuration: input.document.effectiveDuration)) != nil,
          let twinBytes = benignTwin(ofJSON: bytes), let twinDocument = try? EffectDocument(json: twinBytes),
          let scene = input.scene(), let twinScene = try? FrameRenderer.scene(twinDocument) else { return 0 }
    let (document, twin) = (input.document, twinDocument)
    if let css = try? CSSAnimation().render(scene, name: document.name, title: document.title ?? document.name),
       let twinCSS = try? CSSAnimation().render(twinScene, name: twin.name, title: twin.title ?? twin.name) {
        let file = css.cssFile
        let end = file.range(of: "*/")!
        if file[end.upperBound...] != "\n\n" + css.stylesheet[...] { fatalError("the CSS file's comment ends early: \(file[..<end.upperBound].suffix(80))") }
        check("the stylesheet", [css.stylesheet], [twinCSS.stylesheet])
        check("the CSS markup", htmlSkeleton(css.markup), htmlSkeleton(twinCSS.markup))
        check("the HTML page", htmlSkeleton(css.page(title: document.title ?? document.name)), htmlSkeleton(twinCSS.page(title: twin.title ?? twin.name)))
    }
    let spec = SpecReport(MotionSpec(scene: scene, document: document))
    let twinSpec = SpecReport(MotionSpec(scene: twinScene, document: twin))
    if let control = rawControl(in: spec.markdown) { fatalError("U+\(String(control.value, radix: 16)) raw in the spec's Markdown") }
    check("the spec's Markdown", markdownSkeleton(spec.markdown), markdownSkeleton(twinSpec.markdown))
    check("the spec's HTML", htmlSkeleton(spec.html), htmlSkeleton(twinSpec.html))
    if document.effectiveDuration <= 1, document.layers.count <= 20, let diff = try? DiffReport(old: twin, new: document) {
        // The document against its twin: the text changes are listed, so only what a text cannot make is compared —
        // no raw control, every table row with the table's cells, no script or event handler in the HTML.
        let markdown = diff.markdown()
        if let control = rawControl(in: markdown) { fatalError("U+\(String(control.value, radix: 16)) raw in the diff's Markdown") }
        let rows = markdownSkeleton(markdown).filter { $0.hasPrefix("|") }
        if Set(rows.map { $0.filter { $0 == "|" }.count }).count > 1 { fatalError("a text added cells to the diff's table: \(rows)") }
        if let html = try? diff.html() {
            for tag in htmlSkeleton(html) where tag.hasPrefix("<") && tag.split(separator: " ").dropFirst().contains(where: { $0.hasPrefix("on") })
                || tag.hasPrefix("<script") {
                fatalError("a script or an event handler in the diff's HTML: \(tag)")
            }
        }
    }
    return 0
}
