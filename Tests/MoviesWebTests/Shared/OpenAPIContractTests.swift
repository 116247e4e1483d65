import Foundation
import Testing

/// The check every API test's answers go through finds what a person changing a route would break.
@Suite struct OpenAPIContractTests {
    let contract = OpenAPIContract.shared

    func problems(_ method: String, _ uri: String, _ status: Int, _ json: String) -> [String] {
        contract.problems(method, uri, status: status, body: Data(json.utf8), type: "application/json")
    }

    @Test func aDocumentedAnswerPasses() {
        let token = #"{"id": "t1", "label": "laptop", "scope": "read", "created": "2026-01-01T00:00:00Z"}"#
        #expect(problems("GET", "/api/tokens?page=1", 200, #"{"tokens": [\#(token)]}"#) == [])
        #expect(problems("GET", "/api/nothing-here", 404, #"{"error": {"code": "not_found", "message": "no"}}"#) == [])
    }

    @Test func anUndocumentedRouteStatusOrFieldIsFound() {
        #expect(problems("GET", "/api/secret", 200, "{}").first?.contains("is not in openapi.json") == true)
        #expect(
            problems("GET", "/api/tokens", 418, #"{"tokens": []}"#).first?.contains("status 418 is not in openapi.json")
                == true)
        let missing = problems("GET", "/api/tokens", 200, #"{"tokens": [{"id": "t1"}]}"#)
        #expect(missing.contains { $0.contains("“label” is required") }, "\(missing)")
        let wrongType = problems(
            "GET", "/api/tokens", 200, #"{"tokens": [{"id": 7, "label": "a", "scope": "read", "created": "x"}]}"#)
        #expect(wrongType.contains { $0.contains("7 is not string") }, "\(wrongType)")
        let badEnum = problems(
            "GET", "/api/tokens", 200, #"{"tokens": [{"id": "t", "label": "a", "scope": "root", "created": "x"}]}"#)
        #expect(badEnum.contains { $0.contains("is none of") }, "\(badEnum)")
    }
}
