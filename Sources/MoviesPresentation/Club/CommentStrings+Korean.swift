extension CommentStrings {
    public static let korean = CommentStrings(
        onReview: { "\($0)님의 \($1) 리뷰에 달린 댓글" },
        onList: { "\($0)님의 리스트 \($1)에 달린 댓글" },
        count: { "댓글 \($0)개" },
        none: "아직 댓글이 없습니다.",
        write: "댓글",
        post: "댓글 달기",
        edit: "수정",
        save: "저장",
        delete: "삭제",
        edited: "수정됨",
        signInToComment: "댓글을 달려면 로그인하세요.",
        added: "댓글이 달렸습니다.",
        changed: "댓글이 수정되었습니다.",
        deleted: "댓글이 삭제되었습니다.",
        empty: "내용을 적어 주세요: 댓글은 1자에서 2,000자입니다.",
        tooLong: { "댓글은 최대 \($0)자입니다." },
        controlCharacter: "댓글에는 줄바꿈 외의 제어 문자를 쓸 수 없습니다.",
        invisibleCharacter: "댓글에는 보이지 않는 문자(폭 없는 문자, 채움 문자, 태그 문자)를 쓸 수 없습니다.",
        tooMany: { "지난 1분 동안 댓글을 \($0)개, 또는 하루 동안 \($1)개 달았습니다: 잠시 기다려 주세요." },
        notFound: "그런 리뷰, 리스트, 댓글이 없습니다.",
        notYours: "내 댓글이 아니어서 바꿀 수 없습니다.",
        blockedByYou: { "\($0)님을 차단했습니다: 댓글을 달려면 먼저 차단을 해제하세요." }
    )
}
