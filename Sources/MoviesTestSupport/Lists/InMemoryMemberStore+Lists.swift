public import Foundation
public import MoviesDomain

extension InMemoryMemberStore: ListsRepository {
    struct StoredList {
        var list: FilmList
        var films: [(film: ListedFilm, note: String?, added: Date)] = []
    }

    public func create(_ list: FilmList) async throws -> FilmList {
        guard accounts[list.owner] != nil else { throw AccountError.notFound }
        var kept = list
        kept.slug = freeSlug(list.slug, of: list.owner)
        filmLists[list.id] = StoredList(list: kept)
        listSlugs[list.owner, default: [:]][kept.slug] = list.id
        return kept
    }

    public func update(
        _ id: FilmList.ID, of owner: User.ID, to details: ListDetails, slug: String, at time: Date
    ) async throws -> FilmList? {
        guard var stored = liveList(id, of: owner) else { return nil }
        stored.list.details = details
        stored.list.updated = time
        if slug != stored.list.slug, listSlugs[owner]?[slug] != id {
            stored.list.slug = freeSlug(slug, of: owner)
            listSlugs[owner, default: [:]][stored.list.slug] = id
        }
        filmLists[id] = stored
        return stored.list
    }

    public func delete(_ id: FilmList.ID, of owner: User.ID) async throws -> FilmList? {
        guard let stored = liveList(id, of: owner) else { return nil }
        if let earlier = deletedLists[owner] { forget(earlier, of: owner) }
        deletedLists[owner] = id
        return stored.list
    }

    public func undoListDelete(of owner: User.ID) async throws -> FilmList? {
        guard let id = deletedLists.removeValue(forKey: owner) else { return nil }
        return filmLists[id]?.list
    }

    public func lists(of owner: User.ID) async throws -> [FilmList] {
        filmLists.values.map(\.list).filter { $0.owner == owner && deletedLists[owner] != $0.id }
            .sorted { ($0.updated, $0.id.rawValue) > ($1.updated, $1.id.rawValue) }
    }

    public func list(_ id: FilmList.ID, of owner: User.ID) async throws -> FilmList? {
        liveList(id, of: owner)?.list
    }

    public func list(slug: String, of owner: User.ID) async throws -> FilmList? {
        guard let id = listSlugs[owner]?[slug] else { return nil }
        return liveList(id, of: owner)?.list
    }

    public func entries(of list: FilmList.ID, page: PageNumber, pageSize: Int) async throws -> Paged<ListEntry> {
        let films = filmLists[list]?.films ?? []
        let start = min((page.value - 1) * pageSize, films.count)
        let items = films[start..<min(start + pageSize, films.count)].enumerated().map { offset, entry in
            ListEntry(film: entry.film, position: start + offset + 1, note: entry.note, added: entry.added)
        }
        return Paged(items: items, page: page.value, pageSize: pageSize, totalCount: films.count)
    }

    public func add(
        _ film: ListedFilm, note: String?, to list: FilmList.ID, of owner: User.ID, at time: Date
    ) async throws -> ListEntry? {
        guard var stored = liveList(list, of: owner) else { return nil }
        if stored.films.contains(where: { $0.film.reference == film.reference }) {
            throw ListError.alreadyListed(film.title)
        }
        guard stored.films.count < FilmList.maximumFilms else { throw ListError.full(maximum: FilmList.maximumFilms) }
        stored.films.append((film, note, time))
        stored.list.filmCount = stored.films.count
        stored.list.updated = time
        filmLists[list] = stored
        return ListEntry(film: film, position: stored.films.count, note: note, added: time)
    }

    public func remove(_ film: FilmReference, from list: FilmList.ID, of owner: User.ID) async throws -> Bool {
        guard var stored = liveList(list, of: owner),
            let index = stored.films.firstIndex(where: { $0.film.reference == film })
        else { return false }
        stored.films.remove(at: index)
        stored.list.filmCount = stored.films.count
        filmLists[list] = stored
        return true
    }

    public func move(
        _ film: FilmReference, in list: FilmList.ID, of owner: User.ID, to position: Int
    ) async throws -> Bool {
        guard var stored = liveList(list, of: owner),
            let index = stored.films.firstIndex(where: { $0.film.reference == film })
        else { return false }
        let entry = stored.films.remove(at: index)
        stored.films.insert(entry, at: min(max(position, 1), stored.films.count + 1) - 1)
        filmLists[list] = stored
        return true
    }

    public func setNote(
        _ note: String?, of film: FilmReference, in list: FilmList.ID, of owner: User.ID
    ) async throws -> Bool {
        guard var stored = liveList(list, of: owner),
            let index = stored.films.firstIndex(where: { $0.film.reference == film })
        else { return false }
        stored.films[index].note = note
        filmLists[list] = stored
        return true
    }

    public func lists(containing film: FilmReference, of owner: User.ID) async throws -> Set<FilmList.ID> {
        Set(
            filmLists.values.filter { $0.list.owner == owner && deletedLists[owner] != $0.list.id }
                .filter { $0.films.contains { $0.film.reference == film } }.map(\.list.id))
    }

    private func liveList(_ id: FilmList.ID, of owner: User.ID) -> StoredList? {
        guard let stored = filmLists[id], stored.list.owner == owner, deletedLists[owner] != id else { return nil }
        return stored
    }

    private func freeSlug(_ slug: String, of owner: User.ID) -> String {
        let taken = listSlugs[owner] ?? [:]
        guard taken[slug] != nil else { return slug }
        return (2...).lazy.map { ListSlug.numbered(slug, $0) }.first { taken[$0] == nil } ?? slug
    }

    private func forget(_ id: FilmList.ID, of owner: User.ID) {
        filmLists[id] = nil
        listSlugs[owner] = listSlugs[owner]?.filter { $0.value != id }
    }
}

extension InMemoryMemberStore {
    public func watchedCount(of list: FilmList.ID, by member: User.ID) async throws -> Int {
        let seen = Set(watches.values.filter { $0.member == member }.map(\.film.reference))
        return (filmLists[list]?.films ?? []).filter { seen.contains($0.film.reference) }.count
    }
}
