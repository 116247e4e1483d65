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
    public let strings: Strings
    public private(set) var state = AddedFilmsState()

    public init(films: AddedFilmsUseCase, source: FilmReference.Source, strings: Strings = .english) {
        self.films = films
        self.source = source
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

/// The added films listed, the one just removed, or why not.
public struct AddedFilmsState: Sendable {
    public var rows: [AddedFilmsViewModel.Row] = []
    public var removed: Movie?
    public var failure: ScreenFailure?
}
