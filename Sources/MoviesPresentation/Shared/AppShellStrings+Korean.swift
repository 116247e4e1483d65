extension AppShellStrings {
    static let korean = AppShellStrings(
        description: "영화를 찾고, 본 영화를 일기로 남기고, 클럽과 나누세요.",
        offlineTitle: "연결 없음",
        offlineText: "연결이 없어 이 페이지를 열 수 없습니다. 다시 연결되면 열립니다.",
        offlineHome: "첫 페이지로 가기",
        savedAgo: "연결이 없습니다. 이 페이지는 {ago} 이 휴대폰에 저장된 모습입니다.",
        waitingOne: "보낼 기록이 1개 있습니다.",
        waitingMany: "보낼 기록이 {n}개 있습니다.",
        waitingTitle: "보내기 대기 중",
        waitingText:
            "연결 없이 남긴 기록은 이 휴대폰에 보관했다가 연결되면 한 번만 보냅니다. 사이트가 거절한 기록은 이유와 함께 여기에 남아 고치거나 버릴 수 있습니다.",
        waitingNone: "보낼 기록이 없습니다.",
        waitingForSignal: "연결을 기다리는 중",
        refused: "기록되지 않음: {why}",
        signInToSend: "보내려면 로그인하세요.",
        sendNow: "지금 보내기",
        fix: "고치기",
        drop: "버리기")
}
