public import Foundation

/// Plays posted by a member's media servers, made watches by the rules of every watch: the film is found by
/// its ids (then its exact title and year), never guessed; a play that fits no film, or several, waits for
/// the member to choose (and the choice is kept for the next play of it); a film already in the diary on
/// that day is one watch however many devices played it; and a watch of no day is given the play's day.
public struct PlaysUseCase: Sendable {
    /// How many of a member's plays the pages show.
    public static let shown = 50

    let plays: any PlaysRepository
    let reader: any PlayPayloadReader
    let matcher: FilmMatcher
    let diary: DiaryUseCase
    let watches: any DiaryRepository
    let choices: (any ImportChoicesRepository)?
    let tokens: AccessTokensUseCase?
    let now: @Sendable () -> Date

    public init(
        plays: any PlaysRepository, reader: any PlayPayloadReader, matcher: FilmMatcher, diary: DiaryUseCase,
        watches: any DiaryRepository, choices: (any ImportChoicesRepository)?, tokens: AccessTokensUseCase? = nil,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.tokens = tokens
        self.plays = plays
        self.reader = reader
        self.matcher = matcher
        self.diary = diary
        self.watches = watches
        self.choices = choices
        self.now = now
    }

    /// What a media server posted, read and received; nil for an event that is not a play's end (a start, a
    /// pause), which changes nothing.
    public func receive(
        _ json: Data, from source: WatchSource, for member: User.ID
    ) async throws -> (play: Play, isNew: Bool)? {
        guard let report = try reader.read(json, from: source, receivedAt: now()) else { return nil }
        return try await receive(report, for: member)
    }

    /// The play kept, and made a watch where it is one; `isNew` false for a play received before (a retry,
    /// or the same film that day from another device), which changes nothing.
    public func receive(_ report: PlayReport, for member: User.ID) async throws -> (play: Play, isNew: Bool) {
        func kept(_ fate: Play.Fate, matched: FilmReference? = nil) -> Play {
            Play(
                id: .make(), member: member, source: report.source, received: now(), day: report.day,
                film: report.film, rating: report.rating, matched: matched, fate: fate)
        }
        let name = report.film?.choiceKey ?? ""
        guard report.outcome == .watched, let hint = report.film else {
            let reason = Self.reason(report)
            return try await plays.addPlay(kept(.skipped(reason)), key: "skip|\(report.source)|\(name)|\(report.day)")
        }
        switch try await place(hint, for: member) {
        case .skip:
            return try await plays.addPlay(
                kept(.skipped("you chose to skip this film")), key: "skip|\(report.source)|\(name)|\(report.day)")
        case .choose(let candidates):
            return try await plays.addPlay(kept(.waiting(candidates)), key: "wait|\(name)|\(report.day)")
        case .film(let film):
            let added = try await plays.addPlay(
                kept(.waiting([]), matched: film), key: "film|\(film)|\(report.day)")
            guard added.isNew else { return added }
            return (try await log(added.play, as: film), true)
        }
    }

    /// The member's latest plays, newest first.
    public func recent(of member: User.ID, limit: Int = shown) async throws -> [Play] {
        try await plays.plays(of: member, limit: limit)
    }

    /// The member's choice for a play waiting for its film: a film (logged now, and kept for the next play
    /// of the same name), or nil to skip it.
    public func choose(_ film: FilmReference?, for id: Play.ID, of member: User.ID) async throws -> Play {
        guard var play = try await plays.play(id, of: member) else { throw PlayError.notFound }
        guard play.isWaiting else { throw PlayError.notWaiting }
        if let film {
            let logged = try await log(play, as: film)
            if let hint = play.film { try await choices?.keepImportChoices([hint.choiceKey: film], of: member) }
            return logged
        }
        if let hint = play.film { try await choices?.keepImportChoices([hint.choiceKey: nil], of: member) }
        play.fate = .skipped("you chose to skip this film")
        try await plays.settle(play)
        return play
    }

    private enum Place {
        case film(FilmReference), choose([FilmMatch.Candidate]), skip
    }

    /// The film a play names: the member's earlier choice for that name, else the one film that fits it.
    private func place(_ hint: FilmHint, for member: User.ID) async throws -> Place {
        if let chosen = try await choices?.importChoices(of: member, named: [hint.choiceKey])[hint.choiceKey] {
            return chosen.map(Place.film) ?? .skip
        }
        switch try await matcher.match([hint])[hint] {
        case .found(let film, _): return .film(film)
        case .choose(let candidates): return .choose(candidates)
        case .notFound, .skipped, nil: return .choose([])
        }
    }

    /// The play made a watch of `film` on its day, unless the diary has the film that day already.
    private func log(_ play: Play, as film: FilmReference) async throws -> Play {
        var play = play
        play.matched = film
        var watched: WatchedFilm?
        let earlier = try await watches.watches(of: film, by: play.member)
        if let same = earlier.first(where: { $0.details.day == play.day }) {
            play.fate = .alreadyLogged(same.id)
            watched = same.film
        } else {
            var draft = WatchDraft(day: play.day, rating: play.rating)
            draft.source = play.source
            do {
                let logged = try await diary.log(draft, of: film, by: play.member).watch
                play.fate = .logged(logged.id)
                watched = logged.film
            } catch let error as WatchError {
                play.fate = .refused(error.description)
            }
        }
        // A server that named the film by an id alone: the play is shown by the film's own title.
        if let watched, let hint = play.film, hint.title == hint.imdbID || hint.title.hasPrefix("TMDB ") {
            play.film = FilmHint(title: watched.title, year: watched.year, imdbID: hint.imdbID, tmdbID: hint.tmdbID)
        }
        try await plays.settle(play)
        return play
    }

    private static func reason(_ report: PlayReport) -> String {
        switch report.outcome {
        case .unfinished(let percent?): "stopped at \(percent)%: a film counts once played to 90%"
        case .unfinished(nil): "not played to its end"
        case .notAFilm(let kind): "\(kind), not a film"
        case .watched: "the play names no film"
        }
    }
}

extension PlaysUseCase: PlaysKeeping {
    public func recentPlays(of member: User.ID) async throws -> [Play] { try await recent(of: member) }

    public func makePlayToken(for member: User.ID) async throws -> String {
        guard let tokens else { throw PlayError.noTokensHere }
        return try await tokens.issue(
            for: member, label: Self.tokenLabel, scope: .plays, expiresInDays: nil
        ).secret
    }

    /// What a play token is called in the member's list of tokens.
    public static let tokenLabel = "Media servers"
}
