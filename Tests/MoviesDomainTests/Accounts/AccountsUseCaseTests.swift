import Foundation
import MoviesDomain
import MoviesTestSupport
import Testing

@Suite struct AccountsUseCaseTests {
    let users = InMemoryMemberStore()
    var accounts: AccountsUseCase { AccountsUseCase(users: users, hasher: InsecureTestPasswordHasher()) }

    func register(_ name: String, password: String = "correct horse") async throws -> User {
        try await accounts.register(
            name: try UserName(name), fullName: try FullName(given: "Ana", family: "López"),
            password: try Password(password))
    }

    @Test func aRegisteredPersonSignsInWithNameInAnyCaseAndSeesTheirProfile() async throws {
        let ana = try await register("Ana")
        #expect(try await accounts.signIn(name: "ana", password: "correct horse") == ana)
        #expect(try await accounts.signIn(name: "ＡＮＡ", password: "correct horse") == ana)
        #expect(try await accounts.profile(of: ana.id).fullName.description == "Ana López")
    }

    @Test func aNameIsTakenWhateverItsCaseOrWidth() async throws {
        _ = try await register("Ana")
        for name in ["ana", "ANA", "ＡＮａ"] {
            await #expect(throws: AccountError.nameTaken(try UserName(name).text)) { try await register(name) }
        }
        #expect(await users.count == 1)
    }

    @Test func aNameALookAlikeOfAnothersIsSaidToBeTooCloseNotTaken() async throws {
        _ = try await register("alice")
        await #expect(throws: AccountError.nameTooClose("a1ice", existing: "alice")) { try await register("a1ice") }
        #expect(await users.count == 1)
    }

    @Test(arguments: ["alice.", "-alice", "_ana_", "bob-"])
    func aNameBeginsAndEndsWithALetterOrADigit(name: String) throws {
        #expect(throws: UserName.Error.self) { try UserName(name) }
        #expect(try UserName(stored: name).text == name, "a name kept from before reads back")
    }

    @Test func aWrongPasswordAndAnUnknownNameGetTheSameAnswer() async throws {
        _ = try await register("Ana")
        await #expect(throws: AccountError.invalidCredentials) {
            try await accounts.signIn(name: "ana", password: "wrong one")
        }
        await #expect(throws: AccountError.invalidCredentials) {
            try await accounts.signIn(name: "bob", password: "correct horse")
        }
        await #expect(throws: AccountError.invalidCredentials) { try await accounts.signIn(name: "a", password: "x") }
    }

    @Test func renamingToATakenNameIsRefusedAndToOnesOwnInAnotherCaseIsNot() async throws {
        let ana = try await register("Ana")
        _ = try await register("Bob")
        await #expect(throws: AccountError.nameTaken("BOB")) {
            try await accounts.rename(ana.id, to: try UserName("BOB"))
        }
        try await accounts.rename(ana.id, to: try UserName("ANA"))
        #expect(try await accounts.profile(of: ana.id).name.text == "ANA")
    }

    @Test func changingThePasswordNeedsTheCurrentOne() async throws {
        let ana = try await register("Ana")
        await #expect(throws: AccountError.invalidCredentials) {
            try await accounts.changePassword(of: ana.id, current: "guess work", new: try Password("new password"))
        }
        try await accounts.changePassword(of: ana.id, current: "correct horse", new: try Password("new password"))
        #expect(try await accounts.signIn(name: "Ana", password: "new password") == ana)
        await #expect(throws: AccountError.invalidCredentials) {
            try await accounts.signIn(name: "Ana", password: "correct horse")
        }
    }

    @Test func aDeletedAccountIsGoneAndItsNameFree() async throws {
        let ana = try await register("Ana")
        try await accounts.delete(ana.id)
        await #expect(throws: AccountError.notFound) { try await accounts.profile(of: ana.id) }
        await #expect(throws: AccountError.invalidCredentials) {
            try await accounts.signIn(name: "Ana", password: "correct horse")
        }
        #expect(try await register("ana").name.text == "ana")
    }

    @Test func twentyConcurrentSignUpsWithOneNameMakeExactlyOneAccount() async throws {
        let accounts = accounts
        let outcomes = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<20 {
                group.addTask {
                    let name = index.isMultiple(of: 2) ? "Ana" : "ana"
                    return
                        (try? await accounts.register(
                            name: try UserName(name), fullName: try FullName(given: "Ana", family: "\(index)"),
                            password: try Password("correct horse"))) != nil
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(outcomes.filter { $0 }.count == 1)
        #expect(await users.count == 1)
    }
}
