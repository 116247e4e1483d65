import Foundation

extension ImportUseCase {
    /// Writes the plan's films for `member`, skipping what the diary has already (a watch of the film on
    /// the same day, or an undated one, whose review is written when it has none; a saved film). Cancelled, it stops between
    /// batches and says so.
    public func apply(
        _ plan: ImportPlan, for member: User.ID,
        progress: @escaping @Sendable (ImportProgress) async -> Void = { _ in }
    ) async throws -> ImportOutcome {
        try await working(for: member) {
            var outcome = ImportOutcome()
            outcome.refused = plan.refused
            outcome.unresolved = plan.unresolved
            outcome.notes = plan.file.notes
            do {
                try await write(plan, for: member, progress: progress, into: &outcome)
            } catch is CancellationError {
                // Stopped in the middle of a store's call (which gives up when its task is cancelled): the
                // batch under way is not written, those before it are, and the outcome says so.
                outcome.wasCancelled = true
            }
            return outcome
        }
    }

    private func write(
        _ plan: ImportPlan, for member: User.ID, progress: @Sendable (ImportProgress) async -> Void,
        into outcome: inout ImportOutcome
    ) async throws {
        // The diary as it is now (it may have changed since the plan was shown), met by ``ImportMerge``.
        let existing = try await watches(of: member)
        var known = try await diary.tags(of: member).map(\.tag)
        let start = now()
        let listed = plan.lists.flatMap { $0.films.map(\.reference) } + plan.favourites
        let movies = await lookUp(Array(Set(plan.films.map(\.reference) + listed)))
        let steps = plan.films.map {
            ImportMerge.steps(
                for: $0.watches, beside: existing[$0.reference] ?? [], filmYear: movies[$0.reference]?.releaseDate.year)
        }
        var pending: [Watch] = []
        var written = 0
        let total = steps.joined().reduce(0) { $0 + $1.counts.added }
        func flush() async throws {
            guard !pending.isEmpty else { return }
            try await diary.addAll(pending)
            written += pending.count
            outcome.watchesAdded += pending.count
            outcome.reviewsAdded += pending.count { $0.review != nil }
            outcome.likesAdded += pending.count { $0.details.isLiked }
            pending.removeAll(keepingCapacity: true)
            await progress(ImportProgress(done: written, total: total))
        }
        films: for (film, steps) in zip(plan.films, steps) {
            if Task.isCancelled {
                outcome.wasCancelled = true
                break
            }
            guard let movie = movies[film.reference] else {
                outcome.refused.append(.init(place: film.place, reason: "the film is not here any more"))
                continue
            }
            let watched = WatchedFilm(movie, reference: film.reference)
            // The days of the film's watches before each one: those kept, then those this import adds.
            var earlier = (existing[film.reference] ?? []).map(\.details.day)
            for step in steps {
                let planned: ImportPlan.PlannedWatch
                switch step {
                case .there:
                    outcome.alreadyThere += 1
                    continue
                case .complete(let watch, let details, let review, let liked):
                    try await complete(
                        watch, details: details, review: review, liked: liked, for: member, into: &outcome)
                    continue
                case .refused(let watch, let reason):
                    outcome.refused.append(.init(place: watch.place ?? film.place, reason: reason))
                    continue
                case .add(let watch): planned = watch
                }
                let isRewatch = planned.isRewatch ?? Self.follows(planned.day, earlier)
                let details: WatchDetails
                do {
                    let tags = planned.tags.asFirstWritten(in: known)
                    known += tags.filter { !known.contains($0) }
                    details = try WatchDetails(
                        day: planned.day, rating: planned.rating, isRewatch: isRewatch, isLiked: planned.isLiked,
                        tags: tags)
                } catch {
                    outcome.refused.append(.init(place: planned.place ?? film.place, reason: error.description))
                    continue
                }
                let logged = (planned.logged ?? start.addingTimeInterval(Double(written + pending.count) / 1000))
                    .roundedToMilliseconds
                let review = planned.review.map {
                    WatchReview(text: $0.text, hasSpoilers: $0.hasSpoilers, written: $0.written ?? logged)
                }
                var watch = Watch(
                    id: .make(), member: member, film: watched, details: details, logged: logged,
                    liked: planned.likedAt ?? logged, review: review)
                watch.source = planned.source
                pending.append(watch)
                earlier.append(planned.day)
                if pending.count >= Self.batchSize {
                    // Stopped, between two batches: a film of many watches stops as soon as a film of few.
                    if Task.isCancelled {
                        outcome.wasCancelled = true
                        break films
                    }
                    try await flush()
                }
            }
            if film.isSaved,
                try await saved.save(
                    SavedFilm(film: film.reference, movie: movie, savedAt: film.savedAt ?? start), poster: nil,
                    for: member)
            {
                outcome.savedAdded += 1
            }
        }
        // Stopped, the batch under way is left out whole: what was written is whole batches, and says so.
        guard !outcome.wasCancelled else { return }
        try await flush()
        try await writeLists(plan.lists, movies: movies, for: member, into: &outcome)
        try await writeFavourites(plan.favourites, movies: movies, for: member, into: &outcome)
    }

    /// The file's favourites the member's lack, after theirs, up to ``Profile/maximumFavourites``.
    private func writeFavourites(
        _ planned: [FilmReference], movies: [FilmReference: Movie], for member: User.ID,
        into outcome: inout ImportOutcome
    ) async throws {
        guard let favourites, !planned.isEmpty else { return }
        let kept = try await favourites.favourites(of: member)
        let added = ImportPlan.favouritesToAdd(planned.filter { movies[$0] != nil }, beside: kept.map(\.reference))
        let chosen =
            kept + added.compactMap { reference in movies[reference].map { ListedFilm($0, reference: reference) } }
        guard chosen.count > kept.count else { return }
        try await favourites.setFavourites(chosen, for: member)
        outcome.favouritesAdded = chosen.count - kept.count
    }

    /// The member's watches by film, newest first.
    func watches(of member: User.ID) async throws -> [FilmReference: [Watch]] {
        var existing: [FilmReference: [Watch]] = [:]
        for watch in try await diary.allWatches(of: member) {
            existing[watch.film.reference, default: []].append(watch)
        }
        return existing
    }

    /// The films as the source tells them, a few asked at a time: the import's writes wait on none of them.
    /// A film the source no longer has is left out (its rows are refused).
    func lookUp(_ references: [FilmReference]) async -> [FilmReference: Movie] {
        await withTaskGroup(of: (FilmReference, Movie?).self) { group in
            var movies: [FilmReference: Movie] = [:]
            var next = references.makeIterator()
            func ask() {
                guard let reference = next.next() else { return }
                group.addTask { (reference, try? await films.movie(reference)) }
            }
            for _ in 0..<Self.lookupsAtOnce { ask() }
            while let (reference, movie) = await group.next() {
                movies[reference] = movie
                // Cancelled, the import stops before its first write and says so.
                if Task.isCancelled { group.cancelAll() } else { ask() }
            }
            return movies
        }
    }

    /// Undated watches first (long ago), then by day, then in the order they were logged.
    static func isEarlier(_ a: ImportPlan.PlannedWatch, _ b: ImportPlan.PlannedWatch) -> Bool {
        switch (a.day, b.day) {
        case (nil, .some): true
        case (.some, nil): false
        case (let x?, let y?) where x != y: x < y
        default: (a.logged ?? .distantPast) < (b.logged ?? .distantPast)
        }
    }

    /// Whether a watch on `day` follows one of the `earlier` days: as the diary says it when logging.
    static func follows(_ day: CalendarDay?, _ earlier: [CalendarDay?]) -> Bool {
        earlier.contains { theirs in
            guard let theirs else { return true }
            guard let day else { return false }
            return theirs <= day
        }
    }

    /// Makes each list, or adds to the member's list of that title the films it lacks, in the file's order.
    private func writeLists(
        _ planned: [ImportPlan.PlannedList], movies: [FilmReference: Movie], for member: User.ID,
        into outcome: inout ImportOutcome
    ) async throws {
        guard let lists, !planned.isEmpty else { return }
        var kept = try await lists.lists(of: member)
        for list in planned {
            if Task.isCancelled {
                outcome.wasCancelled = true
                return
            }
            let time = now().roundedToMilliseconds
            // This site's own list is known by its address (two lists may share a title); another's by title.
            var target = list.target(among: kept, slug: \.slug, title: \.details.title).map { kept[$0] }
            if target == nil {
                guard kept.count < FilmList.maximumListsPerMember else {
                    outcome.refused.append(
                        .init(
                            place: list.place ?? .init(file: list.details.title, line: 0),
                            reason: ListError.tooManyLists(maximum: FilmList.maximumListsPerMember).description))
                    continue
                }
                let made = try await lists.create(
                    FilmList(
                        id: .make(), owner: member, details: list.details,
                        slug: list.slug ?? ListSlug.make(list.details.title),
                        created: time, updated: time))
                kept.append(made)
                target = made
                outcome.listsAdded += 1
            }
            guard let target else { continue }
            for (reference, _, note, place) in list.films {
                guard let movie = movies[reference] else { continue }
                do {
                    _ = try await lists.add(
                        ListedFilm(movie, reference: reference), note: ListsUseCase.checked(note), to: target.id,
                        of: member, at: time)
                    outcome.listFilmsAdded += 1
                } catch ListError.alreadyListed {
                    continue
                } catch let error as ListError {
                    outcome.refused.append(.init(place: place, reason: error.description))
                    if case .full = error { break }
                }
            }
        }
    }

    /// Gives one of the diary's watches what the file says and it lacks (``ImportMerge``).
    private func complete(
        _ watch: Watch, details: WatchDetails?, review: ImportPlan.PlannedReview?, liked: Date?, for member: User.ID,
        into outcome: inout ImportOutcome
    ) async throws {
        // A like the watch lacked is of the file's time where it says one.
        if let details, try await diary.update(watch.id, of: member, to: details, at: liked ?? now()) != nil {
            outcome.watchesCompleted += 1
            if details.isLiked && !watch.details.isLiked { outcome.likesAdded += 1 }
        }
        guard let review, let rating = (details ?? watch.details).rating,
            let content = ReviewDraft(storedRating: rating, text: review.text, hasSpoilers: review.hasSpoilers)
        else { return }
        let time = (review.written ?? now()).roundedToMilliseconds
        if try await reviews.write(content, on: watch.id, by: member, at: time) != nil { outcome.reviewsAdded += 1 }
    }
}

extension ImportPlan.Film {
    /// Where the film is named, for a refusal that has no row of its own: the film as the file names it.
    var place: ImportRow.Place { .init(file: hint.description, line: 0) }
}
