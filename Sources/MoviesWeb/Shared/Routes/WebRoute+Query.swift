import MoviesDomain

extension WebRoute {
    /// Everything but unreserved characters (RFC 3986) percent-encoded.
    static func encoded(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result.unicodeScalars.append("%")
                result.unicodeScalars.append(Unicode.Scalar(hex[Int(byte >> 4)]))
                result.unicodeScalars.append(Unicode.Scalar(hex[Int(byte & 0xF)]))
            }
        }
        return result
    }

    /// `?name=value&…` in the order given, leaving out parameters without a value; empty when none has one.
    static func query(_ parameters: KeyValuePairs<String, String?>) -> String {
        query(parameters.map { ($0.key, $0.value) })
    }

    static func query(_ parameters: [(String, String?)]) -> String {
        let parts = parameters.compactMap { name, value in value.map { "\(name)=\(encoded($0))" } }
        return parts.isEmpty ? "" : "?" + parts.joined(separator: "&")
    }

    /// `path` with these parameters, percent-encoded: an address of the site as it is, a parameter changed.
    static func address(path: String, parameters: [(name: String, value: String)]) -> String {
        path + query(parameters.map { ($0.name, $0.value) })
    }

    /// A page number as a parameter: none for the first page.
    static func page(_ page: Int) -> String? {
        page > 1 ? String(page) : nil
    }

    /// `?return=…&save=…` of the account forms: none for the home page and no film.
    static func account(_ returnPath: String, _ film: FilmReference?) -> String {
        query(["return": returnPath == "/" ? nil : returnPath, "save": film?.description])
    }

    /// A diary's filter as parameters, as ``MoviesDomain/DiaryFilter/init(parameters:)`` reads them.
    static func parameters(of filter: DiaryFilter, page: Int) -> [(String, String?)] {
        [
            ("year", filter.year.map(String.init)), ("rating", filter.rating.map(String.init)),
            ("rewatch", filter.rewatch.map { $0 ? "yes" : "no" }), ("film", filter.film?.description),
            ("tag", filter.tag?.text), ("page", Self.page(page)),
        ]
    }

    /// A browse's filter as parameters, as ``DiscoverFilter/init(parameters:)`` reads them.
    static func parameters(of filter: DiscoverFilter?, page: Int) -> [(String, String?)] {
        var parameters: [(String, String?)] = []
        if let filter {
            parameters += filter.genres.map { ("genre", $0.rawValue) }
            if let years = filter.years {
                parameters += [("from", "\(years.lowerBound)"), ("to", "\(years.upperBound)")]
            }
            if let rating = filter.minimumRating {
                parameters.append(("minRating", rating.rounded() == rating ? String(Int(rating)) : String(rating)))
            }
            if filter.sort != .popularity { parameters.append(("sort", filter.sort.rawValue)) }
            parameters.append(("q", filter.query?.text))
        }
        parameters.append(("page", Self.page(page)))
        return parameters
    }
}
