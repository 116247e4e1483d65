import Foundation
import MoviesData
import MoviesDomain
import MoviesTestSupport
import Testing

/// What every store promises about accounts.
@Suite struct AccountsContractTests {
    typealias Fixtures = MemberFixtures

    @Test(arguments: StoreKind.available)
    func anAccountIsFoundByItsNameInAnyCaseOrWidth(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("Ana.Lima", to: store)
            let found = try #require(try await store.account(named: try UserName("ＡＮＡ.lima")))
            #expect(found.user == ana && found.user.name.text == "Ana.Lima" && found.passwordHash == "hash of Ana.Lima")
            #expect(found.user.fullName == ana.fullName && found.user.joined == ana.joined)
            #expect(try await store.user(withID: ana.id)?.name.text == "Ana.Lima")
            #expect(try await store.user(withID: .make()) == nil)
        }
    }

    @Test(arguments: StoreKind.available) func aTakenNameIsRefusedOnSignUpAndRename(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            _ = try await Fixtures.add("bob", to: store)
            await #expect(throws: AccountError.nameTaken("ANA")) {
                try await store.add(try Fixtures.user("ANA"), passwordHash: "")
            }
            await #expect(throws: AccountError.nameTaken("Bob")) {
                try await store.rename(ana.id, to: try UserName("Bob"))
            }
            try await store.rename(ana.id, to: try UserName("Ana"))
            #expect(try await store.user(withID: ana.id)?.name.text == "Ana")
            await #expect(throws: AccountError.notFound) { try await store.rename(.make(), to: try UserName("carla")) }
        }
    }

    @Test(arguments: StoreKind.available)
    func twentyConcurrentSignUpsWithOneNameOnTwoServersMakeOneAccount(_ kind: StoreKind) async throws {
        try await kind.withDatabase { database in
            let servers = [try await database.open(), try await database.open()]
            let outcomes = await withTaskGroup(of: Bool.self) { group in
                for index in 0..<20 {
                    group.addTask {
                        let accounts = AccountsUseCase(users: servers[index % 2], hasher: InsecureTestPasswordHasher())
                        let registered = try? await accounts.register(
                            name: try UserName(index.isMultiple(of: 2) ? "Carla" : "carla"),
                            fullName: try FullName(given: "Carla", family: "Díaz"),
                            password: try Password("long enough"))
                        return registered != nil
                    }
                }
                return await group.reduce(into: [Bool]()) { $0.append($1) }
            }
            #expect(outcomes.filter { $0 }.count == 1)
        }
    }

    @Test(arguments: StoreKind.available) func fullNameAndPasswordHashChange(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            try await store.changeFullName(of: ana.id, to: try FullName(given: "Ana María", family: "Lima Souza"))
            try await store.changePasswordHash(of: ana.id, to: "new hash")
            let found = try #require(try await store.account(named: ana.name))
            #expect(found.user.fullName.description == "Ana María Lima Souza" && found.passwordHash == "new hash")
            await #expect(throws: AccountError.notFound) { try await store.changePasswordHash(of: .make(), to: "x") }
        }
    }

    @Test(arguments: StoreKind.available)
    func deletingAnAccountDeletesAllItOwnsAndFreesItsName(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            let bob = try await Fixtures.add("bob", to: store)
            try await store.save(Fixtures.saved(1, at: 1), poster: Fixtures.poster(1), for: ana.id)
            try await store.save(Fixtures.saved(2, at: 2), poster: Fixtures.poster(2), for: ana.id)
            try await store.save(Fixtures.saved(2, at: 3), poster: nil, for: bob.id)
            _ = try await store.write(
                try ReviewDraft(rating: 8, text: "Yes.", hasSpoilers: false), about: Fixtures.reviewed(1), by: ana.id,
                at: Date())
            try await store.setSession("ana's", value: Data("{}".utf8), user: ana.id, expires: .distantFuture)

            try await store.delete(ana.id)
            #expect(try await store.user(withID: ana.id) == nil)
            #expect(try await store.savedFilms(for: ana.id, page: .first, pageSize: 20).totalCount == 0)
            #expect(try await store.summary(of: Fixtures.film(1)) == .none)
            #expect(try await store.session("ana's", at: Date()) == nil)
            #expect(try await store.savedPoster(of: Fixtures.film(1)) == nil)
            #expect(try await store.savedPoster(of: Fixtures.film(2)) == Fixtures.poster(2), "bob still holds it")
            _ = try await Fixtures.add("ana", to: store)
            await #expect(throws: AccountError.notFound) { try await store.delete(ana.id) }
        }
    }
}
