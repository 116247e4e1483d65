import MoviesDomain
import Testing

/// Names a reader cannot tell apart are one name (UTS #39): one script, nothing invisible, and a
/// look-alike of a taken or reserved name is that name.
@Suite struct LookalikeNameTests {
    @Test(arguments: [
        ("\u{430}lice", ["Cyrillic", "Latin"]),  // Cyrillic а
        ("r\u{3BF}\u{3BF}t", ["Greek", "Latin"]),  // Greek ο
        ("\u{430}dmin", ["Cyrillic", "Latin"]),
        ("pay\u{440}al", ["Cyrillic", "Latin"]),  // Cyrillic р
    ])
    func lettersOfTwoScriptsAreRefused(name: String, scripts: [String]) {
        #expect(throws: UserName.Error.mixedScripts(scripts)) { try UserName(name) }
    }

    @Test(arguments: [
        "al\u{200D}ice", "al\u{200B}ice", "ali\u{AD}ce", "ali\u{202E}ce", "\u{2066}alice", "ali\u{FE0F}ce",
    ])
    func invisibleAndBidiCharactersAreRefused(name: String) {
        #expect(throws: UserName.Error.self) { try UserName(name) }
    }

    @Test(arguments: ["ADMİN", "admın", "ＡＤＭＩＮ", "adm\u{131}n", "r00t", "he1p"])
    func lookAlikesOfReservedNamesAreReserved(name: String) throws {
        #expect(throws: UserName.Error.reserved(try UserName(stored: name).text)) { try UserName(name) }
    }

    @Test func lookAlikesShareTheirKeyAndSoAreTaken() throws {
        let alice = try UserName("alice")
        #expect(try UserName("a1ice").key == alice.key)
        #expect(try UserName("ALICE").key == alice.key)
        // A whole-script look-alike: every letter Cyrillic, and it reads as Latin "paypa".
        #expect(try UserName("\u{440}\u{430}\u{443}\u{440}\u{430}").key == (try UserName("paypa")).key)
        #expect(try UserName("bob").key != alice.key)
    }

    @Test(arguments: ["núria", "김민준", "山田たろう", "Ελένη", "Дмитрий", "محمد", "ana_b-2", "東京タワー"])
    func namesInOneScriptOrOneWritingSystemAreWelcome(name: String) throws {
        #expect(try UserName(name).text == name)
    }

    @Test func fullNamesAndReviewsRefuseBidiControls() {
        #expect(throws: FullName.Error.notAllowed(.family)) {
            try FullName(given: "Ana", family: "Lima\u{202E}gnp.exe")
        }
        #expect(throws: ReviewDraft.Error.bidiControl) {
            try ReviewDraft(rating: 8, text: "Great \u{202E}!won hctaw", hasSpoilers: false)
        }
        #expect(throws: Never.self) { try FullName(given: "محمد", family: "علي") }
    }
}
