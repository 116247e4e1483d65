/// The words of what is new: the header's link, the page, and each comment under one's things.
public struct NewsStrings: Sendable {
    /// "What's new", the page's heading and the header's link.
    public let heading: String
    /// The header link's words for a screen reader: "3 new".
    public let newCount: @Sendable (String) -> String
    /// "ana on your review of Heat", "ana on your list Best of the 70s".
    public let onReview: @Sendable (_ author: String, _ film: String) -> String
    public let onList: @Sendable (_ author: String, _ list: String) -> String
    /// Over the comments, and when there are none.
    public let comments: String
    public let noComments: String
    /// The mark of a comment since one last looked.
    public let new: String
}

extension Strings {
    public var news: NewsStrings {
        switch language {
        case .english:
            NewsStrings(
                heading: "What’s new", newCount: { "\($0) new" }, onReview: { "\($0) on your review of \($1)" },
                onList: { "\($0) on your list \($1)" }, comments: "Comments on your reviews and lists",
                noComments: "Nobody has commented on your reviews and lists yet.", new: "New")
        case .spanish:
            NewsStrings(
                heading: "Novedades", newCount: { "\($0) nuevas" }, onReview: { "\($0) en tu reseña de \($1)" },
                onList: { "\($0) en tu lista \($1)" }, comments: "Comentarios a tus reseñas y listas",
                noComments: "Nadie ha comentado aún tus reseñas y listas.", new: "Nuevo")
        case .korean:
            NewsStrings(
                heading: "새 소식", newCount: { "새 소식 \($0)개" }, onReview: { "\($0) 님이 \($1) 리뷰에" },
                onList: { "\($0) 님이 \($1) 리스트에" }, comments: "내 리뷰와 리스트의 댓글",
                noComments: "아직 내 리뷰와 리스트에 댓글이 없어요.", new: "새 글")
        }
    }
}
