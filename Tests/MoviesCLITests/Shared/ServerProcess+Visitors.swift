import Foundation
import Synchronization
import Testing

/// A visitor as the servers see it: its own address (the servers trust a proxy's X-Forwarded-For, as
/// behind a load balancer) and the cookie one server issued, which every server honours.
struct TestVisitor: Sendable {
    /// What visitors search, in turn.
    static let titles = [
        "heat", "alien", "up", "star wars", "casablanca", "vertigo", "jaws", "rocky", "psycho", "fargo",
        "amelie", "brazil", "gravity", "memento", "ran", "rashomon", "seven", "taxi driver", "the thing", "zodiac",
    ]

    let address: String
    let cookie: String

    var headers: [(String, String)] { [("X-Forwarded-For", address), ("Cookie", cookie)] }
}

extension ServerProcess {
    /// Visitor `number`, from an address of its own, with the cookie this server issues it.
    func newVisitor(_ number: Int) async throws -> TestVisitor {
        let address = "10.\(number / 65_536 % 256).\(number / 256 % 256).\(number % 256)"
        let answer = try await get("/api/recent", headers: [("X-Forwarded-For", address)])
        let cookie = try #require(answer.setCookie?.split(separator: ";").first.map(String.init))
        return TestVisitor(address: address, cookie: cookie)
    }

    /// `patience`: how long the client waits (a killed server's connections are retried until then).
    func search(_ text: String, as visitor: TestVisitor, patience: Duration = .seconds(60)) async throws -> Answer {
        let query = text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
        return try await get("/api/search?q=\(query)", headers: visitor.headers, timeout: patience)
    }

    /// Whether the search was answered.
    func answers(_ text: String, as visitor: TestVisitor, patience: Duration = .seconds(60)) async -> Bool {
        (try? await search(text, as: visitor, patience: patience))?.status == 200
    }

    func recent(of visitor: TestVisitor) async throws -> [String] {
        let body = try await get("/api/recent?limit=100", headers: visitor.headers).body
        let document = try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]
        return document?["queries"] as? [String] ?? []
    }
}

/// Titles by visitor, added to from many tasks.
final class Tally: Sendable {
    private let titles = Mutex<[String: Set<String>]>([:])

    var byVisitor: [String: Set<String>] { titles.withLock { $0 } }

    /// How many titles are counted, all visitors together.
    var total: Int { titles.withLock { $0.values.reduce(0) { $0 + $1.count } } }

    func add(_ title: String, for visitor: String) {
        titles.withLock { _ = $0[visitor, default: []].insert(title) }
    }
}
