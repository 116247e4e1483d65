import Foundation

/// What a member says of a list, checked: a title of 1 to 100 characters (trimmed, on one line), a
/// description of up to 2,000 (line breaks kept), whether it is ranked, and whether anyone may read it.
public struct ListDetails: Sendable, Equatable {
    public static let titleLengths = 1...100
    public static let maximumDescription = 2_000

    public let title: String
    public let description: String?
    public let isRanked: Bool
    public let isPublic: Bool

    public init(
        title: String, description: String? = nil, isRanked: Bool = false, isPublic: Bool = false
    )
        throws(ListError)
    {
        let title = title.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !title.isEmpty else { throw .titleEmpty }
        guard ShownText.length(of: title) <= Self.titleLengths.upperBound else {
            throw .titleTooLong(maximum: Self.titleLengths.upperBound)
        }
        guard !Self.hasControls(title, allowingLineBreaks: false) else { throw .controlCharacter(field: "title") }
        let text = description?.replacing("\r\n", with: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        let kept = text?.isEmpty == false ? text : nil
        if let kept, ShownText.length(of: kept) > Self.maximumDescription {
            throw .descriptionTooLong(maximum: Self.maximumDescription)
        }
        if let kept, Self.hasControls(kept, allowingLineBreaks: true) { throw .controlCharacter(field: "description") }
        self.title = title
        self.description = kept
        self.isRanked = isRanked
        self.isPublic = isPublic
    }

    /// A list as a store kept it.
    public init(stored title: String, description: String?, isRanked: Bool, isPublic: Bool) {
        self.title = title
        self.description = description
        self.isRanked = isRanked
        self.isPublic = isPublic
    }

    static func hasControls(_ text: String, allowingLineBreaks: Bool) -> Bool {
        text.unicodeScalars.contains { scalar in
            scalar.properties.isBidiControl
                || (scalar.properties.generalCategory == .control && !(allowingLineBreaks && scalar == "\n"))
        }
    }
}
