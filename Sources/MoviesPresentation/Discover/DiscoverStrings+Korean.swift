import MoviesDomain

extension DiscoverStrings {
    public static let korean = DiscoverStrings(
        browse: "둘러보기", genre: "장르", everyGenre: "고른 장르를 모두 가진 영화",
        clearFilters: "필터 지우기", skipToFilms: "영화 목록으로 건너뛰기",
        narrowToSeeMore: "목록은 여기까지입니다. 나머지를 보려면 장르, 연대, 제목 단어로 좁혀 보세요.", anyGenre: "모든 장르", decade: "연대",
        anyDecade: "모든 연대",
        fromYear: "시작 연도", toYear: "끝 연도", minimumRating: "최소 평점", anyRating: "모든 평점",
        sortBy: "정렬", showFilms: "영화 보기",
        sortName: { sort in
            switch sort {
            case .popularity: "인기순"
            case .rating: "평점순"
            case .date: "최신순"
            case .title: "제목순"
            case .members: "회원 평점순"
            case .watched: "올해 많이 본 순"
            }
        },
        genreName: { genre in
            switch genre {
            case .action: "액션"
            case .adventure: "모험"
            case .animation: "애니메이션"
            case .biography: "전기"
            case .comedy: "코미디"
            case .crime: "범죄"
            case .documentary: "다큐멘터리"
            case .drama: "드라마"
            case .family: "가족"
            case .fantasy: "판타지"
            case .history: "역사"
            case .horror: "공포"
            case .music: "음악"
            case .musical: "뮤지컬"
            case .mystery: "미스터리"
            case .romance: "로맨스"
            case .scienceFiction: "SF"
            case .sport: "스포츠"
            case .thriller: "스릴러"
            case .tvMovie: "TV 영화"
            case .war: "전쟁"
            case .western: "서부"
            }
        },
        decadeName: { "\($0)년대" },
        highestRated: "평점 높은 영화", mostPopular: "인기 영화", seeAll: "모두 보기",
        noMatches: "이 조건에 맞는 영화가 없습니다.",
        filmCount: { "영화 \($0.grouped(","))편" },
        people: "인물",
        films: "영화",
        knownFor: "대표작",
        allFilms: "전체 작품",
        roleName: { role in
            switch role {
            case .director: "감독"
            case .writer: "각본"
            case .cast: "출연"
            }
        },
        roleCount: { role, count in
            switch role {
            case .director: "감독 작품 \(count)편"
            case .writer: "각본 작품 \(count)편"
            case .cast: "출연 작품 \(count)편"
            }
        },
        asCharacter: { "\($0) 역" },
        unknownRole: { "\u{201C}\($0)\u{201D}라는 역할은 없습니다. director, writer, cast 중에서 고르세요." },
        filmsByRole: "역할별 작품",
        moreLikeThis: "비슷한 영화", series: "시리즈", thisFilm: "이 영화",
        personNotFound: "그런 인물은 여기에 없습니다.",
        filterError: { error in
            switch error {
            case .unknownGenre(let name): "‘\(name)’라는 장르는 없습니다."
            case .unknownSort(let name): "‘\(name)’가 아니라 인기, 평점, 날짜, 제목, 회원 평점, 올해 많이 본 순 중 하나로 정렬하세요."
            case .unknownDecade(let text): "‘\(text)’는 연대가 아닙니다 (예: 1970s)."
            case .yearOutOfRange(_, let year): "\(year)년은 영화가 나온 해가 아닙니다."
            case .reversedYears(let from, let to): "연도가 거꾸로입니다: \(from)부터 \(to)까지."
            case .ratingOutOfRange: "최소 평점은 0에서 10 사이입니다."
            case .notANumber(_, let text): "‘\(text)’는 숫자가 아닙니다."
            }
        })
}
