// libFuzzer target: `--format swift`. A fuzzed document's generated Swift must keep every text of the document inert:
// no literal or comment left open at a line break, no raw control character, line separator or bidirectional control
// anywhere (SwiftSkeleton's problems), and, when the same document with its texts made harmless (benignTwin) is
// valid too, the same code token for token — no statement, directive or declaration came from a text.
// Compiled with Tests/_EffectTestSupport/SwiftSkeleton.swift (no compiler run per input: the tests compile 1 000).

import EffectExport
import EffectModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftWriter(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // A document Swift cannot say (a matte, a blend mode) is refused with a typed error: nothing written to check.
    guard let document = try? EffectDocument(json: bytes), let source = try? SwiftSource(document: document) else { return 0 }
    let skeleton = SwiftSkeleton(source.text)
    if !skeleton.problems.isEmpty { fatalError("text left open or raw in the generated Swift: \(skeleton.problems.prefix(5))") }
    guard let twinBytes = benignTwin(ofJSON: bytes), let twin = try? EffectDocument(json: twinBytes),
        let twinSource = try? SwiftSource(document: twin)
    else { return 0 }
    let expected = SwiftSkeleton(twinSource.text).tokens
    if skeleton.tokens != expected {
        let common = min(skeleton.tokens.count, expected.count)
        let at = (0..<common).first { skeleton.tokens[$0] != expected[$0] } ?? common
        fatalError("code from a text at token \(at): \(skeleton.tokens[at...].prefix(12)) where the writer wrote \(expected[at...].prefix(12))")
    }
    return 0
}
