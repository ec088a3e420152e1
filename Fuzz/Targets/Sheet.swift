// libFuzzer target: the contact sheet (12 frames, PNG at scale 1 and PDF with its charts page), as
// `effect-export sheet EFFECT` draws it.

import EffectCompositions
import EffectEngine
import EffectExport
import EffectModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSheet(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let input = FuzzInput(data, size), let scene = input.scene() else { return 0 }
    let times = FrameSchedule.count(12).times(duration: scene.duration)
    let frames = SheetFrame.keyFrames(KeyFrameSelection().frames(of: scene), window: scene.duration)
    let sheet = ContactSheet(document: input.document, scene: scene, frames: frames, columns: 4, producer: "fuzz")
    guard (try? WorkBudget.check(image: SheetLayout.pageWidth, sheet.layout.pageHeight, what: "PNG sheet", remedy: "")) != nil else { return 0 }
    for format in [OutputFormat.png, .pdf] {
        _ = try? SheetRenderer.render(sheet: sheet, spec: nil, title: "fuzz", charts: {
            CurveCharts(title: "fuzz", name: "fuzz", scene: scene, frameTimes: times, producer: "fuzz")
        }, format: format, scale: 1)
    }
    return 0
}
