import MoviesDomain

extension Strings {
    public static let korean = Strings(
        language: .korean,
        appName: "영화",
        searchLabel: "영화 검색",
        searchPlaceholder: "제목으로 영화 검색",
        searchButton: "검색",
        recentSearches: "최근 검색어",
        suggestions: "추천",
        removeRecentSearch: { "최근 검색어에서 \u{201C}\($0)\u{201D} 삭제" },
        clearRecentSearches: "모두 지우기",
        menu: "메뉴",
        scrollRowBack: "목록 앞으로 이동",
        scrollRowForward: "목록 뒤로 이동",
        loading: "불러오는 중…",
        loadingMore: "영화를 더 불러오는 중…",
        loadMoreFailed: "영화를 더 불러오지 못했습니다.",
        nextPage: "다음 페이지",
        previousPage: "이전 페이지",
        pageOf: { "\($1)페이지 중 \($0)페이지" },
        cachedResults: { age in
            switch age {
            case .justNow: "방금 저장된 결과입니다."
            case .minutes(let count): "\(count)분 전에 저장된 결과입니다."
            case .hours(let count): "\(count)시간 전에 저장된 결과입니다."
            case .days(let count): "\(count)일 전에 저장된 결과입니다."
            }
        },
        tryAgain: "다시 시도",
        noResults: { "\u{201C}\($0)\u{201D}에 해당하는 영화가 없습니다." },
        catalogCoverage: "카탈로그에는 1940년부터 2014년까지 개봉한 영화 17,472편이 영어 제목으로 있습니다.",
        homeIntro: "기억나는 제목으로 영화를 찾고, 장르와 연대로 둘러보고, 본 영화를 일기로 남기세요.",
        skipToContent: "본문으로 건너뛰기",
        didYouMean: "혹시 {query}을(를) 찾으셨나요?",
        showingFilmsFor: "{query}(으)로 검색한 결과입니다.",
        resultsShown: { shown, total in "\(total.grouped(","))개 중 \(shown.grouped(","))개 표시" },
        resultsShownTemplate: "{total}개 중 {shown}개 표시",
        resultsRange: { first, last, total in
            "\(total.grouped(","))개 중 \(first.grouped(","))–\(last.grouped(","))번째 표시"
        },
        noRating: "평점 없음",
        ratingOutOfTen: { "평점 10점 만점에 \($0)점" },
        backToResults: "← 검색 결과로 돌아가기",
        posterAlt: { "\($0) 포스터" },
        toBeAnnounced: "미정",
        day: { year, month, day in "\(year)년 \(month)월 \(day)일" },
        minutes: { "\($0)분" },
        ratedBy: { raters, count in
            switch raters {
            case .critics: "평론가 · 리뷰 \(count)개"
            case .audience: "관객 · \(count)표"
            }
        },
        showAllCast: { "\($0)명 모두 보기" },
        castBestKnownFirst: "출연 (유명한 배우 순)",
        castWithoutBilling: "카탈로그에는 크레딧 순서가 없어 이 순서는 추정입니다. 주연이 단역보다 뒤에 나올 수 있습니다.",
        directedBy: { "감독: \($0)" },
        factLabel: { kind in
            switch kind {
            case .originalTitle: "원제"
            case .tagline: "태그라인"
            case .released: "개봉"
            case .runtime: "상영 시간"
            case .genres: "장르"
            case .rating: "평점"
            case .directors: "감독"
            case .writers: "각본"
            case .cast: "출연"
            case .countries: "국가"
            case .languages: "언어"
            case .certification: "등급"
            case .metascore: "메타스코어"
            case .awards: "수상"
            case .production: "제작사"
            case .boxOffice: "박스오피스"
            case .status: "상태"
            case .imdb: "IMDb"
            case .addedBy: "추가한 회원"
            }
        },
        oscars: { won, nominated in
            [
                won > 0 ? "아카데미상 \(won)개 부문 수상." : nil,
                nominated > 0 ? "아카데미상 \(nominated)개 부문 후보." : nil,
            ].compactMap { $0 }.joined(separator: " ")
        },
        queryEmpty: "검색할 제목을 입력하세요.",
        queryTooLong: { length, maximum in "검색어가 \(length)자입니다. 최대 \(maximum)자까지 입력할 수 있습니다." },
        pageNotANumber: { "페이지는 정수여야 합니다(입력값: \u{201C}\($0)\u{201D})." },
        pageNotPositive: { "\($0)페이지는 없습니다. 페이지는 1부터 시작합니다." },
        pageAboveMaximum: { _, maximum in "결과는 \(maximum)페이지까지만 볼 수 있습니다. 검색어를 더 자세히 입력해 보세요." },
        pageBeyondLast: { page, lastPage in
            lastPage == 0
                ? "\(page)페이지는 없습니다. 검색 결과가 없습니다."
                : "\(page)페이지는 없습니다. 마지막 페이지는 \(lastPage)입니다."
        },
        firstPage: "1페이지로 가기",
        addressMalformed: "올바르지 않은 주소입니다. 주소를 확인하거나 다시 검색해 보세요.",
        movieNotFound: "이 ID의 영화가 없습니다.",
        pageNotFound: "이 페이지는 존재하지 않습니다.",
        unavailable: "지금은 영화를 불러올 수 없습니다. 다시 시도해 주세요.",
        unexpected: "저희 쪽에서 문제가 생겼습니다. 다시 시도해 주세요.",
        languageLabel: "언어",
        catalogCredit: "영화 데이터: 위키데이터 기여자 (CC0 1.0)",
        tmdbCredit: "이 제품은 TMDB API를 사용하지만 TMDB의 보증이나 인증을 받지 않았습니다."
    )
}
