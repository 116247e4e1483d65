import Testing

@testable import MoviesTerminal

@Suite struct KeyDecoderTests {
    @Test(arguments: [
        ("\u{1B}[A", Key.up), ("\u{1B}OB", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[H", .home), ("\u{1B}[1~", .home),
        ("\u{1B}OF", .end), ("\u{1B}[4~", .end), ("\u{1B}[3~", .delete), ("\u{1B}[Z", .backTab),
        ("\r", .enter), ("\u{7F}", .backspace), ("\t", .tab), ("\u{3}", .interrupt), ("\u{1B}", .escape),
    ])
    func readsTheKeysATerminalSends(_ bytes: String, _ key: Key) {
        var decoder = KeyDecoder()
        #expect(decoder.keys(from: Array(bytes.utf8)) == [key])
    }

    @Test func keepsACharacterSplitAcrossReadsUntilItIsWhole() {
        var decoder = KeyDecoder()
        let bytes = Array("대부".utf8)
        #expect(decoder.keys(from: Array(bytes[0..<2])).isEmpty)
        #expect(decoder.keys(from: Array(bytes[2...])) == [.character("대"), .character("부")])
    }

    @Test func readsTextAndKeysTogetherInOrder() {
        var decoder = KeyDecoder()
        #expect(
            decoder.keys(from: Array("ab\u{1B}[Bc\r".utf8)) == [
                .character("a"), .character("b"), .down, .character("c"), .enter,
            ])
    }
}
