import Foundation
import MoviesData
import MoviesDomain
import MoviesTestSupport
import Testing

/// The import's readers fed what an attacker would send: real exports (a Letterboxd zip, its CSVs, IMDb's,
/// this site's `movies.json`) with bytes flipped, cut, doubled and dropped at random. Every one is read or
/// refused with an ``ImportFileError``: the zip library, the CSV reader and the JSON decoder never trap on
/// what they are given. `FUZZ_ITERATIONS` sets how many (default 2,000 a kind); `FUZZ_SEED` replays one.
@Suite struct ImportFileFuzzTests {
    static let imdb = """
        Const,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors
        tt0068646,10,2024-01-02,The Godfather,The Godfather,https://www.imdb.com/title/tt0068646/,Movie,9.2,175,1972,"Crime, Drama",2000000,1972-03-14,Francis Ford Coppola

        """

    static let json = """
        {"format":"movies-export","version":1,"member":{"name":"ana"},"diary":[{"film":{"id":"catalog:17738","title":"The Godfather","year":1972},"day":"2024-01-02","rating":9,"rewatch":false,"liked":true,"tags":["cinema"],"logged":"2024-01-02T20:00:00Z","review":{"text":"Yes.","spoilers":false}}],"lists":[],"saved":[]}
        """

    static func samples() throws -> [(String, Data)] {
        let letterboxd = ImportReadingTests.letterboxd
        return [
            ("letterboxd.zip", try TransferFixtures.zip(letterboxd)),
            ("diary.csv", Data((letterboxd["letterboxd-ana/diary.csv"] ?? "").utf8)),
            ("favourites.csv", Data((letterboxd["letterboxd-ana/lists/favourites.csv"] ?? "").utf8)),
            ("ratings.csv", Data(imdb.utf8)),
            ("movies.json", Data(json.utf8)),
            ("movies.zip", try ZipFixture.make(["movies.json": Data(json.utf8)])),
        ]
    }

    @Test func everyMalformedExportIsReadOrRefusedInOneSentence() throws {
        var random = SplitMix64(seed: HostileInput.seed)
        let reader = ExportFileReader()
        for (name, sample) in try Self.samples() {
            var refused = 0
            for _ in 0..<HostileInput.iterations(default: 2_000) {
                let bytes = Self.mutated(sample, &random)
                do { _ = try reader.read(bytes, named: name) } catch let error as ImportFileError {
                    #expect(!error.description.isEmpty && !error.description.contains("\n"), "\(error)")
                    refused += 1
                } catch {
                    Issue.record("FUZZ_SEED=\(HostileInput.seed): \(name) gave \(type(of: error)): \(error)")
                }
            }
            #expect(refused > 0, "\(name): some of the damaged files are refused")
        }
    }

    /// `sample` damaged in one to eight places: a byte changed, the rest cut off, a run doubled, a byte gone,
    /// a length field's bytes set high (what a hostile zip does).
    static func mutated(_ sample: Data, _ random: inout SplitMix64) -> Data {
        var bytes = [UInt8](sample)
        for _ in 0...(random.next() % 8) {
            guard !bytes.isEmpty else { break }
            let at = Int(random.next() % UInt64(bytes.count))
            switch random.next() % 5 {
            case 0: bytes[at] = UInt8(truncatingIfNeeded: random.next())
            case 1: bytes.removeSubrange(at...)
            case 2: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 1 + Int(random.next() % 64))], at: at)
            case 3: bytes.remove(at: at)
            default:
                for index in at..<min(bytes.count, at + 4) { bytes[index] = 0xFF }
            }
        }
        return Data(bytes)
    }
}
