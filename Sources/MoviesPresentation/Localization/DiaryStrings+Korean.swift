extension DiaryStrings {
    public static let korean = DiaryStrings(
        diary: "다이어리",
        log: "기록",
        logWatch: "본 영화 기록하기",
        watchedOn: "본 날",
        dateUnknown: "날짜 모름",
        rating: "평점",
        noRating: "평점 없음",
        rewatch: "다시 봄",
        liked: "좋아요",
        reviewed: "리뷰 있음",
        review: "리뷰",
        spoilers: "줄거리를 밝힘",
        keepSaved: "저장한 영화에 남겨 두기",
        edit: "수정",
        delete: "삭제",
        emptyDiary: "다이어리가 비어 있습니다. 영화 페이지에서 기록하세요.",
        month: { year, month in "\(year)년 \(month)월" },
        shortDay: { month, day in "\(month)월 \(day)일" },
        logged: { title, unsaved in
            "\u{201C}\(title)\u{201D}을(를) 기록했습니다." + (unsaved ? " 저장한 영화에서 뺐습니다." : "")
        },
        changed: { "\u{201C}\($0)\u{201D} 기록을 바꿨습니다." },
        deleted: { "\u{201C}\($0)\u{201D} 기록을 삭제했습니다." },
        watchDeleted: "기록을 삭제했습니다.",
        undo: "실행 취소",
        filter: "거르기",
        year: "해",
        takeOffSaved: "저장한 영화에서 빼기",
        timesWatched: { times, lastDay in
            let count = "\(times)번 봄"
            return lastDay.map { "\(count), 마지막 \($0)" } ?? count
        },
        yourRating: { "내 평점 \($0)/10" },
        anyYear: "모든 해",
        anyRating: "모든 평점",
        rewatchesOnly: "다시 본 영화",
        firstWatchesOnly: "처음 본 영화",
        notADay: { "\u{201C}\($0)\u{201D}은(는) 날짜가 아닙니다. 2025-03-12처럼 쓰세요." },
        dayInTheFuture: "아직 오지 않은 날입니다.",
        dayBeforeRelease: { "영화가 나오기 전 날입니다 (\($0)년)." },
        reviewWithoutRating: "리뷰에는 평점이 필요합니다.",
        watchNotFound: "다이어리에 그런 기록이 없습니다."
    )
}
