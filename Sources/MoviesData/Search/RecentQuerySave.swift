public import Foundation
public import MoviesDomain

/// One query to remember for one owner, with the limits its store keeps to.
///
/// The table is shared by every owner and bounded, and the bound never costs anyone their history
/// because others arrived. A store applies a save so:
/// 1. rows not searched again since `searchedAt - retention` are deleted;
/// 2. a newcomer (an owner with no rows) is not remembered while the table holds `totalCapacity` rows;
/// 3. the owner's row with the same normalized text is replaced by a new one, newest of its rows;
/// 4. the owner keeps its newest `capacity` rows, or as many as it had when the table is full, so an
///    owner's own oldest queries make room for its new ones.
public struct RecentQuerySave: Sendable {
    public let owner: String
    public let query: MovieQuery
    public let capacity: Int
    public let totalCapacity: Int
    public let retention: TimeInterval
    public let searchedAt: Date

    public init(
        owner: String, query: MovieQuery, capacity: Int, totalCapacity: Int, retention: TimeInterval,
        searchedAt: Date = Date()
    ) {
        self.owner = owner
        self.query = query
        self.capacity = max(1, capacity)
        self.totalCapacity = max(1, totalCapacity)
        self.retention = retention
        self.searchedAt = searchedAt
    }

    /// Rows searched before this are expired.
    public var expiry: Date { searchedAt.addingTimeInterval(-retention) }

    /// How many rows the owner keeps after this save, given the rows it had and the table's total.
    public func kept(owned: Int, total: Int) -> Int {
        max(1, min(total >= totalCapacity ? owned : capacity, capacity))
    }

    /// Whether the save is refused: a newcomer while the table is full.
    public func isRefused(owned: Int, total: Int) -> Bool {
        owned == 0 && total >= totalCapacity
    }
}
