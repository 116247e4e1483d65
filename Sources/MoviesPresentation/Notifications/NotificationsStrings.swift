public import MoviesDomain

/// The words of notifications: the header's link, the page, and each notice.
public struct NotificationsStrings: Sendable {
    /// "Notifications", the page's heading and the header's link.
    public let heading: String
    /// The header link's words for a screen reader: "3 unread".
    public let unreadCount: @Sendable (String) -> String
    public let followed: @Sendable (_ who: String) -> String
    public let commentedOnReview: @Sendable (_ who: String, _ film: String) -> String
    public let commentedOnList: @Sendable (_ who: String, _ list: String) -> String
    public let liked: @Sendable (_ who: String, _ film: String) -> String
    public let named: @Sendable (_ who: String, _ film: String) -> String
    /// When there are none.
    public let none: String
    /// The mark of one since they were last read.
    public let unread: String

    /// "ana followed you", "ana commented on your review of Heat".
    public func text(of notice: Notice) -> String {
        let (who, title) = (notice.actorName.text, notice.subject?.title ?? "")
        switch notice.kind {
        case .followed: return followed(who)
        case .commented:
            return notice.subject?.kind == .list ? commentedOnList(who, title) : commentedOnReview(who, title)
        case .liked: return liked(who, title)
        case .named: return named(who, title)
        }
    }
}

extension Strings {
    public var notifications: NotificationsStrings {
        switch language {
        case .english:
            NotificationsStrings(
                heading: "Notifications", unreadCount: { "\($0) unread" }, followed: { "\($0) followed you" },
                commentedOnReview: { "\($0) commented on your review of \($1)" },
                commentedOnList: { "\($0) commented on your list \($1)" },
                liked: { "\($0) liked your review of \($1)" }, named: { "\($0) named you on their watch of \($1)" },
                none:
                    "Nothing yet. When someone follows you, comments on or likes your reviews and lists, or names you on a watch, it shows here.",
                unread: "New")
        case .spanish:
            NotificationsStrings(
                heading: "Notificaciones", unreadCount: { "\($0) sin leer" }, followed: { "\($0) empezó a seguirte" },
                commentedOnReview: { "\($0) comentó tu reseña de \($1)" },
                commentedOnList: { "\($0) comentó tu lista \($1)" },
                liked: { "A \($0) le gustó tu reseña de \($1)" },
                named: { "\($0) te nombró al ver \($1)" },
                none:
                    "Nada aún. Cuando alguien te siga, comente o le guste una reseña o lista tuya, o te nombre al ver una película, lo verás aquí.",
                unread: "Nuevo")
        case .korean:
            NotificationsStrings(
                heading: "알림", unreadCount: { "읽지 않은 알림 \($0)개" }, followed: { "\($0) 님이 나를 팔로우했어요" },
                commentedOnReview: { "\($0) 님이 내 \($1) 리뷰에 댓글을 남겼어요" },
                commentedOnList: { "\($0) 님이 내 리스트 \($1)에 댓글을 남겼어요" },
                liked: { "\($0) 님이 내 \($1) 리뷰를 좋아해요" },
                named: { "\($0) 님이 함께 본 영화에 나를 적었어요: \($1)" },
                none: "아직 알림이 없어요. 누군가 나를 팔로우하거나, 내 리뷰와 리스트에 댓글이나 좋아요를 남기거나, 함께 본 영화에 나를 적으면 여기에 보여요.",
                unread: "새 알림")
        }
    }
}
