extension Markup {
    /// `&`, `<`, `>`, `"` and `'` as character references: safe in content and in quoted attributes.
    static func escape(_ text: String, into html: inout String) {
        // Most text has nothing to escape: one look at its bytes, then one append.
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
            html += text
            return
        }
        // By scalars, not characters: a quote followed by a combining mark is still a quote to a browser.
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var index = start
        while index != scalars.endIndex {
            let reference: String? =
                switch scalars[index] {
                case "&": "&amp;"
                case "<": "&lt;"
                case ">": "&gt;"
                case "\"": "&quot;"
                case "'": "&#39;"
                default: nil
                }
            if let reference {
                html.unicodeScalars.append(contentsOf: scalars[start..<index])
                html += reference
                start = scalars.index(after: index)
            }
            index = scalars.index(after: index)
        }
        html.unicodeScalars.append(contentsOf: scalars[start...])
    }
}
