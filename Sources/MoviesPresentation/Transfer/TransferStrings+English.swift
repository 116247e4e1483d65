import MoviesDomain

extension TransferStrings {
    public static let english = TransferStrings(
        heading: "Your data",
        exportIntro:
            "Everything you keep here in one zip: movies.json (saved films, diary, reviews, ratings) and CSV files Letterboxd can import.",
        exportButton: "Download my data",
        importHeading: "Import",
        importIntro:
            "Bring your history: Letterboxd’s or Trakt’s export (the zip from its Settings → Data), IMDb’s ratings or watchlist CSV, Netflix’s viewing activity (NetflixViewingHistory.csv), or a zip this site exported. Shows and episodes are skipped; nothing is added twice.",
        importFile: "File",
        importRead: "Read the file",
        importDates: "Dates in the file",
        dayOrders: { order in
            switch order {
            case nil: "Read from the file"
            case .dayFirst: "Day first (31/12/2024)"
            case .monthFirst: "Month first (12/31/2024)"
            }
        },
        readSummary: { rows, origin, found, toChoose, refused in
            "Read \(count(rows, "row")) from \(origin): \(count(found, "film")) found, \(toChoose.grouped(",")) to choose, \(count(refused, "row")) refused."
        },
        toAdd: { watches, reviews, saved, completed in
            guard watches + reviews + saved + completed > 0 else { return "Nothing to add: your diary has all of it." }
            let completing =
                "\(count(completed, "watch", "watches")) of your diary to complete with a day, rating or like"
            guard watches + reviews + saved > 0 else { return "Nothing new to add; \(completing)." }
            return
                "To add: \(count(watches, "watch", "watches")), \(count(reviews, "review")), \(count(saved, "saved film"))"
                + (completed > 0 ? "; \(completing)." : ".")
        },
        listsToAdd: { lists, films in "And \(count(lists, "list")) to make, \(count(films, "film")) to put in lists." },
        likesToAdd: { likes, favourites in
            "And \(count(likes, "watch", "watches")) to like, \(count(favourites, "favourite film")) to add."
        },
        chooseIntro: "These films were not found for sure: choose the one meant, or skip it.",
        rowPlace: { file, line in line > 0 ? "\(file), line \(line)" : file },
        noFilmHere: "No film of that title here.",
        skip: "Skip",
        findFilm: "Search for it, or give its id (catalog:42198)",
        find: "Search",
        confirm: "Import",
        importing: { done, total in "Imported \(done.grouped(",")) of \(total.grouped(",")) watches" },
        cancel: "Stop the import",
        cancelled: "Stopped: what was written stays. Import the file again to add the rest.",
        added: { watches, reviews, saved, already, completed in
            "Added \(count(watches, "watch", "watches")), \(count(reviews, "review")) and \(count(saved, "saved film"))"
                + (completed > 0 ? "; completed \(count(completed, "watch", "watches"))" : "")
                + (already > 0 ? " (\(count(already, "watch", "watches")) there already)." : ".")
        },
        refusedRows: { $0 == 1 ? "1 row was not imported:" : "\($0.grouped(",")) rows were not imported:" },
        importAnother: "Import another file",
        listsAdded: { lists, films in "Made \(count(lists, "list")), and put \(count(films, "film")) in lists." },
        likesAdded: { likes, favourites in
            "Liked \(count(likes, "watch", "watches")), and added \(count(favourites, "favourite film"))."
        },
        origins: { origin in
            switch origin {
            case "movies": "this site’s export"
            case "imdb": "IMDb"
            case "trakt": "Trakt"
            case "netflix": "Netflix"
            default: "Letterboxd"
            }
        },
        importUnderWay: "An import of yours is under way: wait for it to finish, then try again.",
        importsBusy: "The server is busy with other members’ imports: try again in a minute.",
        importsPerDay: { "You have begun \($0) imports today, as many as a day allows: try again tomorrow." },
        tooManyExports: {
            "You have exported your data many times this hour: try again in \($0 == 1 ? "a minute" : "\($0) minutes")."
        },
        transferUnderWay: "A file of yours is being read or made: wait for it, then try again.",
        tooManyUploads: {
            "You have sent many files to import this hour: try again in \($0 == 1 ? "a minute" : "\($0) minutes")."
        }
    )
}

/// "1 row", "2 rows", "1,204 watches".
private func count(_ number: Int, _ one: String, _ many: String? = nil) -> String {
    number == 1 ? "1 \(one)" : "\(number.grouped(",")) \(many ?? one + "s")"
}
