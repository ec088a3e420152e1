// libFuzzer target for the document decoder and validator, the writer and the clock: any bytes must give a document or
// located problems, never a crash, a hang or runaway memory; a document read must write as text that reads back as
// the same document. `make fuzz` builds EffectModel and EffectEngine
// with coverage and AddressSanitizer, and links them to this file.

import EffectEngine
import EffectModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let document = try? EffectDocument(json: bytes) {
        guard let text = try? document.jsonText() else { fatalError("a document read does not write") }
        guard let reread = try? EffectDocument(json: Array(text.utf8)), reread == document else {
            fatalError("a document written does not read back as itself:\n\(text)")
        }
        // Run the clock over the review window, as every export does (bounded: a short window).
        _ = try? Scene(document: document, horizon: min(document.effectiveDuration, 5))
    }
    return 0
}
