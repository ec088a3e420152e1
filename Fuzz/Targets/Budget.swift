// libFuzzer target: the work budget agrees with the work. Every input the budget accepts is run as the command
// line runs it by default — a PNG still at scale 2, its still SVG, the animated SVG and Lottie at 60 fps, the
// curves — each after the same estimate the command checks (WorkEstimate, WorkBudget), and must finish within the
// stated bounds, which `make fuzz` gives libFuzzer as -timeout and -rss_limit_mb (docs/effect-format.md, "Limits");
// an input the budget refuses costs nothing.

import EffectCompositions
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
        let layers = Sampler(scene: scene).layers(at: input.time)
        if (try? WorkBudget.check(frame: WorkEstimate.frame(of: scene, document, at: [input.time], as: .png, scale: scale), scale: scale)) != nil {
            _ = try? FrameRenderer(scale: scale).render(layers, canvas: scene.canvas, title: document.name, as: .png)
        }
        if (try? WorkBudget.check(WorkEstimate.frame(of: scene, document, at: [input.time], as: .svg, scale: 1), of: "", within: 10)) != nil {
            _ = try? FrameRenderer(scale: 1).render(layers, canvas: scene.canvas, title: document.name, as: .svg)
        }
    }
    if (try? WorkBudget.check(animatedDuration: document.effectiveDuration)) != nil, let scene = try? FrameRenderer.scene(document) {
        if (try? WorkBudget.check(WorkEstimate.playingFile(of: scene, document), of: "")) != nil {
            _ = try? AnimatedSVG().render(scene, title: document.name)
        }
        if (try? WorkBudget.check(WorkEstimate.playingFile(of: scene, document, lottie: true), of: "")) != nil {
            _ = try? LottieExport(fps: 60).render(scene, title: document.name)
        }
        if (try? WorkBudget.check(WorkEstimate.review(of: scene, document), of: "")) != nil {
            let frames = SheetFrame.keyFrames(ReviewPictures(scene: scene).keyFrames(), window: scene.duration)
            _ = CurveCharts(title: document.name, name: document.name, scene: scene, frameTimes: frames.map(\.time), producer: "fuzz")
        }
    }
    return 0
}
