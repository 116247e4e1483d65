public import Foundation

/// Save a film (with its poster), remove it, undo the last change, remove all, and list what is saved.
/// Films are named by ``FilmReference``; only films of this installation's source can be newly saved, as
/// their details come from it, while any saved film can be listed and removed.
public struct SavedFilmsUseCase: Sendable {
    public static let pageSize = 20
    /// Saved posters are kept at the width the film cards show them.
    public static let posterWidth = 342

    private let saved: any SavedFilmsRepository
    /// Where films are looked up to save: a film from elsewhere cannot be.
    let films: FilmSource
    private let posters: any PosterImagesRepository
    private let now: @Sendable () -> Date

    public init(
        saved: any SavedFilmsRepository, films: FilmSource, posters: any PosterImagesRepository,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.saved = saved
        self.films = films
        self.posters = posters
        self.now = now
    }

    public var source: FilmReference.Source { films.source }

    /// The reference to a film of this installation's source.
    public func reference(to id: Movie.ID) -> FilmReference { films.reference(to: id) }

    /// Saves the film with what the source says of it now and a copy of its poster; a poster that cannot
    /// be fetched leaves the film saved without one. Saving a saved film changes nothing.
    @discardableResult
    public func save(_ film: FilmReference, for user: User.ID) async throws -> SavedFilm {
        let movie = try await films.movie(film)
        let poster = try? await movie.posterPath.asyncMap {
            try await posters.posterImage(path: $0, width: Self.posterWidth)
        }
        let savedFilm = SavedFilm(film: film, movie: movie, savedAt: now().roundedToMilliseconds)
        try await saved.save(savedFilm, poster: poster ?? nil, for: user)
        return savedFilm
    }

    @discardableResult
    public func remove(_ film: FilmReference, for user: User.ID) async throws -> Bool {
        try await saved.remove(film, for: user)
    }

    @discardableResult
    public func removeAll(for user: User.ID) async throws -> Int {
        try await saved.removeAll(for: user)
    }

    /// Takes back the last save or removal; nil when there is nothing to undo.
    public func undo(for user: User.ID) async throws -> SavedFilmsChange? {
        try await saved.undoLastChange(for: user)
    }

    public func list(for user: User.ID, page: PageNumber = .first) async throws -> Paged<SavedFilm> {
        try await saved.savedFilms(for: user, page: page, pageSize: Self.pageSize)
    }

    public func isSaved(_ film: FilmReference, for user: User.ID) async throws -> Bool {
        try await !saved.savedFilms(among: [film], for: user).isEmpty
    }

    /// Which of these films of the source (a page of results) `user` has saved.
    public func saved(among ids: [Movie.ID], for user: User.ID) async throws -> Set<Movie.ID> {
        guard !ids.isEmpty else { return [] }
        let found = try await saved.savedFilms(among: ids.map(reference(to:)), for: user)
        return Set(found.filter { $0.source == source }.map(\.movieID))
    }

    /// The poster kept with `film` when `user` has it saved; nil otherwise, so the answer never tells
    /// whether someone else saved it.
    public func savedPoster(of film: FilmReference, for user: User.ID) async throws -> PosterImage? {
        guard try await isSaved(film, for: user) else { return nil }
        return try await saved.savedPoster(of: film)
    }
}

extension Optional {
    fileprivate func asyncMap<T>(_ transform: (Wrapped) async throws -> T) async rethrows -> T? {
        guard let self else { return nil }
        return try await transform(self)
    }
}

extension Date {
    /// Stores keep times to the millisecond; a time made here reads back equal. Cut, not rounded, so it is
    /// never later than the moment it was made: a watch logged just before a list was made is older than it.
    var roundedToMilliseconds: Date {
        Date(timeIntervalSince1970: (timeIntervalSince1970 * 1000).rounded(.down) / 1000)
    }
}
