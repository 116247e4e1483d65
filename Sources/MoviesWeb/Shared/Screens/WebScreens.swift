public import MoviesPresentation

/// Everything the web front end is given: its screens and its services. The composition root supplies it;
/// the web knows no concrete type.
public typealias WebScreens =
    SearchScreens & FilmScreens & DiscoverScreens & SavedScreens & DiaryScreens & ProfileScreens & AccountScreens
    & TokenScreens & TransferScreens & ListScreens & ClubScreens & NotificationsScreens & PlaysScreens
    & TasteScreens
    & WebServices
