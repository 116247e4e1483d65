/// One page of a person's list (saved films, reviews), numbered from 1.
public struct Paged<Item: Sendable>: Sendable {
    public let items: [Item]
    public let page: Int
    public let pageSize: Int
    /// Every item of the list, on all pages.
    public let totalCount: Int

    public init(items: [Item], page: Int, pageSize: Int, totalCount: Int) {
        self.items = items
        self.page = page
        self.pageSize = pageSize
        self.totalCount = totalCount
    }

    public var totalPages: Int { max(1, (totalCount + pageSize - 1) / pageSize) }
    public var hasMorePages: Bool { page < totalPages }
}

extension Paged: Equatable where Item: Equatable {}

extension Paged {
    /// The same page with each item changed.
    public func map<Other: Sendable>(_ change: (Item) throws -> Other) rethrows -> Paged<Other> {
        Paged<Other>(items: try items.map(change), page: page, pageSize: pageSize, totalCount: totalCount)
    }
}
