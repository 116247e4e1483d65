public import MoviesPresentation

/// The screens of what members do, as the member pages and their JSON are given them: saved films, a
/// film's reviews, the diary, a member's page, and the posters kept with saved films.
public typealias MemberScreens = SavedScreens & SearchScreens & FilmScreens & ProfileScreens & DiaryScreens
