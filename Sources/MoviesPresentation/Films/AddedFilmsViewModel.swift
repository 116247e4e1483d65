public import Foundation
public import MoviesDomain

/// `movies film added` and `movies film remove`: an operator's list of the films members added, and the
/// removal of one nothing names.
public actor AddedFilmsViewModel {
    /// One added film as the list shows it.
    public struct Row: Sendable, Equatable {
        /// `catalog:1000000001`.
        public let reference: FilmReference
        public let title: String
        public let year: Int
        /// Nil for an account since deleted.
        public let addedBy: String?
        public let added: Date
        public let directors: [String]
        public let imdb: String?
    }

    private let films: AddedFilmsUseCase
    private let source: FilmReference.Source
    private let now: @Sendable () -> Date
    public let strings: Strings
    public private(set) var state = AddedFilmsState()

    public init(
        films: AddedFilmsUseCase, source: FilmReference.Source, strings: Strings = .english,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.films = films
        self.source = source
        self.now = now
        self.strings = strings
    }

    public func didLoad() async {
        do {
            state.rows = try await films.all().map { film, name in
                Row(
                    reference: FilmReference(source: source, movieID: film.id), title: film.facts.title,
                    year: film.facts.year, addedBy: name?.text, added: film.added,
                    directors: film.facts.directors, imdb: film.facts.identifiers.imdb)
            }
            state.failure = nil
        } catch {
            state.failure = ScreenFailure(error, strings: strings)
        }
    }

    /// The film `reference` names as it is kept, as a draft to correct; nil (with the failure) for a film no
    /// member added, or one another member added than `member` (nil: an operator).
    public func draft(of reference: FilmReference, for member: User.ID? = nil) async -> AddFilmViewModel.Draft? {
        do {
            guard reference.source == source else { throw AddedFilmError.notAdded(reference.movieID) }
            let film = try await films.addedFilm(reference.movieID)
            if let member, member != film.addedBy { throw AddedFilmError.notTheirs(film.id) }
            return AddFilmViewModel.Draft(film.facts)
        } catch {
            state.failure = ScreenFailure(error, strings: strings)
            return nil
        }
    }

    /// Corrects the film to the draft (checked as a film added is), for `member` (nil: an operator).
    public func didCorrect(
        _ reference: FilmReference, to draft: AddFilmViewModel.Draft, by member: User.ID? = nil
    )
        async
    {
        do {
            guard reference.source == source else { throw AddedFilmError.notAdded(reference.movieID) }
            let thisYear = Calendar(identifier: .gregorian).component(.year, from: now())
            let facts = try AddFilmViewModel.facts(of: draft, thisYear: thisYear)
            state.corrected = try await films.correct(reference.movieID, to: facts, by: member).movie
            state.failure = nil
        } catch {
            state.failure = ScreenFailure(error, strings: strings)
        }
    }

    /// Merges the added film into `kept`, the film it is: everything members' things hold of it moves.
    public func didMerge(_ reference: FilmReference, into kept: FilmReference) async {
        do {
            guard reference.source == source else { throw AddedFilmError.notAdded(reference.movieID) }
            guard kept.source == source else { throw MovieNotFound(id: kept.movieID) }
            let (merged, keptFilm, moved) = try await films.merge(reference.movieID, into: kept.movieID)
            state.merged = (merged.movie, keptFilm, moved)
            state.rows.removeAll { $0.reference == reference }
            state.failure = nil
        } catch {
            state.failure = ScreenFailure(error, strings: strings)
        }
    }

    /// Removes every film the member `name` added that nothing names; those kept are listed with what names
    /// each.
    public func didRemoveAll(addedBy name: String) async {
        do {
            let (removed, kept) = try await films.removeAll(addedBy: try UserName(stored: name))
            state.removedAll = (removed.map(\.movie), kept.map { ($0.film.movie, $0.use) })
            let gone = Set(removed.map(\.id))
            state.rows.removeAll { gone.contains($0.reference.movieID) }
            state.failure = nil
        } catch {
            state.failure = ScreenFailure(error, strings: strings)
        }
    }

    /// Removes the film `reference` names, unless members' things name it (the failure says what does).
    public func didRemove(_ reference: FilmReference) async {
        do {
            guard reference.source == source else { throw AddedFilmError.notAdded(reference.movieID) }
            let film = try await films.remove(reference.movieID)
            state.removed = film.movie
            state.rows.removeAll { $0.reference == reference }
            state.failure = nil
        } catch {
            state.failure = ScreenFailure(error, strings: strings)
        }
    }
}

/// The added films listed, the one just removed, corrected or merged, or why not.
public struct AddedFilmsState: Sendable {
    public var rows: [AddedFilmsViewModel.Row] = []
    public var removed: Movie?
    /// The films of one member removed at once, and those kept with what names each.
    public var removedAll: (removed: [Movie], kept: [(film: Movie, use: AddedFilmUse)])?
    public var corrected: Movie?
    /// The film merged, the film kept, and what moved.
    public var merged: (merged: Movie, kept: Movie, moved: AddedFilmUse)?
    public var failure: ScreenFailure?
}
