// libFuzzer target: presentation values as JSON at three times, as `effect-export sample EFFECT --times …`
// prints them, with a scene kept from the first of them.

import EffectEngine
import EffectExport
import EffectModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSample(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let input = FuzzInput(data, size) else { return 0 }
    let times = [input.time, input.time * 1.5, input.document.effectiveDuration]
    guard let scene = try? FrameRenderer.scene(input.document, horizon: times.max(), keepingFrom: times.min()!) else { return 0 }
    _ = SampleReport(effect: input.document.name, sampler: Sampler(scene: scene), times: times).json
    return 0
}
