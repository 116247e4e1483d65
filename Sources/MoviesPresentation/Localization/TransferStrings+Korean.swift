extension TransferStrings {
    public static let korean = TransferStrings(
        heading: "내 데이터",
        exportIntro: "여기에 보관한 모든 것을 zip 하나로: movies.json(저장한 영화, 일기, 리뷰, 평점)과 Letterboxd에서 가져올 수 있는 CSV 파일.",
        exportButton: "내 데이터 내려받기"
    )
}
