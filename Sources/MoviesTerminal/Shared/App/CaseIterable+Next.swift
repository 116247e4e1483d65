extension CaseIterable where Self: Equatable, AllCases: RandomAccessCollection, AllCases.Index == Int {
    /// The case `step` places on from this one, round the end: the next tab, a form's next field.
    func next(by step: Int) -> Self {
        let cases = Self.allCases
        let count = cases.count
        let index = cases.firstIndex(of: self) ?? 0
        return cases[((index + step) % count + count) % count]
    }
}
