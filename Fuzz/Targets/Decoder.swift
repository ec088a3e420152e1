// libFuzzer target for the document decoder and validator and the clock: any bytes must give a document or
// located problems, never a crash, a hang or runaway memory. `make fuzz` builds EffectModel and EffectEngine
// with coverage and AddressSanitizer, and links them to this file.

import EffectEngine
import EffectModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let document = try? EffectDocument(json: bytes) {
        // Run the clock over the review window, as every export does (bounded: a short window).
        _ = try? Scene(document: document, horizon: min(document.effectiveDuration, 5))
    }
    return 0
}
