/// Text from anywhere else (a source's titles, a member's review, a server's error message) made safe to
/// write to a terminal: every control character (C0 but the newline, DEL, C1 such as U+009B, which some
/// terminals read as ESC [) and every bidirectional control is shown as `�`. Nothing a string holds can
/// then start an escape sequence (OSC 52 writing the clipboard, OSC 8 links, a new window title, a cleared
/// screen or a moved cursor) or turn the text around it.
public enum TerminalSafe {
    /// `text` with its control characters shown as `�`; newlines are kept when `keepingNewlines`.
    public static func text(_ text: String, keepingNewlines: Bool = true) -> String {
        guard text.unicodeScalars.contains(where: { isUnsafe($0, keepingNewlines: keepingNewlines) }) else {
            return text
        }
        var safe = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            safe.append(isUnsafe(scalar, keepingNewlines: keepingNewlines) ? "\u{FFFD}" : scalar)
        }
        return String(safe)
    }

    /// Whether `character` holds a control character or a bidirectional control.
    public static func isControl(_ character: Character) -> Bool {
        character.unicodeScalars.contains { isUnsafe($0, keepingNewlines: false) }
    }

    /// Whether `scalar` is shown as `�`.
    public static func isUnsafe(_ scalar: Unicode.Scalar, keepingNewlines: Bool) -> Bool {
        switch scalar.value {
        case 0x0A: !keepingNewlines
        case 0x00..<0x20, 0x7F...0x9F: true
        default: scalar.properties.isBidiControl
        }
    }
}
