extension String {
    /// The text with its first letter in capitals: a Domain error's wording as a sentence on a screen.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
