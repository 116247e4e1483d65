public import Foundation

/// A play as a media server tells it, read from what it posted (Data's readers of each server's payload):
/// the film as the server names it, the day it was watched, and whether it counts as a watch.
public struct PlayReport: Sendable, Equatable {
    /// What the play was.
    public enum Outcome: Sendable, Equatable {
        /// A film played to its end (or near enough: 90%).
        case watched
        /// Stopped before the end: how far it got, where the server says.
        case unfinished(percent: Int?)
        /// An episode, a track, a trailer: "an episode".
        case notAFilm(String)
    }

    public let source: WatchSource
    /// Nil when the payload names no film at all (no title, no id).
    public let film: FilmHint?
    /// When it was watched (the server's time, else when it arrived).
    public let watched: Date
    /// The day it was watched: the server's own where it writes its local time, else the day of `watched`.
    public let day: CalendarDay
    public let outcome: Outcome
    /// 1 to 10, where the player sends one.
    public let rating: Int?

    public init(
        source: WatchSource, film: FilmHint?, watched: Date, day: CalendarDay, outcome: Outcome, rating: Int? = nil
    ) {
        self.source = source
        self.film = film
        self.watched = watched
        self.day = day
        self.outcome = outcome
        self.rating = rating
    }
}
