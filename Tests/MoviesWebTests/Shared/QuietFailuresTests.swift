import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import MoviesWeb

/// What a person can ask for is never a server error, so it never reaches the log at error level.
@Suite(.serialized) struct QuietFailuresTests {
    @Test func aBrowsePageThatCannotBeIsA400() async throws {
        try await WebTestApp.make().test(.router) { client in
            for page in ["501", "0", "-1", "999", "", "abc", "1.5", "99999999999999999999"] {
                let html = try await client.execute(uri: "/discover?genre=drama&page=\(page)", method: .get)
                #expect(html.status == .badRequest, "page=\(page)")
                #expect(html.text.contains("class=\"alert") || html.text.contains("role=\"alert\""))
                let json = try await client.execute(uri: "/api/discover?genre=drama&page=\(page)", method: .get)
                #expect(json.status == .badRequest && json.errorCode == "invalid_page", "page=\(page)")
            }
        }
    }

    @Test func aBrowseAddressThatIsNotUTF8IsA400() async throws {
        try await WebTestApp.make().test(.router) { client in
            let html = try await client.execute(uri: "/discover?q=%FF", method: .get)
            #expect(html.status == .badRequest)
        }
    }

    @Test func aRefusedFormIsExpectedNotABug() {
        #expect(WebError(FormBody.Rejection.expired).status == .forbidden)
        #expect(WebError(FormBody.Rejection.expired).code == "form_expired")
        #expect(WebError(FormBody.Rejection.notAForm).status == .unsupportedMediaType)
    }
}
