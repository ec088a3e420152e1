// libFuzzer target: the timing-curve page as SVG headed by the spec, and the spec as JSON, Markdown and HTML, as
// `effect-export curves EFFECT` and `effect-export spec EFFECT` make them.

import EffectCompositions
import EffectEngine
import EffectExport
import EffectModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCurves(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let input = FuzzInput(data, size), let scene = input.scene() else { return 0 }
    let times = FrameSchedule.count(12).times(duration: scene.duration)
    let spec = MotionSpec(scene: scene, document: input.document)
    let report = SpecReport(spec)
    _ = (report.json, report.markdown, report.html)
    _ = try? SheetRenderer.render(sheet: nil, spec: spec, title: "fuzz", charts: {
        CurveCharts(title: "fuzz", name: "fuzz", scene: scene, frameTimes: times, producer: "fuzz")
    }, format: .svg, scale: 1)
    return 0
}
