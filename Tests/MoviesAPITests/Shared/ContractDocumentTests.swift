import Foundation
import Testing

@testable import MoviesAPI

/// `docs/openapi.json` is the contract printed (`movies openapi > docs/openapi.json`): a change to an operation
/// or a document is made in Swift, and the checked-in copy follows it.
@Suite struct ContractDocumentTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func theCheckedInDocumentIsTheContractPrinted() throws {
        let kept = try String(
            contentsOf: Self.root.appendingPathComponent("docs/openapi.json"), encoding: .utf8)
        #expect(
            kept == APIContract.documentText,
            "print it again: swift run movies openapi > docs/openapi.json")
    }

    @Test func everyOperationHasItsOwnIdAndEveryPathAndMethodOneOperation() {
        let operations = APIContract.operations
        #expect(operations.count >= 79)
        #expect(Set(operations.map(\.id)).count == operations.count)
        #expect(Set(operations.map { "\($0.method.rawValue) \($0.path)" }).count == operations.count)
    }

    @Test func everyPathParameterIsDeclaredAndEveryDeclaredOneIsInThePath() {
        for operation in APIContract.operations {
            let declared = operation.parameters.filter { $0.location == .path }.map(\.name)
            #expect(declared.sorted() == operation.pathParameters.sorted(), "\(operation.id)")
        }
    }

    @Test func everyReferenceNamesADocumentOfTheContract() {
        let names = Set(APIContract.schemas.map(\.name))
        #expect(names.count == APIContract.schemas.count, "each document is named once")
        let text = APIContract.documentText
        for match in text.matches(of: /"#\/components\/schemas\/(\w+)"/) {
            #expect(names.contains(String(match.output.1)), "\(match.output.1)")
        }
    }

    @Test func everyOperationAnswersSuccessAndTheFailuresOfItsAccess() {
        for operation in APIContract.operations {
            let statuses = Set(operation.allAnswers.map(\.status))
            #expect(statuses.contains { (200..<300).contains($0) }, "\(operation.id)")
            if operation.access == .member { #expect(statuses.contains(401), "\(operation.id)") }
            if operation.writes, operation.access != .credentials {
                #expect(statuses.contains(403), "\(operation.id): a read-only token is refused")
            }
        }
    }
}
