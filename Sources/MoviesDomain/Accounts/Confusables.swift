import Foundation

/// The skeleton of UTS #39: what a text looks like, so two texts a reader cannot tell apart have the same
/// one (`аlice` with a Cyrillic а, `a1ice`, `alice`). Decomposed, each scalar replaced by the one it is
/// confusable with, decomposed again; a dot above a letter that already has one (`İ` lowercased is `i̇`)
/// is dropped, since it changes nothing a reader sees.
enum Confusables {
    static func skeleton(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars {
            if scalar.value == 0x307, let last = scalars.last, last.properties.isSoftDotted { continue }
            if let target = mapping[scalar.value] {
                scalars.append(contentsOf: target.compactMap(Unicode.Scalar.init))
            } else {
                scalars.append(scalar)
            }
        }
        return String(scalars).decomposedStringWithCanonicalMapping
    }

    private static let mapping: [UInt32: [UInt32]] = Dictionary(
        IdentifierTables.confusables.split(whereSeparator: \.isWhitespace).compactMap { entry in
            let parts = entry.split(separator: ">")
            guard parts.count == 2, let source = UInt32(parts[0], radix: 16) else { return nil }
            return (source, parts[1].split(separator: ".").compactMap { UInt32($0, radix: 16) })
        }, uniquingKeysWith: { first, _ in first })
}
