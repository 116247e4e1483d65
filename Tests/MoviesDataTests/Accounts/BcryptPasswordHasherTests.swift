import MoviesData
import MoviesDomain
import Testing

@Suite struct BcryptPasswordHasherTests {
    let hasher = BcryptPasswordHasher(cost: 4)

    @Test func aHashChecksItsPasswordOnlyAndNeverHoldsItInTheClear() async throws {
        let hash = try await hasher.hash(try Password("correct horse"))
        #expect(hash.hasPrefix("$2b$04$") && !hash.contains("correct horse"))
        #expect(try await hasher.verify("correct horse", against: hash))
        #expect(try await !hasher.verify("correct horsE", against: hash))
        #expect(try await hasher.hash(try Password("correct horse")) != hash, "each hash has its own salt")
    }

    @Test func noAccountAndAnythingButABcryptHashNeverMatch() async throws {
        #expect(try await !hasher.verify("no account has this password", against: nil))
        #expect(try await !hasher.verify("", against: ""))
        #expect(try await !hasher.verify("test:secret", against: "test:secret"))
    }

    @Test func aPasswordLongerThanBcryptReadsDoesNotMatchOnItsFirst72Bytes() async throws {
        let password = String(repeating: "p", count: 72)
        let hash = try await hasher.hash(try Password(password))
        #expect(try await hasher.verify(password, against: hash))
        #expect(try await !hasher.verify(password + "anything", against: hash))
    }
}

extension BcryptPasswordHasherTests {
    @Test func aPasswordWithANulDoesNotMatchTheHashOfWhatCameBeforeIt() async throws {
        let hash = try await hasher.hash(try Password("secret12"))
        #expect(try await !hasher.verify("secret12\u{0}AAAAAAAA", against: hash))
        #expect(throws: Password.Error.controlCharacter) { try Password("secret12\u{0}AAAAAAAA") }
        #expect(throws: Password.Error.controlCharacter) { try Password(String(repeating: "\u{0}", count: 8)) }
        #expect(throws: Password.Error.controlCharacter) { try Password("tab\tinside it") }
        #expect(throws: Password.Error.controlCharacter) { try Password("C1 \u{85} control") }
        #expect(throws: Never.self) { try Password("ünïcödé pässwörd 🎬") }
    }
}
