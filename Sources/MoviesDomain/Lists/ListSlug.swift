import Foundation

/// The address part of a list's title: "Best of the '70s!" is `best-of-the-70s`: lower case, accents
/// folded, letters and digits of every script kept, everything else one hyphen; at most 60 characters;
/// `list` when nothing is left. A store adds `-2`, `-3`, … where the owner has the slug already.
public enum ListSlug {
    public static let maximumLength = 60

    public static func make(_ title: String) -> String {
        let folded = title.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        let words = folded.replacing("'", with: "").replacing("’", with: "")
            .split { !$0.isLetter && !$0.isNumber }
        var slug = ""
        for word in words {
            let next = slug.isEmpty ? String(word) : slug + "-" + word
            guard next.count <= maximumLength else { break }
            slug = next
        }
        if slug.isEmpty, let first = words.first { slug = String(first.prefix(maximumLength)) }
        return slug.isEmpty ? "list" : slug
    }

    /// The slug with a number after it, for the owner's second list of one title: `best-films-2`.
    public static func numbered(_ slug: String, _ number: Int) -> String {
        let suffix = "-\(number)"
        return String(slug.prefix(maximumLength - suffix.count)) + suffix
    }
}
