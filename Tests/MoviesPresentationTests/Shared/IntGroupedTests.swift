import Testing

@testable import MoviesPresentation

@Suite struct IntGroupedTests {
    @Test(arguments: [
        (0, "0"), (999, "999"), (1_000, "1,000"), (16_747, "16,747"), (1_234_567, "1,234,567"), (-4_200, "-4,200"),
    ])
    func thousandsAreSetApart(number: Int, written: String) {
        #expect(number.grouped(",") == written)
    }
}
