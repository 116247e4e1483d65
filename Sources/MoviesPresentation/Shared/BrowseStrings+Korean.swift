extension BrowseStrings {
    public static let korean = BrowseStrings(
        keysHeading: "키",
        move: "이동",
        open: "열기",
        back: "뒤로",
        search: "검색",
        save: "저장",
        help: "도움말",
        quit: "종료",
        editBox: "입력 지우기 · 단어 지우기",
        leaveBox: "입력창 나가기",
        suspend: "일시 중지 (fg로 재개)",
        nextTab: "검색 · 둘러보기 · 저장",
        retry: "다시 시도",
        review: "리뷰",
        remove: "삭제",
        undo: "실행 취소",
        pages: "페이지",
        role: "역할",
        scroll: "스크롤",
        typeToSearch: "제목을 입력하세요. 입력할 때마다 추천이 바뀌고, Enter를 누르면 모든 영화가 나옵니다.",
        enterForAll: "Enter: 모든 영화",
        tooSmall: { "터미널을 \($0)×\($1) 이상으로 키우세요." }
    )
}
