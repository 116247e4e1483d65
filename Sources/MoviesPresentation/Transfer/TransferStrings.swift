public import MoviesDomain

/// The words of moving a member's data out (the export) and in (imports from other sites).
public struct TransferStrings: Sendable {
    /// Settings' section: "Your data".
    public let heading: String
    public let exportIntro: String
    public let exportButton: String
    public let importHeading: String
    public let importIntro: String
    public let importFile: String
    public let importRead: String
    /// The upload form's choice of how the file writes its days, where it cannot tell.
    public let importDates: String
    /// "Read from the file" for none, "Day first (31/12/2024)", "Month first (12/31/2024)".
    public let dayOrders: @Sendable (DayOrder?) -> String
    /// "Read 1,204 rows from Letterboxd: 1,180 films found, 3 to choose, 2 rows refused."
    public let readSummary:
        @Sendable (_ rows: Int, _ origin: String, _ found: Int, _ toChoose: Int, _ refused: Int) -> String
    /// "To add: 1,150 watches, 40 reviews, 61 saved films."
    public let toAdd: @Sendable (_ watches: Int, _ reviews: Int, _ saved: Int, _ completed: Int) -> String
    /// "And 1 list to make, 12 films to put in lists.": said after ``toAdd`` when the file has lists.
    public let listsToAdd: @Sendable (_ lists: Int, _ films: Int) -> String
    /// "And 12 watches to like, 2 favourite films to add.": said after ``toAdd`` when it will write likes.
    public let likesToAdd: @Sendable (_ likes: Int, _ favourites: Int) -> String
    public let chooseIntro: String
    /// Where a row is: "diary.csv, line 12".
    public let rowPlace: @Sendable (_ file: String, _ line: Int) -> String
    public let noFilmHere: String
    public let skip: String
    /// The search box of a row's film: "Search for it, or give its id".
    public let findFilm: String
    public let find: String
    public let confirm: String
    /// "Imported 4,500 of 10,000 watches".
    public let importing: @Sendable (_ done: Int, _ total: Int) -> String
    public let cancel: String
    public let cancelled: String
    /// "Added 1,150 watches, 40 reviews and 61 saved films (12 watches were there already)."
    public let added:
        @Sendable (_ watches: Int, _ reviews: Int, _ saved: Int, _ already: Int, _ completed: Int) -> String
    /// "2 rows were not imported:"
    public let refusedRows: @Sendable (_ count: Int) -> String
    public let importAnother: String
    /// "Made 2 lists, and put 40 films in lists."
    public let listsAdded: @Sendable (_ lists: Int, _ films: Int) -> String
    /// "Liked 12 watches, and added 2 favourite films."
    public let likesAdded: @Sendable (_ likes: Int, _ favourites: Int) -> String
    public let origins: @Sendable (_ origin: String) -> String
    /// Another import of the member's is reading or writing.
    public let importUnderWay: String
    /// This server is importing for as many members as it takes at once, with others waiting.
    public let importsBusy: String
    /// The member began as many imports as a day allows.
    public let importsPerDay: @Sendable (_ limit: Int) -> String
    /// A member's exports of the hour are spent: "Try again in 12 minutes."
    public let tooManyExports: @Sendable (_ minutes: Int) -> String
    /// A second file of the member's asked for while one is read or written.
    public let transferUnderWay: String
    /// The member's uploads an hour are spent.
    public let tooManyUploads: @Sendable (_ minutes: Int) -> String

    public init(
        heading: String, exportIntro: String, exportButton: String, importHeading: String, importIntro: String,
        importFile: String, importRead: String, importDates: String,
        dayOrders: @escaping @Sendable (DayOrder?) -> String,
        readSummary: @escaping @Sendable (Int, String, Int, Int, Int) -> String,
        toAdd: @escaping @Sendable (Int, Int, Int, Int) -> String,
        listsToAdd: @escaping @Sendable (Int, Int) -> String, likesToAdd: @escaping @Sendable (Int, Int) -> String,
        chooseIntro: String,
        rowPlace: @escaping @Sendable (String, Int) -> String, noFilmHere: String, skip: String, findFilm: String,
        find: String,
        confirm: String,
        importing: @escaping @Sendable (Int, Int) -> String, cancel: String, cancelled: String,
        added: @escaping @Sendable (Int, Int, Int, Int, Int) -> String,
        refusedRows: @escaping @Sendable (Int) -> String,
        importAnother: String, listsAdded: @escaping @Sendable (Int, Int) -> String,
        likesAdded: @escaping @Sendable (Int, Int) -> String,
        origins: @escaping @Sendable (String) -> String, importUnderWay: String, importsBusy: String,
        importsPerDay: @escaping @Sendable (Int) -> String, tooManyExports: @escaping @Sendable (Int) -> String,
        transferUnderWay: String, tooManyUploads: @escaping @Sendable (Int) -> String
    ) {
        self.transferUnderWay = transferUnderWay
        self.tooManyUploads = tooManyUploads
        self.heading = heading
        self.exportIntro = exportIntro
        self.exportButton = exportButton
        self.importHeading = importHeading
        self.importIntro = importIntro
        self.importFile = importFile
        self.importRead = importRead
        self.importDates = importDates
        self.dayOrders = dayOrders
        self.readSummary = readSummary
        self.toAdd = toAdd
        self.listsToAdd = listsToAdd
        self.likesToAdd = likesToAdd
        self.chooseIntro = chooseIntro
        self.rowPlace = rowPlace
        self.noFilmHere = noFilmHere
        self.skip = skip
        self.findFilm = findFilm
        self.find = find
        self.confirm = confirm
        self.importing = importing
        self.cancel = cancel
        self.cancelled = cancelled
        self.added = added
        self.refusedRows = refusedRows
        self.importAnother = importAnother
        self.listsAdded = listsAdded
        self.likesAdded = likesAdded
        self.origins = origins
        self.importUnderWay = importUnderWay
        self.importsBusy = importsBusy
        self.importsPerDay = importsPerDay
        self.tooManyExports = tooManyExports
    }
}

extension Strings {
    public var transfer: TransferStrings {
        switch language {
        case .english: .english
        case .spanish: .spanish
        case .korean: .korean
        }
    }
}
