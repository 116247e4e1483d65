import MoviesDomain
import MoviesSearch
import Testing

@testable import MoviesData

@Suite struct CatalogSnapshotTests {
    private func listings(_ ids: Range<Int>) -> [Int: Movie] {
        Dictionary(uniqueKeysWithValues: ids.map { ($0, Movie(id: Movie.ID(String($0)), title: "Film \($0)")) })
    }

    @Test func listingsKeptAreHandedBackAndTheRestAreMissing() {
        let snapshot = CatalogSnapshot(stamp: "", indexes: .empty)
        snapshot.keep(listings(0..<3))
        let (known, missing) = snapshot.listings(of: [2, 7, 0])
        #expect(known.keys.sorted() == [0, 2])
        #expect(known[2]?.title == "Film 2")
        #expect(missing == [7])
    }

    /// Memory stays bounded however many films are shown; the page just kept is always there.
    @Test func keptListingsStayWithinTheCapacity() {
        let snapshot = CatalogSnapshot(stamp: "", indexes: .empty)
        let shown = 0..<(3 * CatalogSnapshot.listingCapacity)
        for start in stride(from: shown.lowerBound, to: shown.upperBound, by: 20) {
            snapshot.keep(listings(start..<start + 20))
            #expect(snapshot.listings(of: Array(start..<start + 20)).missing.isEmpty)
        }
        #expect(snapshot.listings(of: Array(shown)).known.count <= CatalogSnapshot.listingCapacity)
    }
}
