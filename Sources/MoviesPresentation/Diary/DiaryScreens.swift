public import MoviesDomain

/// The screens of a diary: the member's, the form that logs or edits a watch, statistics, and public diaries.
public protocol DiaryScreens: Sendable {
    /// The member's diary.
    func diaryScreen(member: User.ID, strings: Strings) -> DiaryViewModel
    /// The form that logs or edits a watch.
    func watchFormScreen(member: User.ID, strings: Strings) -> WatchFormViewModel
    /// The member's statistics, for all time or a year.
    func statisticsScreen(member: User.ID, strings: Strings) -> StatisticsViewModel
    /// The diary of the member called `name`, when `viewer` may read it (404 otherwise, the same as no
    /// member).
    func publicDiaryScreen(named name: String, viewer: User.ID?, strings: Strings) -> DiaryViewModel
    func publicStatisticsScreen(named name: String, viewer: User.ID?, strings: Strings) -> StatisticsViewModel
}
