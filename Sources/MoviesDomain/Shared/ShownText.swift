/// What a reader sees of a text a member wrote: one rule for every text shown to others (comments, the
/// films members add). Refused: control characters (line breaks where a text may have lines), bidirectional
/// controls, which reorder a page or a terminal, and default-ignorable characters, which show nothing
/// (zero-width spaces, U+FEFF, the Hangul fillers, tag characters, soft hyphens), bar the two that emoji
/// are made with (the zero-width joiner and the variation selectors).
public enum ShownText {
    /// The first character of `text` a reader would not see as written, if any.
    public static func hiddenCharacter(in text: String, allowingLineBreaks: Bool) -> Unicode.Scalar? {
        text.unicodeScalars.first { scalar in
            if scalar == "\n" { return !allowingLineBreaks }
            if scalar == "\u{200D}" || ("\u{FE00}"..."\u{FE0F}").contains(scalar) { return false }
            return scalar.properties.generalCategory == .control || scalar.properties.isBidiControl
                || scalar.properties.isDefaultIgnorableCodePoint
        }
    }
}
