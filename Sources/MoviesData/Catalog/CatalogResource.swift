public import Foundation

/// The embedded film catalog: gzip-compressed JSON lines, one ``CatalogMovieDTO`` a line.
public struct CatalogResource: Sendable {
    /// Bumped whenever the way films are indexed changes, so existing databases import again.
    static let indexVersion = 1

    public let url: URL

    /// The catalog shipped with the app.
    public static var bundled: CatalogResource {
        get throws(CatalogError) {
            guard let url = Bundle.module.url(forResource: "catalog.jsonl", withExtension: "gz") else {
                throw .resourceMissing
            }
            return CatalogResource(url: url)
        }
    }

    public init(url: URL) {
        self.url = url
    }

    func load() throws(CatalogError) -> Contents {
        let compressed: Data
        do {
            compressed = try Data(contentsOf: url)
        } catch {
            throw .unreadable(url.path)
        }
        let fingerprint = "v\(Self.indexVersion)-crc\(Gzip.crc32(of: compressed))-\(compressed.count)"
        return Contents(fingerprint: fingerprint, compressed: compressed)
    }

    struct Contents {
        /// Changes whenever the bytes or the index format change.
        let fingerprint: String
        let compressed: Data

        /// The resource's lines, one film each.
        func lines() throws(CatalogError) -> [Data.SubSequence] {
            let data: Data
            do {
                data = try Gzip.decompress(compressed)
            } catch {
                throw .malformed(error.description)
            }
            return data.split(separator: UInt8(ascii: "\n"))
        }

        static func movies(in lines: [Data.SubSequence]) throws(CatalogError) -> [CatalogEntry] {
            let decoder = JSONDecoder()
            var movies: [CatalogEntry] = []
            var ids = Set<Int>()
            for (index, line) in lines.enumerated() {
                do {
                    let movie = try decoder.decode(CatalogMovieDTO.self, from: line)
                    guard ids.insert(movie.id).inserted else {
                        throw CatalogError.malformed("line \(index + 1) repeats the film id \(movie.id)")
                    }
                    movies.append(CatalogEntry(movie: movie, json: String(decoding: line, as: UTF8.self)))
                } catch let error as CatalogError {
                    throw error
                } catch {
                    throw .malformed("line \(index + 1) is not a catalog film")
                }
            }
            return movies
        }
    }
}
