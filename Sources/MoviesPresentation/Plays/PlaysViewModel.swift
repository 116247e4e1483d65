public import Foundation
public import MoviesDomain

/// A member's plays (Settings → Plays, `movies plays`): the latest, what was made of each, a film chosen
/// for one waiting, and a play token made for their media servers.
public actor PlaysViewModel {
    private let member: User.ID
    private let plays: any PlaysKeeping
    public let strings: Strings
    public private(set) var state = PlaysState()

    public init(member: User.ID, plays: any PlaysKeeping, strings: Strings = .english) {
        self.member = member
        self.plays = plays
        self.strings = strings
    }

    /// A media server's post for the member.
    public func didReceive(_ json: Data, from source: WatchSource) async {
        var next = PlaysState()
        do {
            next.received = try await plays.receive(json, from: source, for: member)
            next.ignored = next.received == nil
        } catch {
            next.failure = ScreenFailure(error, strings: strings)
        }
        state = next
    }

    public func didLoad() async {
        var next = PlaysState()
        do { next.rows = try await plays.recentPlays(of: member).map(row) } catch {
            next.failure = ScreenFailure(error, strings: strings)
        }
        state = next
    }

    /// A new play token; with `listing`, the plays are read again beside it (a page shows them; a command
    /// that prints the addresses alone does not ask for them).
    public func didMakeToken(listing: Bool = true) async {
        do {
            let token = try await plays.makePlayToken(for: member)
            if listing { await didLoad() } else { state = PlaysState() }
            state.token = token
        } catch {
            state = PlaysState()
            state.failure = ScreenFailure(error, strings: strings)
        }
    }

    /// The member's film for a play waiting for one (nil skips it); the plays are read again.
    public func didChoose(_ film: FilmReference?, for play: Play.ID) async {
        do {
            _ = try await plays.choose(film, for: play, of: member)
            await didLoad()
        } catch {
            state.failure = ScreenFailure(error, strings: strings)
        }
    }

    func row(_ play: Play) -> PlaysState.Row {
        let words = strings.plays
        return PlaysState.Row(
            play: play, film: play.film?.description ?? words.noFilm, source: words.from(play.source),
            fate: words.fate(play.fate, play.day.description))
    }
}
