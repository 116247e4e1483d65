public import Foundation

/// Brings a member's history from another site (or this one's export): reads the file, matches each film
/// (``FilmMatcher``), adds the rows up (``ImportPlan``), and writes what is not there yet, in batches that
/// are each one transaction. Importing the same file again adds nothing.
public struct ImportUseCase: Sendable {
    /// Watches written a transaction.
    public static let batchSize = 500
    /// Films looked up at once before the writes.
    static let lookupsAtOnce = 8

    let reader: any ImportFileReader
    let matcher: FilmMatcher
    let films: FilmSource
    let diary: any DiaryRepository
    let saved: any SavedFilmsRepository
    let reviews: any ReviewsRepository
    let lists: (any ListsRepository)?
    let favourites: (any FavouritesRepository)?
    /// Each member's import turn, where the store keeps them: one import a member at a time.
    let turns: (any ImportTurnsRepository)?
    /// Members' choices for films their imports could not place, where the store keeps them.
    let choices: (any ImportChoicesRepository)?
    /// How a film no row's match found is added, where films are added.
    let adding: AddFilmUseCase?
    /// Where an import's work runs: threads of its own, so reading a large file never holds the threads
    /// that answer requests. Nil: wherever the caller runs.
    let executor: (any TaskExecutor)?
    let timeZone: TimeZone
    let now: @Sendable () -> Date

    public init(
        reader: any ImportFileReader, matcher: FilmMatcher, films: FilmSource, diary: any DiaryRepository,
        saved: any SavedFilmsRepository, reviews: any ReviewsRepository, lists: (any ListsRepository)? = nil,
        turns: (any ImportTurnsRepository)? = nil, choices: (any ImportChoicesRepository)? = nil,
        favourites: (any FavouritesRepository)? = nil, adding: AddFilmUseCase? = nil,
        executor: (any TaskExecutor)? = nil, timeZone: TimeZone = .gmt, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.adding = adding
        self.reader = reader
        self.matcher = matcher
        self.films = films
        self.diary = diary
        self.saved = saved
        self.reviews = reviews
        self.lists = lists
        self.favourites = favourites
        self.turns = turns
        self.choices = choices
        self.executor = executor
        self.timeZone = timeZone
        self.now = now
    }

    /// Reads and matches the file, in `member`'s import turn when one is named: nothing is written.
    /// `dayOrder` is how the member says the file writes its days, where the file cannot tell.
    public func prepare(
        _ bytes: Data, named name: String, dayOrder: DayOrder? = nil, for member: User.ID? = nil
    ) async throws -> ImportPlan {
        try await working(for: member) {
            try await beside(
                try await withKeptChoices(
                    try await plan(try reader.read(bytes, named: name, dayOrder: dayOrder)), of: member),
                of: member)
        }
    }

    /// Reads and matches an export unpacked into a folder.
    public func prepare(folder files: [String: Data], for member: User.ID? = nil) async throws -> ImportPlan {
        try await working(for: member) {
            try await beside(
                try await withKeptChoices(try await plan(try reader.read(folder: files)), of: member), of: member)
        }
    }

    /// The plan with the member's diary and saved films beside it, for its counts to say what will really
    /// be written.
    func beside(_ plan: ImportPlan, of member: User.ID?) async throws -> ImportPlan {
        var plan = await lookingUp(plan)
        try Task.checkCancellation()
        guard let member else { return plan }
        let films = Set(plan.films.map(\.reference))
        plan.diary = try await watches(of: member).filter { films.contains($0.key) }
        plan.alreadySaved = try await saved.savedFilms(
            among: plan.films.filter(\.isSaved).map(\.reference), for: member)
        if let lists, !plan.lists.isEmpty { plan.memberLists = try await Self.kept(lists, of: member) }
        if let favourites, !plan.favourites.isEmpty {
            plan.keptFavourites = try await favourites.favourites(of: member).map(\.reference)
        }
        return plan
    }

    /// The plan with the years of the films it had not looked up yet, as the run will look them up.
    private func lookingUp(_ plan: ImportPlan) async -> ImportPlan {
        var plan = plan
        let new = plan.films.map(\.reference).filter { !plan.lookedUp.contains($0) }
        guard !new.isEmpty else { return plan }
        for (reference, movie) in await lookUp(new) {
            if let year = movie.releaseDate.year { plan.filmYears[reference] = year }
        }
        plan.lookedUp.formUnion(new)
        return plan
    }

    /// The member's lists with their films, for a plan's lists to be counted beside.
    static func kept(_ lists: any ListsRepository, of member: User.ID) async throws -> [ImportPlan.KeptList] {
        var kept: [ImportPlan.KeptList] = []
        for list in try await lists.lists(of: member) {
            var films: Set<FilmReference> = []
            var page = PageNumber.first
            while true {
                let entries = try await lists.entries(of: list.id, page: page, pageSize: 1_000)
                films.formUnion(entries.items.map(\.film.reference))
                guard entries.page < entries.totalPages, let next = try? PageNumber(page.value + 1) else { break }
                page = next
            }
            kept.append(.init(slug: list.slug, title: list.details.title, films: films))
        }
        return kept
    }

    private func plan(_ file: ImportedFile) async throws -> ImportPlan {
        let today = CalendarDay(now(), in: timeZone).next
        // The rows are copied only when some are refused: a large file is held once.
        var checked = file
        if file.rows.contains(where: { $0.day.map { $0 > today } ?? false }) {
            var refused = file.refused
            let rows = file.rows.filter { row in
                guard let day = row.day, day > today else { return true }
                refused.append(.init(place: row.place, reason: "\(day) is in the future"))
                return false
            }
            checked = ImportedFile(
                origin: file.origin, rows: rows, lists: file.lists, refused: refused, notes: file.notes,
                favourites: file.favourites)
            checked.dayOrder = file.dayOrder
        }
        var hints = Set(checked.rows.lazy.map(\.film))
        for list in checked.lists { hints.formUnion(list.entries.lazy.map(\.film)) }
        hints.formUnion(checked.favourites)
        return ImportPlan(file: checked, matches: try await matcher.match(hints))
    }
}
