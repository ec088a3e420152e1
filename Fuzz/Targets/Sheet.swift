// libFuzzer target: the contact sheet (its key frames chosen by what is seen, PNG at scale 1 and the printed PDF with
// the spec and the charts), as `effect-export sheet EFFECT` draws it.

import EffectCompositions
import EffectEngine
import EffectExport
import EffectModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSheet(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let input = FuzzInput(data, size), let scene = input.scene() else { return 0 }
    let times = FrameSchedule.count(12).times(duration: scene.duration)
    let frames = SheetFrame.keyFrames(ReviewPictures(scene: scene).keyFrames(), window: scene.duration)
    let sheet = ContactSheet(document: input.document, scene: scene, frames: frames, columns: 4, producer: "fuzz")
    guard (try? WorkBudget.check(image: SheetLayout.pageWidth, sheet.layout.pageHeight, what: "PNG sheet", remedy: "")) != nil else { return 0 }
    for format in [OutputFormat.png, .pdf] {
        _ = try? SheetRenderer.render(sheet: sheet, spec: format == .pdf ? MotionSpec(scene: scene, document: input.document) : nil, title: "fuzz", charts: {
            CurveCharts(title: "fuzz", name: "fuzz", scene: scene, frameTimes: times, producer: "fuzz")
        }, format: format, scale: 1)
    }
    return 0
}
