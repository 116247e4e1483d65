public import Foundation

/// The embedded film catalog: gzip-compressed JSON lines, one ``CatalogMovieDTO`` a line.
public struct CatalogResource: Sendable {
    /// Bumped whenever the way films are indexed changes, so existing databases import again.
    static let indexVersion = 12

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
        func lines() throws(CatalogError) -> [Data] {
            let data: Data
            do {
                data = try Gzip.decompress(compressed)
            } catch {
                throw .malformed(error.description)
            }
            var lines: [Data] = []
            data.withUnsafeBytes { buffer in
                guard let base = buffer.baseAddress else { return }
                var start = 0
                while start < buffer.count {
                    let newline = memchr(base + start, Int32(UInt8(ascii: "\n")), buffer.count - start)
                    let end = newline.map { UnsafeRawPointer($0) - base } ?? buffer.count
                    if end > start { lines.append(data[(data.startIndex + start)..<(data.startIndex + end)]) }
                    start = end + 1
                }
            }
            return lines
        }

        static func movies(in lines: [Data]) throws(CatalogError) -> [CatalogEntry] {
            let decoder = JSONDecoder()
            var movies: [CatalogEntry] = []
            movies.reserveCapacity(lines.count)
            var ids = Set<Int>()
            ids.reserveCapacity(lines.count)
            for (index, line) in lines.enumerated() {
                let movie: CatalogListingDTO
                do {
                    movie = try decoder.decode(CatalogListingDTO.self, from: line)
                } catch {
                    throw .malformed("line \(index + 1) is not a catalog film")
                }
                guard ids.insert(movie.id).inserted else {
                    throw .malformed("line \(index + 1) repeats the film id \(movie.id)")
                }
                movies.append(CatalogEntry(movie: movie, json: String(decoding: line, as: UTF8.self)))
            }
            return movies
        }
    }
}
