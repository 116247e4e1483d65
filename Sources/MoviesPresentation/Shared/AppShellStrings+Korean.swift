extension AppShellStrings {
    static let korean = AppShellStrings(
        description: "영화를 찾고, 본 영화를 일기로 남기고, 클럽과 나누세요.",
        offlineTitle: "연결 없음",
        offlineText: "연결이 없어 이 페이지를 열 수 없습니다. 다시 연결되면 열립니다.",
        offlineHome: "첫 페이지로 가기")
}
