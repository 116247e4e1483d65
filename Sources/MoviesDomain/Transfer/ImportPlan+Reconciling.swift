extension ImportPlan {
    /// Adds the rows up film by film. Files overlap (a Letterboxd diary row is in ratings.csv and
    /// watched.csv too), so: diary rows are the watches, a dated review is its day's watch's review (or a
    /// watch of that day), an undated one the latest watch's (or an undated watch), a watched row adds an
    /// undated watch only to a film with none, a rating rates the latest watch when it has none (or is an
    /// undated watch), a like likes the latest watch (or an undated one).
    mutating func reconcile() {
        // Rows are grouped by their place in the file, not copied: a file of 200,000 rows is held once.
        var rowsByFilm: [FilmReference: [Int]] = [:]
        var hints: [FilmReference: FilmHint] = [:]
        var leftOver: [FilmHint: [ImportRow.Place]] = [:]
        for (index, row) in file.rows.enumerated() {
            switch matches[row.film] {
            case .found(let reference, _):
                rowsByFilm[reference, default: []].append(index)
                if hints[reference] == nil { hints[reference] = row.film }
            case .choose, .notFound: leftOver[row.film, default: []].append(row.place)
            case .skipped, nil: break
            }
        }
        var listPlaces: [FilmHint: [ImportRow.Place]] = [:]
        favourites = []
        for (position, hint) in file.favourites.enumerated() {
            switch matches[hint] {
            case .found(let reference, _) where !favourites.contains(reference): favourites.append(reference)
            case .choose, .notFound:
                listPlaces[hint, default: []].append(.init(file: "favourites", line: position + 1))
            default: break
            }
        }
        lists = file.lists.map { list in
            var planned = PlannedList(details: list.details, films: [], place: list.place, slug: list.slug)
            var seen: Set<FilmReference> = []
            for entry in list.entries {
                do {
                    _ = try ListsUseCase.checked(entry.note)
                } catch {
                    refused.append(.init(place: entry.place, reason: String(describing: error)))
                    continue
                }
                switch matches[entry.film] {
                case .found(let reference, _) where seen.insert(reference).inserted:
                    planned.films.append((reference, entry.film, entry.note, entry.place))
                case .choose, .notFound: listPlaces[entry.film, default: []].append(entry.place)
                default: break
                }
            }
            return planned
        }
        let rows = file.rows
        var planned: [Film] = []
        for (reference, indices) in rowsByFilm {
            planned.append(
                Self.film(
                    reference, hint: hints[reference] ?? rows[indices[0]].film, rows: indices.lazy.map { rows[$0] },
                    refusing: &refused))
        }
        films = planned.sorted { $0.hint.title < $1.hint.title }
        refused.sort { ($0.place.file, $0.place.line) < ($1.place.file, $1.place.line) }
        var places = leftOver
        places.merge(listPlaces) { $0 + $1 }
        unresolved = places.map { hint, places in
            let candidates: [FilmMatch.Candidate] =
                if case .choose(let films) = matches[hint] { films } else { [] }
            return Unresolved(hint: hint, places: places, candidates: candidates)
        }.sorted {
            ($0.hint.title, $0.hint.year ?? 0, $0.hint.imdbID ?? "") < (
                $1.hint.title, $1.hint.year ?? 0, $1.hint.imdbID ?? ""
            )
        }
    }

    /// What one film's rows add up to; a review a form would refuse (too long, a character that cannot be
    /// shown) is refused here, beside its row, before anything is written.
    static func film(
        _ reference: FilmReference, hint: FilmHint, rows: some Collection<ImportRow>,
        refusing refused: inout [ImportedFile.Refusal]
    ) -> Film {
        var film = Film(reference: reference, hint: hint)
        let kinds = Dictionary(grouping: rows, by: \.kind)
        for row in kinds[.diary] ?? [] {
            let tags: [Tag]
            do {
                // A tag kept with a comma before tags could not hold one comes back as the tags it reads as.
                tags = try Tag.list(row.tags.flatMap(Tag.texts(commaSeparated:)))
            } catch {
                refused.append(.init(place: row.place, reason: error.description))
                continue
            }
            var watch = PlannedWatch(
                day: row.day, rating: row.rating, isRewatch: row.isRewatch, isLiked: row.isLiked,
                logged: row.logged, place: row.place, tags: tags)
            watch.sourceID = row.watchID
            watch.source = row.source
            watch.likedAt = row.isLiked ? row.likedAt : nil
            film.watches.append(watch)
        }
        for row in kinds[.review] ?? [] { film.add(review: row, refusing: &refused) }
        if film.watches.isEmpty, kinds[.watched] != nil {
            film.watches.append(
                PlannedWatch(
                    day: nil, rating: nil, isRewatch: nil, isLiked: false, logged: kinds[.watched]?.first?.logged,
                    place: kinds[.watched]?.first?.place, isInferred: true))
        }
        for row in kinds[.rating] ?? [] {
            guard let rating = row.rating else { continue }
            if let latest = film.latestWatch {
                if film.watches[latest].rating == nil { film.watches[latest].rating = rating }
            } else {
                film.watches.append(
                    PlannedWatch(
                        day: nil, rating: rating, isRewatch: nil, isLiked: false, logged: row.logged, place: row.place,
                        isInferred: true))
            }
        }
        if let like = kinds[.like]?.first {
            if let latest = film.latestWatch {
                film.watches[latest].isLiked = true
                film.watches[latest].likedAt = like.logged ?? film.watches[latest].likedAt
            } else {
                var watch = PlannedWatch(
                    day: nil, rating: nil, isRewatch: nil, isLiked: true, logged: like.logged, place: like.place,
                    isInferred: true)
                watch.likedAt = like.logged
                film.watches.append(watch)
            }
        }
        film.isSaved = kinds[.watchlist] != nil
        film.savedAt = kinds[.watchlist]?.compactMap(\.logged).min()
        return film
    }
}

extension ImportPlan.Film {
    /// A review row: on the watch of its day that has no review yet (a new watch of that day if none), or,
    /// undated, on the latest watch if it has none (a new undated watch if it has). Its rating is the
    /// watch's; a review with no rating, on a watch with none, or one a form would refuse, is refused.
    mutating func add(review row: ImportRow, refusing refused: inout [ImportedFile.Refusal]) {
        let review = ImportPlan.PlannedReview(
            text: row.review, hasSpoilers: row.hasSpoilers, written: row.logged, place: row.place)
        var index: Int?
        if let id = row.watchID, let named = watches.firstIndex(where: { $0.sourceID == id && $0.review == nil }) {
            index = named
        } else if let day = row.day {
            index = watches.firstIndex { $0.day == day && $0.review == nil }
        } else if let latest = latestWatch, watches[latest].review == nil {
            index = latest
        }
        guard let rating = row.rating ?? index.flatMap({ watches[$0].rating }) else {
            refused.append(.init(place: row.place, reason: WatchError.reviewWithoutRating.description))
            return
        }
        do {
            _ = try ReviewDraft(rating: rating, text: row.review, hasSpoilers: row.hasSpoilers)
        } catch {
            refused.append(.init(place: row.place, reason: error.description))
            return
        }
        if let index {
            if watches[index].rating == nil { watches[index].rating = rating }
            watches[index].review = review
        } else {
            watches.append(
                ImportPlan.PlannedWatch(
                    day: row.day, rating: rating, isRewatch: row.isRewatch, isLiked: false, logged: row.logged,
                    place: row.place, review: review, isInferred: row.day == nil))
        }
    }

    /// The index of the latest watch: the last day, an undated watch counting as earliest.
    var latestWatch: Int? {
        watches.indices.max { a, b in
            switch (watches[a].day, watches[b].day) {
            case (nil, _): true
            case (_, nil): false
            case (let x?, let y?): x < y
            }
        }
    }
}
