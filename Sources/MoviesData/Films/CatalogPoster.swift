/// The poster paths of catalog films. The catalog has no artwork, so each path names a poster that
/// ``SVGPosterImagesRepository`` has drawn.
enum CatalogPoster {
    static let prefix = "catalog-"
    static let suffix = ".svg"

    static func path(for id: Int) -> String {
        "\(prefix)\(id)\(suffix)"
    }

    /// The film id in a path made by ``path(for:)``; nil for any other text.
    static func movieID(inPath path: String) -> Int? {
        guard path.hasPrefix(prefix), path.hasSuffix(suffix) else { return nil }
        let digits = path.dropFirst(prefix.count).dropLast(suffix.count)
        guard !digits.isEmpty, digits.count <= 18, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else {
            return nil
        }
        return Int(digits)
    }
}
