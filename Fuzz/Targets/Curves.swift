// libFuzzer target: the timing-curve page as SVG, as `effect-export curves EFFECT` draws it.

import EffectCompositions
import EffectEngine
import EffectExport
import EffectModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCurves(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let input = FuzzInput(data, size), let scene = input.scene() else { return 0 }
    let times = FrameSchedule.count(12).times(duration: scene.duration)
    _ = try? SheetRenderer.render(sheet: nil, spec: nil, title: "fuzz", charts: {
        CurveCharts(title: "fuzz", name: "fuzz", scene: scene, frameTimes: times, producer: "fuzz")
    }, format: .svg, scale: 1)
    return 0
}
