import Testing

@testable import EffectFiles

/// Paths are bytes: every byte string comes back as it went in, and a message shows what is not UTF-8 as `\xE9`.
@Suite struct SystemPathTests {
    @Test(arguments: [
        Array("ripple.json".utf8), [0x63, 0x61, 0x66, 0xE9], Array("café/été.json".utf8), [0xFF, 0xFE, 0x80, 0x2F, 0xC3],
        // UTF-8 of U+10FEE9, a scalar that stands for a byte: carried byte by byte, so it too comes back exactly.
        [0xF4, 0x8F, 0xBB, 0xA9], [0xED, 0xA0, 0x80], [0xC0, 0xAF],
    ])
    func bytesComeBackAsTheyWentIn(_ bytes: [UInt8]) {
        #expect(SystemPath.bytes(SystemPath.string(bytes)) == bytes)
    }

    @Test func textStaysTextAndOtherBytesAreShownEscaped() {
        #expect(SystemPath.string(Array("café.json".utf8)) == "café.json")
        #expect(SystemPath.shown(SystemPath.string([0x63, 0x61, 0x66, 0xE9, 0x2E, 0x6A])) == #"caf\xE9.j"#)
        #expect(SystemPath.shown(SystemPath.string([0xF4, 0x8F, 0xBB, 0xA9])) == #"\xF4\x8F\xBB\xA9"#)
    }
}
