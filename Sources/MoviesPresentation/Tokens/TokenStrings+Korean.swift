extension TokenStrings {
    public static let korean = TokenStrings(
        invalidLabel: "토큰 이름은 1~60자이며 제어 문자나 보이지 않는 문자를 쓸 수 없습니다.",
        invalidExpiry: "토큰은 1~365일 뒤에 만료되거나 만료되지 않습니다.",
        tooMany: "토큰이 이미 20개 있습니다. 먼저 하나를 폐기하세요.",
        notFound: "그런 토큰이 없습니다.",
        invalidToken: "알 수 없거나 폐기되었거나 만료된 토큰입니다.",
        readOnly: "이 토큰은 읽기만 할 수 있습니다. 읽기와 쓰기가 되는 토큰을 만드세요.",
        heading: "액세스 토큰",
        intro: "토큰이 있으면 movies --server 같은 프로그램이 비밀번호 없이 나를 대신해 일합니다.",
        none: "토큰이 없습니다.",
        label: "이름",
        scope: "권한",
        read: "읽기",
        readWrite: "읽기와 쓰기",
        playsOnly: "재생 기록만",
        expiry: "만료",
        never: "없음",
        days: { "\($0)일 뒤" },
        make: "토큰 만들기",
        revoke: "폐기",
        made: { created, expires in "\(created)에 만듦" + (expires.map { " · \($0)에 만료" } ?? " · 만료 없음") },
        lastUsed: { date in date.map { "\($0)에 마지막 사용" } ?? "사용한 적 없음" },
        copyNow: "지금 복사하세요. 다시 보여 주지 않습니다.",
        revoked: { "“\($0)” 토큰을 폐기했습니다." }
    )
}
