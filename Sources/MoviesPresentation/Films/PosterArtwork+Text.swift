extension PosterArtwork {
    /// `text`, shortened with an ellipsis until it fits `width` at `size` with `tracking` between letters.
    static func fitted(_ text: String, size: Double, tracking: Double, width: Double) -> String {
        func fits(_ text: String) -> Bool { TextWidth.em(text) * size + Double(text.count) * tracking <= width }
        guard !fits(text) else { return text }
        var kept = text
        while !kept.isEmpty, !fits(kept + "…") { kept.removeLast() }
        while kept.last?.isWhitespace == true { kept.removeLast() }
        return kept + "…"
    }

    static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            // XML has no place for control characters.
            case _ where character.unicodeScalars.contains { $0.properties.generalCategory == .control }: continue
            default: out.append(character)
            }
        }
        return out
    }
}
