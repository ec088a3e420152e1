// libFuzzer target for the document decoder and validator: any bytes must give a document or located
// problems, never a crash, a hang or runaway memory. Built with the EffectModel sources by `make fuzz`.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let document = try? EffectDocument(json: bytes) {
        // Run the clock over the review window, as every export does (bounded: a short window).
        _ = try? Scene(document: document, horizon: min(document.effectiveDuration, 5))
    }
    return 0
}
