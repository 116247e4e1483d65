import Foundation
import MoviesData
import MoviesDomain
import MoviesTestSupport
import Testing

/// Exporting a member's data and importing it into a fresh account gives the same data, on every store;
/// importing it again adds nothing.
@Suite struct TransferRoundTripTests {
    typealias Kind = DiaryContractTests.Kind
    typealias Fixtures = TransferFixtures

    /// What two accounts must have alike: everything but ids and who they are.
    struct Content: Equatable {
        let watches: [String]
        let reviews: [String]
        let saved: [String]
        let ratings: [String]
        let lists: [String]

        init(_ export: AccountExport) {
            watches = export.watches.map { watch in
                let details = watch.details
                return "\(watch.film.reference) \(details.day?.description ?? "-") \(details.rating ?? 0) "
                    + "\(details.isRewatch) \(details.isLiked) \(watch.logged.timeIntervalSince1970) "
                    + "liked \(watch.liked?.timeIntervalSince1970 ?? 0) "
                    + details.tags.map(\.text).joined(separator: "|")
            }
            reviews = export.reviews.map { review in
                "\(review.film.reference) \(review.content.rating) \(review.content.text ?? "") "
                    + "\(review.content.hasSpoilers) \(review.written.timeIntervalSince1970)"
            }
            saved = export.saved.map(\.film.description).sorted()
            ratings = export.ratings.map { "\($0.key) \($0.value)" }.sorted()
            lists = export.lists.map { exported in
                let details = exported.list.details
                return "\(details.title) \(details.description ?? "") \(details.isRanked) \(details.isPublic) "
                    + exported.entries.map { "\($0.position):\($0.film.reference):\($0.note ?? "")" }.joined(
                        separator: ",")
            }.sorted()
        }
    }

    @Test(arguments: Kind.available)
    func anExportImportedIntoAFreshAccountGivesTheSameData(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let fixtures = Fixtures(store: store)
            let ana = try await MemberFixtures.add("ana", to: store)
            let bea = try await MemberFixtures.add("bea", to: store)
            let diary = fixtures.diary
            _ = try await diary.log(
                WatchDraft(
                    day: try Fixtures.day("2024-03-12"), rating: 9, isLiked: true,
                    review: .init(text: "=SUM(A1) \"quoted\", with a comma\nand a line", hasSpoilers: true)),
                of: Fixtures.film(1), by: ana.id)
            var tagged = WatchDraft(day: try Fixtures.day("2025-01-02"), rating: 7)
            tagged.tags = try Tag.list(["Cinéma", "with \"ana\" & bo", "=35mm"])
            _ = try await diary.log(tagged, of: Fixtures.film(1), by: ana.id)
            _ = try await diary.log(WatchDraft(day: nil, rating: 4), of: Fixtures.film(2), by: ana.id)
            _ = try await diary.log(WatchDraft(day: try Fixtures.day("2024-03-12")), of: Fixtures.film(3), by: ana.id)
            _ = try await diary.log(
                WatchDraft(day: try Fixtures.day("2024-03-12"), rating: 10), of: Fixtures.film(3), by: ana.id)
            for number in [5, 6] {
                try await store.save(MemberFixtures.saved(number, at: Double(number)), poster: nil, for: ana.id)
            }
            let film7 = Review.Film(reference: Fixtures.film(7), title: "Film 7", year: 1977)
            _ = try await store.write(
                try ReviewDraft(rating: 6, text: "Only a review.", hasSpoilers: false), about: film7, by: ana.id,
                at: Date(timeIntervalSince1970: 1_800_000_500))

            let made = try await store.create(
                FilmList(
                    id: .make(), owner: ana.id,
                    details: try ListDetails(
                        title: "Best, in order", description: "Mine.", isRanked: true, isPublic: true),
                    slug: "best-in-order", created: Date(timeIntervalSince1970: 5),
                    updated: Date(timeIntervalSince1970: 5)))
            for (number, note) in [(8, "Why: the end."), (2, nil), (5, nil)] {
                let movie = try await fixtures.movies.movie(withID: Movie.ID(String(number)))
                _ = try await store.add(
                    ListedFilm(movie, reference: Fixtures.film(number)), note: note, to: made.id, of: ana.id, at: Date()
                )
            }
            let before = try await fixtures.exports.export(of: ana.id)
            #expect(before.lists.first?.entries.count == 3)
            let archive = try await fixtures.exports.archive(of: ana.id)
            let plan = try await fixtures.imports.prepare(archive.bytes, named: archive.fileName)
            #expect(plan.unresolved.isEmpty && plan.refused.isEmpty)
            let outcome = try await fixtures.imports.apply(plan, for: bea.id)
            // Film 7's review alone is a watch of no day.
            #expect((outcome.watchesAdded, outcome.reviewsAdded, outcome.savedAdded) == (6, 2, 2))

            let after = try await fixtures.exports.export(of: bea.id)
            #expect(Content(after) == Content(before))

            let again = try await fixtures.imports.apply(
                try await fixtures.imports.prepare(archive.bytes, named: archive.fileName), for: bea.id)
            #expect((again.watchesAdded, again.reviewsAdded, again.savedAdded, again.alreadyThere) == (0, 0, 0, 6))
            #expect(
                (outcome.listsAdded, outcome.listFilmsAdded, again.listsAdded, again.listFilmsAdded) == (1, 3, 0, 0))
            #expect(Content(try await fixtures.exports.export(of: bea.id)) == Content(before))
        }
    }
}

/// An import stopped half way keeps the batches it wrote and says so; importing the file again adds the
/// rest. The Letterboxd CSVs of an export carry the text as written.
@Suite struct ImportCancellationTests {
    typealias Fixtures = TransferFixtures

    @Test func aCancelledImportKeepsWhatItWroteAndTheNextAddsTheRest() async throws {
        let store = InMemoryMemberStore()
        let fixtures = Fixtures(store: store)
        let ana = try await MemberFixtures.add("ana", to: store)
        var lines = "Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n"
        var day = try Fixtures.day("2010-01-01")
        for number in 0..<1_200 {
            lines += "2024-01-01,Film \(number % 8 + 1),\(1971 + number % 8),x,,,,\(day)\n"
            day = day.next
        }
        let plan = try await fixtures.imports.prepare(Data(lines.utf8), named: "diary.csv")
        #expect(plan.counts.watches == 1_200)
        let first = Task {
            try await fixtures.imports.apply(plan, for: ana.id) { progress in
                if progress.done >= ImportUseCase.batchSize { withUnsafeCurrentTask { $0?.cancel() } }
            }
        }
        let stopped = try await first.value
        #expect(stopped.wasCancelled && stopped.watchesAdded == ImportUseCase.batchSize)
        #expect(try await store.allWatches(of: ana.id).count == ImportUseCase.batchSize)
        let rest = try await fixtures.imports.apply(plan, for: ana.id)
        #expect(!rest.wasCancelled && rest.watchesAdded == 700 && rest.alreadyThere == 500)
    }

    /// Files meant for another service carry the text as written: Letterboxd keeps a spreadsheet's `'`
    /// guard as part of a review.
    @Test func theLetterboxdCSVCarriesTheTextAsWritten() async throws {
        let store = InMemoryMemberStore()
        let fixtures = Fixtures(store: store)
        let ana = try await MemberFixtures.add("ana", to: store)
        var draft = WatchDraft(
            day: try Fixtures.day("2024-03-12"), rating: 8, review: .init(text: "- the diner scene =HYPERLINK(\"x\")"))
        draft.tags = try Tag.list(["cinema", "-1"])
        _ = try await fixtures.diary.log(draft, of: Fixtures.film(1), by: ana.id)
        let archive = try await fixtures.exports.archive(of: ana.id)
        let files = try ZipFixture.files(archive.bytes)
        let csv = try #require(files["letterboxd-diary.csv"].map { String(decoding: $0, as: UTF8.self) })
        #expect(
            csv == """
                Title,Year,imdbID,WatchedDate,Rating10,Rewatch,Tags,Review\r
                Film 1,1971,tt1000001,2024-03-12,8,No,"cinema, -1","- the diner scene =HYPERLINK(""x"")"\r

                """)
        #expect(
            files.keys.sorted() == [
                "letterboxd-diary.csv", "letterboxd-watchlist.csv", "letterboxd/diary.csv",
                "letterboxd/likes/films.csv",
                "letterboxd/ratings.csv", "letterboxd/reviews.csv", "letterboxd/watched.csv",
                "letterboxd/watchlist.csv",
                "movies.json",
            ])
        // Letterboxd's own layout: half stars, the day logged, the watched day, the review on its watch.
        let reviews = try #require(files["letterboxd/reviews.csv"].map { String(decoding: $0, as: UTF8.self) })
        #expect(
            reviews.hasPrefix(
                "Date,Name,Year,Letterboxd URI,Rating,Rewatch,Review,Tags,Watched Date\r\n"
                    + "2030-03-17,Film 1,1971,,4,,\"- the diner scene =HYPERLINK(\"\"x\"\")\",\"cinema, -1\",2024-03-12\r\n"
            ))
    }

    @Test func aLikeKeepsItsDayThroughLetterboxdAndBackOut() async throws {
        let store = InMemoryMemberStore()
        let fixtures = Fixtures(store: store)
        let ana = try await MemberFixtures.add("ana", to: store)
        let zip = try ZipFixture.make([
            "letterboxd-ana/diary.csv": Data(
                "Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n2024-01-02,Film 1,1971,a,4,,,2024-01-01\n"
                    .utf8),
            "letterboxd-ana/likes/films.csv": Data(
                "Date,Name,Year,Letterboxd URI\n2024-05-06,Film 1,1971,a\n2023-02-03,Film 2,1972,b\n".utf8),
        ])
        _ = try await fixtures.imports.apply(try await fixtures.imports.prepare(zip, named: "l.zip"), for: ana.id)
        let watches = try await store.allWatches(of: ana.id)
        let liked = Dictionary(uniqueKeysWithValues: watches.map { ($0.film.reference, $0.liked) })
        let day = { (date: Date?) in date.map { CalendarDay($0, in: .gmt).description } }
        #expect(day(liked[Fixtures.film(1)] ?? nil) == "2024-05-06", "the like's day, not the diary row's")
        #expect(day(liked[Fixtures.film(2)] ?? nil) == "2023-02-03", "a like alone is a watch liked that day")
        let files = try ZipFixture.files(try await fixtures.exports.archive(of: ana.id).bytes)
        let likes = String(decoding: try #require(files["letterboxd/likes/films.csv"]), as: UTF8.self)
        #expect(likes.contains("2024-05-06,Film 1,1971") && likes.contains("2023-02-03,Film 2,1972"), "\(likes)")
    }

    @Test func theLetterboxdLayoutIsReadBackAsLetterboxdsExport() async throws {
        let store = InMemoryMemberStore()
        let fixtures = Fixtures(store: store)
        let (ana, bea) = (
            try await MemberFixtures.add("ana", to: store), try await MemberFixtures.add("bea", to: store)
        )
        var draft = WatchDraft(day: try Fixtures.day("2024-03-12"), rating: 7, review: .init(text: "Good."))
        draft.tags = try Tag.list(["cinema"])
        _ = try await fixtures.diary.log(draft, of: Fixtures.film(1), by: ana.id)
        _ = try await fixtures.diary.log(
            WatchDraft(day: try Fixtures.day("2025-01-01"), rating: 9), of: Fixtures.film(1), by: ana.id)
        try await store.save(MemberFixtures.saved(5, at: 1_700_000_000), poster: nil, for: ana.id)
        let files = try ZipFixture.files(try await fixtures.exports.archive(of: ana.id).bytes)
        let layout = Dictionary(
            uniqueKeysWithValues: files.filter { $0.key.hasPrefix("letterboxd/") }.map {
                (String($0.key.dropFirst("letterboxd/".count)), $0.value)
            })
        let plan = try await fixtures.imports.prepare(folder: layout, for: bea.id)
        #expect(plan.file.origin == .letterboxd && plan.refused.isEmpty)
        _ = try await fixtures.imports.apply(plan, for: bea.id)
        let watches = try await store.allWatches(of: bea.id)
        #expect(watches.map(\.details.rating) == [9, 7] && watches.last?.review?.text == "Good.")
        #expect(watches.last?.details.tags.map(\.text) == ["cinema"])
        #expect(try await store.savedFilms(among: [Fixtures.film(5)], for: bea.id) == [Fixtures.film(5)])
    }
}
