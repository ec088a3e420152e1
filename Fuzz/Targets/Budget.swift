// libFuzzer target: the work budget agrees with the work. Every input the budget accepts is run as the command
// line runs it by default — a PNG still at scale 2, the animated SVG and Lottie at 60 fps — and must finish
// within the stated bounds, which `make fuzz` gives libFuzzer as -timeout and -rss_limit_mb (docs/effect-format.md,
// "Limits"); an input the budget refuses costs nothing.

import EffectEngine
import EffectExport
import EffectModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBudget(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let input = FuzzInput(data, size) else { return 0 }
    let document = input.document
    let scale = 2.0
    if (try? WorkBudget.checkFrameMemory(of: document, scale: scale)) != nil,
       (try? WorkBudget.check(image: document.canvas.width * scale, document.canvas.height * scale, what: "PNG", remedy: "")) != nil,
       let scene = try? FrameRenderer.scene(document, horizon: input.time, keepingFrom: input.time) {
        _ = try? FrameRenderer(scale: scale).render(Sampler(scene: scene).layers(at: input.time), canvas: scene.canvas, title: document.name, as: .png)
    }
    if (try? WorkBudget.check(animatedDuration: document.effectiveDuration)) != nil, let scene = try? FrameRenderer.scene(document) {
        _ = try? AnimatedSVG().render(scene, title: document.name)
        _ = try? LottieExport(fps: 60).render(scene, title: document.name)
    }
    return 0
}
