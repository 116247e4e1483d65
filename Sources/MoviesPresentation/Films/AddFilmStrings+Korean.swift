extension AddFilmStrings {
    static let korean = AddFilmStrings(
        heading: "영화 추가",
        intro: "카탈로그에 없는 영화를 위한 곳입니다. 추가하면 다른 영화와 똑같이 검색되고, 누구나 기록하고 목록에 넣고 리뷰할 수 있습니다.",
        notHere: { "찾는 영화가 없나요? “\($0)” 추가하기" },
        title: "제목", year: "연도", originalTitle: "원제", directors: "감독", cast: "출연",
        namesHint: "이름은 쉼표로 구분합니다.", runtime: "상영 시간(분)", genres: "장르", country: "국가",
        language: "원어", imdb: "IMDb ID", tmdb: "TMDB ID", letterboxd: "Letterboxd 주소",
        optional: "선택", add: "영화 추가", lookalikes: "비슷한 영화가 이미 있습니다. 이 중 하나인가요?",
        addAnyway: "모두 아님: 추가하기", addFromImport: "새 영화로 추가하기",
        addAllFromImport: { "남은 영화 \($0)편을 새로 추가하고 가져오기" },
        correctHeading: "영화 정보 고치기", correct: "고치기", saveCorrection: "고친 내용 저장")
}
