// Shared by the fuzz targets (compiled into each): the document and the options a fuzzed input stands for.

import EffectEngine
import EffectExport
import EffectModel

/// A fuzzed input: an effect document, and options drawn from its bytes (a time in the review window and a
/// scale of 0.5 to 3), so that one corpus of documents exercises every command family.
struct FuzzInput {
    let document: EffectDocument
    let time: Double
    let scale: Double

    /// `nil` when the bytes are not a valid document (the decoder's own fuzz target covers that path).
    init?(_ data: UnsafePointer<UInt8>, _ size: Int) {
        let bytes = Array(UnsafeBufferPointer(start: data, count: size))
        guard let document = try? EffectDocument(json: bytes) else { return nil }
        self.document = document
        let hash = bytes.reduce(UInt64(14_695_981_039_346_656_037)) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }
        time = document.effectiveDuration * Double(hash % 1001) / 1000
        scale = 0.5 + Double((hash >> 16) % 6) / 2
    }

    /// The scene the commands draw, within the same budget the command line checks first; `nil` when the
    /// document asks for more than the budget allows or its clock cannot finish.
    func scene(horizon: Double? = nil) -> Scene? {
        guard (try? WorkBudget.checkFrameMemory(of: document, scale: scale)) != nil,
              (try? WorkBudget.check(image: document.canvas.width * scale, document.canvas.height * scale, what: "PNG", remedy: "")) != nil
        else { return nil }
        return try? FrameRenderer.scene(document, horizon: horizon)
    }
}
