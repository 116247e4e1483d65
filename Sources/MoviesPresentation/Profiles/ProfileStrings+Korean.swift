extension ProfileStrings {
    public static let korean = ProfileStrings(
        favourites: "좋아하는 영화",
        noFavourites: "영화 페이지의 “좋아하는 영화에 추가”로 네 편까지 고를 수 있습니다.",
        films: { _ in "편" },
        thisYear: "올해",
        reviews: { _ in "리뷰" },
        lists: { _ in "목록" },
        recentlyWatched: "최근 본 영화",
        ratings: "평점",
        average: { average, count in "평균 \(average)/10 · 평가한 영화 \(count.grouped(","))편" },
        addFavourite: "좋아하는 영화에 추가",
        removeFavourite: "좋아하는 영화에서 빼기",
        added: { "“\($0)”을(를) 좋아하는 영화에 넣었습니다." },
        removed: { "“\($0)”을(를) 좋아하는 영화에서 뺐습니다." },
        isFavourite: { position, count in "좋아하는 영화 \(count)편 중 \(position)번째" }
    )
}
