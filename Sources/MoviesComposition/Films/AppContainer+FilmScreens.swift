public import MoviesDomain
public import MoviesPresentation

extension AppContainer: FilmScreens {
    public func filmScreen(_ lookup: FilmLookup, member: User.ID?, strings: Strings) -> FilmViewModel {
        FilmViewModel(
            lookup, fetchMovieDetails: fetchMovieDetails, pages: filmPages, moreLikeThis: moreLikeThis,
            member: memberFilms(member),
            reviews: { [filmReviews] film in
                FilmReviewsViewModel(film: film, reviews: filmReviews, member: member, strings: strings)
            },
            strings: strings)
    }

    public func addFilmScreen(member: User.ID, strings: Strings) throws -> AddFilmViewModel {
        guard let addFilm else {
            throw ConfigurationError("films are not added here")
        }
        return AddFilmViewModel(films: addFilm, member: member, source: filmSource, strings: strings)
    }

    public func addedFilmsScreen(strings: Strings) throws -> AddedFilmsViewModel {
        guard let addedFilmsList else { throw ConfigurationError("run it where the database is") }
        return AddedFilmsViewModel(films: addedFilmsList, source: filmSource, strings: strings)
    }

    public func reviewsScreen(of film: FilmReference, member: User.ID?, strings: Strings) -> FilmReviewsViewModel {
        FilmReviewsViewModel(film: film, reviews: filmReviews, member: member, strings: strings)
    }

    public func shareScreen(strings: Strings) -> ShareViewModel {
        ShareViewModel(shared: filmsRoom.sharedFilms, strings: strings)
    }

    public func posters() -> PosterViewModel {
        PosterViewModel(fetchPosterImage: fetchPosterImage, savedFilms: savedFilms)
    }

    public var filmSource: FilmReference.Source { savedFilms.source }

    func memberFilms(_ member: User.ID?) -> MemberFilms {
        MemberFilms(savedFilms: savedFilms, diary: diary, member: member)
    }
}
