public import MoviesDomain

extension InMemoryMemberStore: SavedFilmsRepository {
    /// One person's saved films, newest last, and what the last change removed (kept for undo).
    struct SavedList {
        var films: [SavedFilm] = []
        var lastChange: SavedFilmsChange?
        var removed: [SavedFilm] = []
    }

    @discardableResult
    public func save(_ film: SavedFilm, poster: PosterImage?, for user: User.ID) async throws -> Bool {
        guard accounts[user] != nil else { throw AccountError.notFound }
        var list = saved[user] ?? SavedList()
        guard !list.films.contains(where: { $0.film == film.film }) else { return false }
        list.removed = []
        list.films.append(film)
        list.lastChange = .saved(film.film)
        saved[user] = list
        if let poster { posters[film.film] = poster }
        dropUnusedPosters()
        return true
    }

    @discardableResult
    public func remove(_ film: FilmReference, for user: User.ID) async throws -> Bool {
        guard var list = saved[user], let index = list.films.firstIndex(where: { $0.film == film }) else {
            return false
        }
        list.removed = [list.films.remove(at: index)]
        list.lastChange = .removed([film])
        saved[user] = list
        dropUnusedPosters()
        return true
    }

    @discardableResult
    public func removeAll(for user: User.ID) async throws -> Int {
        guard var list = saved[user], !list.films.isEmpty else { return 0 }
        list.removed = list.films
        list.films = []
        list.lastChange = .removed(list.removed.reversed().map(\.film))
        saved[user] = list
        dropUnusedPosters()
        return list.removed.count
    }

    public func undoLastChange(for user: User.ID) async throws -> SavedFilmsChange? {
        guard var list = saved[user], let change = list.lastChange else { return nil }
        switch change {
        case .saved(let film): list.films.removeAll { $0.film == film }
        case .removed: list.films = (list.films + list.removed).sorted { $0.savedAt < $1.savedAt }
        }
        list.removed = []
        list.lastChange = nil
        saved[user] = list
        dropUnusedPosters()
        return change
    }

    public func savedFilms(for user: User.ID, page: PageNumber, pageSize: Int) async throws -> Paged<SavedFilm> {
        let films = (saved[user]?.films ?? []).reversed()
        let items = films.dropFirst((page.value - 1) * pageSize).prefix(pageSize)
        return Paged(items: Array(items), page: page.value, pageSize: pageSize, totalCount: films.count)
    }

    public func savedFilms(among films: [FilmReference], for user: User.ID) async throws -> Set<FilmReference> {
        Set(saved[user]?.films.map(\.film) ?? []).intersection(films)
    }

    public func savedPoster(of film: FilmReference) async throws -> PosterImage? {
        posters[film]
    }

    /// A poster stays while a saved film, or a removal that can be undone, holds it.
    func dropUnusedPosters() {
        let held = Set(saved.values.flatMap { $0.films.map(\.film) + $0.removed.map(\.film) })
        posters = posters.filter { held.contains($0.key) }
    }
}
