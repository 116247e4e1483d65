public import MoviesDomain
public import MoviesPresentation

extension AppContainer: DiaryScreens {
    public func diaryScreen(member: User.ID, strings: Strings) -> DiaryViewModel {
        DiaryViewModel(diary: diary, member: member, strings: strings)
    }

    public func watchFormScreen(member: User.ID, strings: Strings) -> WatchFormViewModel {
        WatchFormViewModel(watches: watchWriting, member: member, strings: strings)
    }

    public func statisticsScreen(member: User.ID, strings: Strings) -> StatisticsViewModel {
        StatisticsViewModel(diary: diary, member: member, strings: strings)
    }

    public func publicDiaryScreen(named name: String, viewer: User.ID?, strings: Strings) -> DiaryViewModel {
        DiaryViewModel(diary: diary, owner: .publicOf(name: name, viewer: viewer), strings: strings)
    }

    public func publicStatisticsScreen(named name: String, viewer: User.ID?, strings: Strings) -> StatisticsViewModel {
        StatisticsViewModel(diary: diary, owner: .publicOf(name: name, viewer: viewer), strings: strings)
    }
}
