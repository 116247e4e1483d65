import MoviesDomain
import MoviesPresentation

/// What `movies diary` and `movies log` print: watches as a table, or one as a line.
struct DiaryOutput {
    let state: DiaryState

    /// Ids are shown by their first characters, which `movies diary --delete` takes.
    static let shownIDLength = 8

    func text() -> String {
        guard !state.items.isEmpty else { return state.emptyText + "\n" }
        // A column of whom each was watched with, when any of the page's was.
        let withWhom = state.items.contains { !$0.companions.isEmpty }
        let rows = state.items.map { item -> [String] in
            let row: [String] = [
                item.day ?? "unknown", String(item.id.rawValue.prefix(Self.shownIDLength)), item.title,
                item.year.map(String.init) ?? "TBA", Self.rating(item), Self.marks(item),
                item.tags.map { "#" + $0 }.joined(separator: " "),
            ]
            return withWhom ? row + [item.companions.joined(separator: ", ")] : row
        }
        var columns: [TextTable.Column] = [
            .init(header: "Day"), .init(header: "Id"), .init(header: "Title", cutTo: 16), .init(header: "Year"),
            .init(header: "Rating"), .init(header: "", cutTo: 7), .init(header: "Tags", cutTo: 24),
        ]
        if withWhom { columns.append(.init(header: "With", cutTo: 16)) }
        let table = TextTable(columns: columns)
        let watches = state.totalCount == 1 ? "1 watch" : "\(state.totalCount) watches"
        return table.render(rows, width: Console.current.outputWidth)
            + "page \(state.page) of \(state.totalPages) · \(watches)\n"
    }

    /// One watch: `2025-03-12  Heat (1995)  ★★★★☆ 8/10  rewatch`.
    static func line(_ item: WatchItemViewModel, fullDay: Bool) -> String {
        let day = item.day ?? Strings.english.diary.dateUnknown.lowercased()
        let title = item.year.map { "\(item.title) (\($0))" } ?? item.title
        let tags = item.tags.map { "#" + $0 }.joined(separator: " ")
        return [
            day, title, rating(item), marks(item), item.withText ?? "", tags,
            "id \(item.id.rawValue.prefix(shownIDLength))",
        ]
        .filter { !$0.isEmpty }.joined(separator: "  ")
    }

    /// `movies diary --tags`: each tag and how many watches carry it, most used first.
    static func tags(_ counts: [TagCount]) -> String {
        guard !counts.isEmpty else { return "No tags yet: add some with movies log --tag.\n" }
        let table = TextTable(columns: [.init(header: "Tag", cutTo: 40), .init(header: "Watches")])
        return table.render(counts.map { [$0.tag.text, String($0.watches)] }, width: Console.current.outputWidth)
    }

    private static func rating(_ item: WatchItemViewModel) -> String {
        guard let stars = item.starsText, let text = item.ratingText else { return "–" }
        return "\(stars) \(text)"
    }

    private static func marks(_ item: WatchItemViewModel) -> String {
        let words = Strings.english.diary
        return [
            item.isRewatch ? words.rewatch : nil, item.isLiked ? words.liked : nil,
            item.isReviewed ? words.reviewed : nil, item.sourceText,
        ].compactMap { $0 }
            .map { $0.lowercased() }.joined(separator: ", ")
    }
}
