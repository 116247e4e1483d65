import Foundation

/// Where each film was made, as the catalog names its countries: the names once, and each film's
/// countries as their numbers (a film of several countries is of each).
struct FilmCountries: Sendable {
    typealias Film = TitleIndex.Film

    /// The names' UTF-8 bytes, one after another, and where each ends.
    let nameBytes: [UInt8]
    let nameEnds: [UInt32]
    /// Each film's countries, one after another, and where each film's end.
    let codes: [UInt16]
    let ends: [UInt32]

    static let empty = FilmCountries(nameBytes: [], nameEnds: [], codes: [], ends: [])

    var countryCount: Int { nameEnds.count }

    /// The countries of film `film`.
    func countries(of film: Film) -> ArraySlice<UInt16> {
        Int(film) < ends.count ? codes[ends.packedRange(of: Int(film))] : []
    }

    func name(of country: UInt16) -> String {
        String(decoding: nameBytes[nameEnds.packedRange(of: Int(country))], as: UTF8.self)
    }

    /// Collects films' countries in the order of their numbers.
    struct Builder {
        private var numbers: [String: UInt16] = [:]
        private var names: [String] = []
        private var codes: [UInt16] = []
        private var ends: [UInt32] = []

        mutating func add(_ countries: [String]) {
            for country in Set(countries).sorted() where !country.isEmpty {
                if numbers[country] == nil, names.count < Int(UInt16.max) {
                    numbers[country] = UInt16(names.count)
                    names.append(country)
                }
                if let number = numbers[country] { codes.append(number) }
            }
            ends.append(UInt32(codes.count))
        }

        func build() -> FilmCountries {
            var bytes: [UInt8] = []
            var nameEnds: [UInt32] = []
            for name in names {
                bytes.append(contentsOf: name.utf8)
                nameEnds.append(UInt32(bytes.count))
            }
            return FilmCountries(nameBytes: bytes, nameEnds: nameEnds, codes: codes, ends: ends)
        }
    }
}

extension FilmCountries {
    func write(to archive: inout Data) {
        archive.appendArray(nameBytes)
        archive.appendArray(nameEnds)
        archive.appendArray(codes)
        archive.appendArray(ends)
    }

    /// Reads what ``write(to:)`` appended for `filmCount` films; nil when the bytes are not that.
    init?(reading reader: inout ArchiveReader, filmCount: Int) {
        guard let nameBytes = reader.array(UInt8.self), let nameEnds = reader.array(UInt32.self),
            let codes = reader.array(UInt16.self), let ends = reader.array(UInt32.self),
            nameEnds.arePackedEnds(of: nameBytes.count), ends.count == filmCount, ends.arePackedEnds(of: codes.count),
            codes.allSatisfy({ Int($0) < nameEnds.count })
        else { return nil }
        self.init(nameBytes: nameBytes, nameEnds: nameEnds, codes: codes, ends: ends)
    }
}
