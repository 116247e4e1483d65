import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// `/films/add`: reached from a search that found nothing, it adds the film and opens its page, which the
/// search then finds; the films like it come first; a field out of its limits is said beside it.
@Suite struct AddFilmPageTests {
    typealias Browser = MemberPagesTests.Browser

    @Test func aSearchThatFindsNothingLeadsToAFormThatAddsTheFilm() async throws {
        try await WebTestApp.make(onSQLite: true).test(.router) { client in
            let browser = Browser(client)
            let empty = try await browser.get("/?q=everything+everywhere+all+at+once")
            #expect(empty.text.contains("href=\"/films/add?title=everything%20everywhere%20all%20at%20once\""))
            let signedOut = try await browser.get("/films/add?title=Everything")
            #expect(signedOut.status == .seeOther && signedOut.headers[.location]?.hasPrefix("/signin") == true)

            _ = try await browser.signUp("ana")
            let form = try await browser.get("/films/add?title=everything%20everywhere%20all%20at%20once")
            #expect(
                form.status == .ok && form.text.contains("value=\"Everything Everywhere All at Once\""),
                "capitals given")
            let typed = try await browser.get("/films/add?title=eXistenZ%20of%20the%20dead")
            #expect(typed.text.contains("value=\"eXistenZ of the dead\""), "capitals typed are kept")
            let added = try await browser.post(
                "/films/add",
                [
                    "title": "Everything Everywhere All at Once", "year": "2022",
                    "directors": "Daniel Kwan, Daniel Scheinert",
                    "runtime": "139", "genre-comedy": "yes", "genre-science-fiction": "yes",
                ])
            #expect(added.status == .seeOther, "\(added.text.prefix(500))")
            let location = try #require(added.headers[.location])
            let page = try await browser.get(location)
            #expect(page.text.contains("Everything Everywhere All at Once") && page.text.contains("Daniel Scheinert"))
            #expect(page.text.contains("139") && page.text.contains("Added by") && page.text.contains(">ana<"))
            let id = String(location.dropFirst("/movies/".count))
            #expect(page.text.contains("/posters/added-\(id).svg"), "its own drawn poster")
            let poster = try await browser.get("/posters/added-\(id).svg?w=342")
            #expect(poster.status == .ok && poster.text.contains("<svg"))
            let found = try await browser.get("/?q=everything+everywhere")
            #expect(found.text.contains("href=\"\(location)"), "the search finds it at once")
        }
    }

    @Test func filmsLikeItComeFirstAndAFieldOutOfItsLimitsIsSaid() async throws {
        try await WebTestApp.make(onSQLite: true).test(.router) { client in
            let browser = Browser(client)
            _ = try await browser.signUp("ana")
            let asked = try await browser.post("/films/add", ["title": "Heat", "year": "2013"])
            #expect(asked.status == .ok && asked.text.contains("id=\"lookalikes\""))
            #expect(asked.text.contains("Heat (1995)") && asked.text.contains("name=\"confirmed\""))
            let added = try await browser.post("/films/add", ["title": "Heat", "year": "2013", "confirmed": "yes"])
            #expect(added.status == .seeOther)

            let future = try await browser.post("/films/add", ["title": "Qwertyuiop", "year": "2999"])
            #expect(future.status == .badRequest && future.text.contains("id=\"f-year-error\""))
            #expect(future.text.contains("value=\"Qwertyuiop\""), "what was typed stays")
            let there = try await browser.post("/films/add", ["title": "Heat", "year": "2013", "confirmed": "yes"])
            #expect(there.status == .conflict && there.text.contains("is here already"))
        }
    }

    @Test func theMemberWhoAddedAFilmCorrectsItFromItsPage() async throws {
        try await WebTestApp.make(onSQLite: true).test(.router) { client in
            let ana = Browser(client)
            _ = try await ana.signUp("ana")
            let added = try await ana.post("/films/add", ["title": "Pst Lives", "year": "2022", "runtime": "100"])
            let location = try #require(added.headers[.location])
            let id = String(location.dropFirst("/movies/".count))
            let page = try await ana.get(location)
            #expect(page.text.contains("href=\"/films/\(id)/edit\""), "her film offers the correction")
            let form = try await ana.get("/films/\(id)/edit")
            #expect(
                form.status == .ok && form.text.contains("value=\"Pst Lives\"") && form.text.contains("value=\"100\""))

            let wrong = try await ana.post("/films/\(id)/edit", ["title": "Past Lives", "year": "1850"])
            #expect(wrong.status == .badRequest && wrong.text.contains("1850"))
            let corrected = try await ana.post(
                "/films/\(id)/edit", ["title": "Past Lives", "year": "2023", "runtime": "106", "genre-drama": "yes"])
            #expect(corrected.status == .seeOther && corrected.headers[.location] == location)
            let after = try await ana.get(location)
            #expect(
                after.text.contains("<h1>Past Lives</h1>") && after.text.contains("106"), "\(after.text.prefix(300))")

            let bea = Browser(client)
            _ = try await bea.signUp("bea")
            #expect(!(try await bea.get(location).text.contains("/edit\"")), "not hers to correct")
            #expect(try await bea.get("/films/\(id)/edit").status == .forbidden)
            #expect(try await bea.post("/films/\(id)/edit", ["title": "Mine", "year": "2023"]).status == .forbidden)
            #expect(try await ana.get("/films/42198/edit").status == .notFound)
        }
    }
}
