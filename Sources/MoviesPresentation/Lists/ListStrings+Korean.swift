extension ListStrings {
    public static let korean = ListStrings(
        lists: "목록",
        noLists: "아직 목록이 없습니다.",
        films: { "영화 \($0.grouped(","))편" },
        publicList: "공개",
        privateList: "비공개",
        ranked: "순위",
        created: { "“\($0)” 목록을 만들었습니다." },
        edited: { "“\($0)” 목록을 저장했습니다." },
        deleted: { "“\($0)” 목록을 삭제했습니다." },
        restored: { "“\($0)” 목록을 되살렸습니다." },
        nothingToUndo: "되살릴 삭제된 목록이 없습니다.",
        added: { film, list, position in "“\(film)”을(를) “\(list)”에 추가했습니다 (\(position.grouped(","))번)." },
        moved: { film, position in "“\(film)”을(를) \(position.grouped(","))번으로 옮겼습니다." },
        removed: { film, list in "“\(film)”을(를) “\(list)”에서 뺐습니다." },
        noteSet: { "“\($0)”이(가) 여기 있는 이유를 적었습니다." },
        emptyList: "이 목록에는 아직 영화가 없습니다.",
        watched: { watched, count in "이 목록의 영화 \(count.grouped(","))편 중 \(watched.grouped(","))편을 봤습니다." },
        page: ListPageStrings(
            listsOf: { "\($0)의 목록" }, by: { "\($0)의 목록" }, newList: "새 목록", title: "제목",
            description: "설명", rankedLabel: "순위: 순서가 곧 순위입니다", publicLabel: "공개: 누구나 읽을 수 있습니다",
            make: "목록 만들기", save: "저장", edit: "목록 바꾸기", addFilm: "영화 추가", film: "영화",
            filmHint: "영화 주소에 있는 id: 17738 또는 catalog:17738.", note: "여기 있는 이유 (선택)", add: "추가",
            moveUp: { "“\($0)” 위로" }, moveDown: { "“\($0)” 아래로" }, remove: { "“\($0)” 빼기" },
            delete: "목록 삭제", undo: "되돌리기")
    )
}
