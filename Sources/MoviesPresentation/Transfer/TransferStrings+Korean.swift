import MoviesDomain

extension TransferStrings {
    public static let korean = TransferStrings(
        heading: "내 데이터",
        exportIntro: "여기에 보관한 모든 것을 zip 하나로: movies.json(저장한 영화, 일기, 리뷰, 평점)과 Letterboxd에서 가져올 수 있는 CSV 파일.",
        exportButton: "내 데이터 내려받기",
        importHeading: "가져오기",
        importIntro:
            "기록을 가져오세요: Letterboxd 또는 Trakt 내보내기(설정 → Data의 zip), IMDb 평점 또는 watchlist CSV, Netflix 시청 기록(NetflixViewingHistory.csv), 이 사이트에서 내보낸 zip. 시리즈와 에피소드는 건너뛰며, 같은 것은 두 번 추가되지 않습니다.",
        importFile: "파일",
        importRead: "파일 읽기",
        importDates: "파일의 날짜",
        dayOrders: { order in
            switch order {
            case nil: "파일에서 읽기"
            case .dayFirst: "일이 먼저 (31/12/2024)"
            case .monthFirst: "월이 먼저 (12/31/2024)"
            }
        },
        readSummary: { rows, origin, found, toChoose, refused in
            "\(origin)에서 \(rows.grouped(","))행을 읽었습니다: 영화 \(found.grouped(","))편 찾음, \(toChoose.grouped(","))편 선택 필요, \(refused.grouped(","))행 거부."
        },
        toAdd: { watches, reviews, saved, completed in
            guard watches + reviews + saved + completed > 0 else { return "추가할 것이 없습니다: 다이어리에 모두 있습니다." }
            return "추가할 것: 관람 \(watches.grouped(","))건, 리뷰 \(reviews.grouped(","))건, 저장한 영화 \(saved.grouped(","))편"
                + (completed > 0 ? "; 날짜·평점·좋아요를 채울 관람 \(completed.grouped(","))건." : ".")
        },
        listsToAdd: { lists, films in "그리고 만들 목록 \(lists.grouped(","))개, 목록에 넣을 영화 \(films.grouped(","))편." },
        likesToAdd: { likes, favourites in
            "그리고 좋아요를 누를 관람 \(likes.grouped(","))건, 추가할 좋아하는 영화 \(favourites.grouped(","))편."
        },
        chooseIntro: "확실히 찾지 못한 영화입니다: 맞는 영화를 고르거나 건너뛰세요.",
        rowPlace: { file, line in line > 0 ? "\(file), \(line)행" : file },
        noFilmHere: "이 제목의 영화가 여기에 없습니다.",
        skip: "건너뛰기",
        findFilm: "검색하거나 ID를 입력하세요 (catalog:42198)",
        find: "검색",
        confirm: "가져오기",
        importing: { done, total in "관람 \(total.grouped(","))건 중 \(done.grouped(","))건 가져옴" },
        cancel: "가져오기 중지",
        cancelled: "중지됨: 기록된 것은 남습니다. 나머지를 추가하려면 파일을 다시 가져오세요.",
        added: { watches, reviews, saved, already, completed in
            "관람 \(watches.grouped(","))건, 리뷰 \(reviews.grouped(","))건, 저장한 영화 \(saved.grouped(","))편을 추가했습니다"
                + (completed > 0 ? "; 관람 \(completed.grouped(","))건을 채웠습니다" : "")
                + (already > 0 ? " (관람 \(already.grouped(","))건은 이미 있었습니다)." : ".")
        },
        refusedRows: { "\($0.grouped(","))행은 가져오지 않았습니다:" },
        importAnother: "다른 파일 가져오기",
        listsAdded: { lists, films in "목록 \(lists.grouped(","))개를 만들고 영화 \(films.grouped(","))편을 목록에 넣었습니다." },
        likesAdded: { likes, favourites in
            "관람 \(likes.grouped(","))건에 좋아요를 누르고 좋아하는 영화 \(favourites.grouped(","))편을 추가했습니다."
        },
        origins: { origin in
            switch origin {
            case "movies": "이 사이트의 내보내기"
            case "imdb": "IMDb"
            case "trakt": "Trakt"
            case "netflix": "Netflix"
            default: "Letterboxd"
            }
        },
        importUnderWay: "이미 가져오기가 진행 중입니다. 끝날 때까지 기다린 뒤 다시 시도하세요.",
        importsBusy: "서버가 다른 회원의 가져오기를 처리하고 있습니다. 잠시 후 다시 시도하세요.",
        importsPerDay: { "오늘 가져오기를 \($0)번 시작해 하루 한도에 이르렀습니다. 내일 다시 시도하세요." },
        tooManyExports: { "이번 시간에 데이터를 너무 많이 내보냈습니다. \($0)분 후 다시 시도하세요." },
        transferUnderWay: "회원님의 파일을 읽거나 만드는 중입니다. 끝날 때까지 기다린 뒤 다시 시도하세요.",
        tooManyUploads: { "이번 시간에 가져올 파일을 너무 많이 보냈습니다. \($0)분 후 다시 시도하세요." }
    )
}
