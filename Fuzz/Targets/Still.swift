// libFuzzer target: one still of a fuzzed document at a fuzzed time and scale, in every format, as
// `effect-export EFFECT --time T --scale S --format F` draws it. Any document must give bytes or a typed error.

import EffectEngine
import EffectExport
import EffectModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStill(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let input = FuzzInput(data, size), let scene = input.scene(horizon: input.time) else { return 0 }
    let layers = Sampler(scene: scene).layers(at: input.time)
    for format in OutputFormat.allCases {
        _ = try? FrameRenderer(scale: input.scale).render(layers, canvas: scene.canvas, title: input.document.name, as: format)
    }
    return 0
}
