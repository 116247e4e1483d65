import MoviesDomain
import Testing

@Suite struct UserNameTests {
    @Test(arguments: ["ana", "Ana_B", "j.r-r", "núria", "김민준", "abc", String(repeating: "x", count: 30)])
    func acceptsLettersDigitsAndThreePunctuationMarks(name: String) throws {
        #expect(try UserName(name).text == name)
    }

    @Test func namesDifferingInCaseOrWidthAreTheSameName() throws {
        let names = try ["Ana", "ana", "ANA", "ＡＮＡ", "  ana "].map { try UserName($0) }
        #expect(Set(names).count == 1)
        #expect(names.map(\.key) == Array(repeating: "ana", count: 5))
        #expect(try UserName("ＡＮＡ").text == "ANA")
    }

    @Test(arguments: [
        ("ab", UserName.Error.tooShort(minimum: 3)),
        ("   ", .tooShort(minimum: 3)),
        (String(repeating: "x", count: 31), .tooLong(maximum: 30)),
        ("ana b", .notAllowed(" ")),
        ("ana@b", .notAllowed("@")),
        ("<script>", .notAllowed("<")),
        ("ana\u{0}b", .notAllowed("\u{0}")),
        ("Admin", .reserved("Admin")),
        ("ＡＰＩ", .reserved("API")),
    ])
    func refusesWithTheReason(name: String, error: UserName.Error) {
        #expect(throws: error) { try UserName(name) }
    }

    @Test func reasonsReadAsOneLine() {
        #expect(
            UserName.Error.notAllowed(" ").description
                == "a name has only letters, digits, '.', '_' and '-', not U+0020")
        #expect(
            UserName.Error.notAllowed("@").description == "a name has only letters, digits, '.', '_' and '-', not '@'")
    }
}

@Suite struct FullNameAndPasswordTests {
    @Test func partsAreTrimmedWithInnerSpacesCollapsed() throws {
        let name = try FullName(given: "  Ana  María ", family: "López\t")
        #expect(name.given == "Ana María")
        #expect(name.family == "López")
        #expect(name.description == "Ana María López")
    }

    @Test func emptyOverlongOrControlPartsAreRefused() {
        #expect(throws: FullName.Error.empty(.given)) { try FullName(given: " ", family: "López") }
        #expect(throws: FullName.Error.tooLong(.family, maximum: 100)) {
            try FullName(given: "Ana", family: String(repeating: "x", count: 101))
        }
        #expect(throws: FullName.Error.notAllowed(.family)) { try FullName(given: "Ana", family: "Ló\u{7}pez") }
    }

    @Test func passwordsAreEightCharactersToSeventyTwoBytesAndNeverShown() throws {
        #expect(throws: Password.Error.tooShort(minimum: 8)) { try Password("1234567") }
        #expect(throws: Password.Error.tooLong(maximumBytes: 72)) { try Password(String(repeating: "비", count: 25)) }
        let password = try Password("correct horse")
        #expect("\(password)" == "<password>")
        #expect(try Password(String(repeating: "x", count: 72)).text.count == 72)
    }
}
