public import Foundation

/// A member's whole data as one file: profile, saved films, watches, reviews, ratings and the labels of
/// their access tokens, read from the stores and written by an ``AccountArchiveWriter``.
public struct ExportUseCase: AccountArchives {
    /// How many saved films or reviews one read takes while gathering them all.
    static let readSize = 500

    private let users: any MemberDirectory
    private let diary: any DiaryRepository
    private let saved: any SavedFilmsRepository
    private let reviews: any ReviewsRepository
    private let tokens: (any AccessTokensRepository)?
    private let lists: (any ListsRepository)?
    private let favourites: (any FavouritesRepository)?
    private let comments: (any AuthoredCommentsRepository)?
    private let identifiers: any FilmIdentifiersRepository
    private let added: (any AddedFilmsRepository)?
    private let source: FilmReference.Source
    private let writer: any AccountArchiveWriter
    /// Where the reading and the zipping run: the import threads, so an export never holds the threads
    /// that answer requests. Nil: wherever the caller runs.
    private let executor: (any TaskExecutor)?
    private let now: @Sendable () -> Date

    public init(
        users: any MemberDirectory, diary: any DiaryRepository, saved: any SavedFilmsRepository,
        reviews: any ReviewsRepository, tokens: (any AccessTokensRepository)?, lists: (any ListsRepository)? = nil,
        favourites: (any FavouritesRepository)? = nil, comments: (any AuthoredCommentsRepository)? = nil,
        identifiers: any FilmIdentifiersRepository,
        added: (any AddedFilmsRepository)? = nil, source: FilmReference.Source, writer: any AccountArchiveWriter,
        executor: (any TaskExecutor)? = nil, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.users = users
        self.diary = diary
        self.saved = saved
        self.reviews = reviews
        self.tokens = tokens
        self.lists = lists
        self.favourites = favourites
        self.comments = comments
        self.identifiers = identifiers
        self.added = added
        self.source = source
        self.writer = writer
        self.executor = executor
        self.now = now
    }

    public func archive(of member: User.ID) async throws -> AccountArchive {
        try await withTaskExecutorPreference(executor) { try writer.write(try await export(of: member)) }
    }

    /// Everything the member keeps, each part read once.
    public func export(of member: User.ID) async throws -> AccountExport {
        guard let user = try await users.user(withID: member) else { throw AccountError.notFound }
        let time = now()
        async let isPublic = diary.isPublic(member)
        async let watches = diary.allWatches(of: member)
        async let savedFilms = all { page in
            try await saved.savedFilms(for: member, page: page, pageSize: Self.readSize)
        }
        async let reviewed = all { page in try await reviews.reviews(by: member, page: page, pageSize: Self.readSize) }
        async let tokenList = tokens?.tokens(of: member, at: time) ?? []
        async let memberLists = exportedLists(of: member)
        async let favourite = favourites?.favourites(of: member) ?? []
        async let written = comments?.comments(by: member) ?? []
        let (diaryWatches, films, memberReviews) = try await (watches, savedFilms, reviewed)
        let listed = try await memberLists
        var named = Set(films.map(\.film)).union(diaryWatches.map(\.film.reference))
        named.formUnion(memberReviews.map(\.film.reference))
        named.formUnion(listed.flatMap { $0.entries.map(\.film.reference) })
        let chosen = try await favourite
        named.formUnion(chosen.map(\.reference))
        let references = Array(named)
        async let ratings = diary.ratings(of: references, by: member)
        async let imdb = imdbIDs(of: references)
        async let addedFilms =
            added?.addedFilms(references.filter { $0.source == source }.map(\.movieID)) ?? []
        var export = AccountExport(
            member: user, diaryIsPublic: try await isPublic, saved: films, watches: diaryWatches,
            reviews: memberReviews, ratings: try await ratings, tokens: try await tokenList, lists: listed,
            imdbIDs: try await imdb,
            exported: time)
        export.favourites = chosen
        export.addedFilms = try await addedFilms
        export.comments = try await written
        return export
    }

    private func exportedLists(of member: User.ID) async throws -> [ExportedList] {
        guard let lists else { return [] }
        var exported: [ExportedList] = []
        for list in try await lists.lists(of: member) {
            let entries = try await all { page in
                try await lists.entries(of: list.id, page: page, pageSize: Self.readSize)
            }
            exported.append(ExportedList(list: list, entries: entries))
        }
        return exported
    }

    private func imdbIDs(of films: [FilmReference]) async throws -> [FilmReference: String] {
        let ours = films.filter { $0.source == source }
        let found = try await identifiers.imdbIDs(of: ours.map(\.movieID))
        var ids: [FilmReference: String] = [:]
        for film in ours { ids[film] = found[film.movieID] }
        return ids
    }

    private func all<Item>(_ read: (PageNumber) async throws -> Paged<Item>) async throws -> [Item] {
        var items: [Item] = []
        var page = PageNumber.first
        while true {
            let paged = try await read(page)
            items += paged.items
            guard paged.hasMorePages, !paged.items.isEmpty else { return items }
            page = try PageNumber(page.value + 1)
        }
    }
}
