import MoviesDomain
import Testing

@Suite struct HistoryOwnerTests {
    /// The keys stores already hold lists under: a member keeps their searches across versions.
    @Test func eachOwnerKeepsTheKeyItsListIsStoredUnder() {
        #expect(HistoryOwner.commandLine.key == "")
        #expect(HistoryOwner.visitor("b64visitorid").key == "b64visitorid")
        #expect(HistoryOwner.member(User.ID("42")).key == "user:42")
    }
}
