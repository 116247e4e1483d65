/// What a reader sees of a text a member wrote: one rule for every text shown to others (comments, the
/// films members add). Refused: control characters (line breaks where a text may have lines), bidirectional
/// controls, which reorder a page or a terminal, and default-ignorable characters, which show nothing
/// (zero-width spaces, U+FEFF, the Hangul fillers, tag characters, soft hyphens), bar the two that emoji
/// are made with (the zero-width joiner and the variation selectors).
public enum ShownText {
    /// How long `text` is, counted as the API's contract counts it: in Unicode code points, as JSON
    /// Schema's `maxLength` and PostgreSQL's `char_length` do. A letter with marks (or an emoji of several
    /// parts) counts each part, so no limit can be passed by writing the same text another way.
    public static func length(of text: some StringProtocol) -> Int {
        text.unicodeScalars.count
    }

    /// The first character of `text` a reader would not see as written, if any.
    public static func hiddenCharacter(in text: String, allowingLineBreaks: Bool) -> Unicode.Scalar? {
        text.unicodeScalars.first { scalar in
            if scalar == "\n" { return !allowingLineBreaks }
            if scalar == "\u{200D}" || ("\u{FE00}"..."\u{FE0F}").contains(scalar) { return false }
            return scalar.properties.generalCategory == .control || scalar.properties.isBidiControl
                || scalar.properties.isDefaultIgnorableCodePoint
        }
    }

    /// A character as a message can name it without showing it: "U+202E".
    public static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
