import Foundation
public import MoviesDomain

/// A member's notifications: the count the header shows, and the pages (`/notifications`, `movies
/// notifications`, the terminal app's tab) whose reading marks them read.
public actor NotificationsViewModel {
    private let member: User.ID
    private let notifications: NotificationsUseCase
    public let strings: Strings
    public private(set) var state = NotificationsState() {
        didSet { observers.send(state) }
    }
    private var observers = StateObservers<NotificationsState>()

    public init(member: User.ID, notifications: NotificationsUseCase, strings: Strings = .english) {
        self.member = member
        self.notifications = notifications
        self.strings = strings
    }

    /// The screen's states, its current one first.
    public func states() -> AsyncStream<NotificationsState> {
        observers.add(current: state)
    }

    public func didCount() async {
        var next = NotificationsState()
        do {
            next.unread = try await notifications.unreadCount(for: member)
            next.badge = Self.badge(next.unread)
        } catch {
            next.failure = ScreenFailure(error, strings: strings)
        }
        state = next
    }

    /// A page of notices, newest first; with `markingRead` (a reader's page), none is unread after.
    public func didLoad(page: PageNumber = .first, markingRead: Bool = true) async {
        var next = NotificationsState()
        next.heading = strings.notifications.heading
        next.emptyText = strings.notifications.none
        do {
            let found = try await notifications.page(page, for: member, markingRead: markingRead)
            next.unread = found.unread
            next.rows = found.notices.items.map(row)
            let notices = found.notices
            (next.page, next.totalPages, next.totalCount) = (notices.page, notices.totalPages, notices.totalCount)
        } catch {
            next.failure = ScreenFailure(error, strings: strings)
        }
        state = next
    }

    public func didMarkRead() async {
        var next = NotificationsState()
        do { try await notifications.markRead(by: member) } catch {
            next.failure = ScreenFailure(error, strings: strings)
        }
        state = next
    }

    private func row(_ notice: Notice) -> NotificationsState.Row {
        NotificationsState.Row(
            notice: notice, text: strings.notifications.text(of: notice),
            dateText: ReviewItemViewModel.dayText(notice.time, strings: strings))
    }

    static func badge(_ unread: Int) -> String? {
        unread == 0 ? nil : unread >= NotificationsUseCase.cap ? "\(NotificationsUseCase.cap)+" : String(unread)
    }
}
