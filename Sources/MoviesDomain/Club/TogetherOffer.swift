public import Foundation

/// A watch whose member named another as watching with them, offered to that other: "ana watched Heat with
/// you on 12 March — add it to your diary?". Answered once: accepted as their own watch of that day, or
/// dismissed.
public struct TogetherOffer: Sendable, Equatable, Identifiable {
    /// The watch it is of (the namer's).
    public let id: Watch.ID
    /// Who named them.
    public let from: User.ID
    public let fromName: String
    public let film: WatchedFilm
    public let day: CalendarDay?
    public let offered: Date

    public init(
        id: Watch.ID, from: User.ID, fromName: String, film: WatchedFilm, day: CalendarDay?, offered: Date
    ) {
        self.id = id
        self.from = from
        self.fromName = fromName
        self.film = film
        self.day = day
        self.offered = offered
    }
}
