import Foundation
public import MoviesDomain

/// What is new for a member: the count the header shows, and the page (`/news`, `movies news`) whose
/// reading marks it seen.
public actor NewsViewModel {
    private let member: User.ID
    private let news: NewsUseCase
    public let strings: Strings
    public private(set) var state = NewsState()

    public init(member: User.ID, news: NewsUseCase, strings: Strings = .english) {
        self.member = member
        self.news = news
        self.strings = strings
    }

    public func didCount() async {
        var next = NewsState()
        do {
            next.count = try await news.count(for: member)
            next.badge = Self.badge(next.count.total)
        } catch {
            next.failure = ScreenFailure(error, strings: strings)
        }
        state = next
    }

    /// The comments under the member's things; with `markingSeen` (a reader's page), nothing is new after.
    public func didLoad(markingSeen: Bool = true) async {
        var next = NewsState()
        next.heading = strings.news.heading
        next.emptyText = strings.news.noComments
        do {
            next.count = try await news.count(for: member)
            next.rows = try await news.read(for: member, markingSeen: markingSeen).map(row)
        } catch {
            next.failure = ScreenFailure(error, strings: strings)
        }
        state = next
    }

    public func didMarkSeen() async {
        var next = NewsState()
        do { try await news.markSeen(by: member) } catch { next.failure = ScreenFailure(error, strings: strings) }
        state = next
    }

    private func row(_ item: NewsItem) -> NewsState.Row {
        let author = item.comment.authorName.text
        let heading =
            item.subject.kind == .review
            ? strings.news.onReview(author, item.subject.title) : strings.news.onList(author, item.subject.title)
        return NewsState.Row(
            item: item, heading: heading, text: item.comment.text.description,
            dateText: ReviewItemViewModel.dayText(item.comment.written, strings: strings))
    }

    static func badge(_ total: Int) -> String? {
        total == 0 ? nil : total > NewsUseCase.cap ? "\(NewsUseCase.cap)+" : String(total)
    }
}
