import Hummingbird
import MoviesDomain

extension Parameters {
    /// The film a `/movies/{id}` address names, as `42198` or `catalog:42198` (percent-encoded or not):
    /// the number of one of `source`'s films, or words that name none.
    func movieID(of source: FilmReference.Source) -> Movie.ID {
        source.movieID(named: decodedID)
    }
}
