extension SearchText {
    /// `text` with the dots of initials taken out, so `E.T.`, `e.t` and `L.A.` read as `ET`, `et`, `LA`:
    /// a run of single letters each followed by a dot, the last dot optional, standing as a word of its own.
    static func joiningInitials(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        func isLetter(_ index: Int) -> Bool { index < scalars.count && scalars[index].properties.isAlphabetic }
        func isWordCharacter(_ index: Int) -> Bool {
            index >= 0 && index < scalars.count
                && (scalars[index].properties.isAlphabetic || scalars[index].properties.numericType != nil)
        }
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            // An initials run starts with a lone letter, a dot, and another lone letter.
            var end = index
            if isLetter(index), !isWordCharacter(index - 1) {
                while isLetter(end), end + 1 < scalars.count, scalars[end + 1] == ".", isLetter(end + 2),
                    !isWordCharacter(end + 3) || scalars[end + 3] == "."
                {
                    end += 2
                }
            }
            guard end > index else {
                result.append(scalars[index])
                index += 1
                continue
            }
            for letter in stride(from: index, through: end, by: 2) { result.append(scalars[letter]) }
            index = end + 1
            if index < scalars.count, scalars[index] == "." { index += 1 }
        }
        return String(result)
    }
}
