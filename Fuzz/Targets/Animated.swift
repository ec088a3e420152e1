// libFuzzer target: the files that play an effect, as `effect-export EFFECT --animated` (SVG, APNG, WebP),
// `--format gif` and `--format lottie` write them, at a low rate and scale so that each input stays quick.

import EffectEncoding
import EffectEngine
import EffectExport
import EffectModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAnimated(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let input = FuzzInput(data, size), input.document.effectiveDuration <= 5,
          (try? WorkBudget.check(animatedDuration: input.document.effectiveDuration)) != nil,
          let scene = input.scene() else { return 0 }
    _ = try? AnimatedSVG(loops: 2).render(scene, title: input.document.name)
    let frames = AnimatedFrames(renderer: FrameRenderer(scale: 0.25), fps: 8)
    try? frames.writeAPNG(of: scene, loops: 0) { _ in }
    try? frames.writeGIF(of: scene, loops: 0) { _ in }
    _ = try? frames.writeWebP(of: scene, loops: 0, quality: nil)
    _ = try? LottieExport(fps: 8).render(scene, title: input.document.name)
    return 0
}
