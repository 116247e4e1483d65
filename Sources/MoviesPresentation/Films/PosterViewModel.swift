public import MoviesDomain

/// A poster at the width a screen lays it out, or the copy kept with a saved film: the image, or why
/// there is none.
public actor PosterViewModel {
    private let fetchPosterImage: FetchPosterImageUseCase
    private let savedFilms: SavedFilmsUseCase
    public private(set) var image: PosterImage?
    public private(set) var failure: ScreenFailure?

    public init(fetchPosterImage: FetchPosterImageUseCase, savedFilms: SavedFilmsUseCase) {
        self.fetchPosterImage = fetchPosterImage
        self.savedFilms = savedFilms
    }

    /// The source films are named by here, to tell a saved film of this source from one of another.
    public nonisolated var source: FilmReference.Source { savedFilms.source }

    /// Fetches the poster at `path` for a display `width` in pixels.
    public func didLayOut(path: String, width: Int) async {
        do {
            (image, failure) = (try await fetchPosterImage.execute(path: path, width: width), nil)
        } catch {
            (image, failure) = (nil, ScreenFailure(error, strings: .english))
        }
    }

    /// The poster kept with a film `member` saved; none (and no failure) for a film saved without one, one
    /// they have not saved, or nobody signed in.
    public func didLoadSaved(of film: FilmReference, member: User.ID?) async {
        do {
            var kept: PosterImage?
            if let member { kept = try await savedFilms.savedPoster(of: film, for: member) }
            (image, failure) = (kept, nil)
        } catch {
            (image, failure) = (nil, ScreenFailure(error, strings: .english))
        }
    }
}
