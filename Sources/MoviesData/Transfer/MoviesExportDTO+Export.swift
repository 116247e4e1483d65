import Foundation
import MoviesDomain

extension MoviesExportDTO {
    init(_ export: AccountExport) {
        var named: [FilmReference: Film] = [:]
        func film(_ reference: FilmReference, _ title: String, _ year: Int?) -> Film {
            if let known = named[reference] { return known }
            let film = Film(id: reference.description, title: title, year: year, imdbID: export.imdbIDs[reference])
            named[reference] = film
            return film
        }
        let watches = export.watches.map { watch in
            WatchDTO(
                id: watch.id.rawValue, film: film(watch.film.reference, watch.film.title, watch.film.year),
                day: watch.details.day?.description, rating: watch.details.rating, rewatch: watch.details.isRewatch,
                liked: watch.details.isLiked, logged: watch.logged, tags: watch.details.tags.map(\.text),
                likedAt: watch.liked, with: watch.companions.isEmpty ? nil : watch.companions,
                source: watch.source?.rawValue)
        }
        let reviews = export.reviews.map { review in
            ReviewDTO(
                watch: review.watch.rawValue, day: review.day?.description,
                film: film(review.film.reference, review.film.title, review.film.year), rating: review.content.rating,
                text: review.content.text, spoilers: review.content.hasSpoilers, written: review.written,
                edited: review.edited)
        }
        let saved = export.saved.map { saved in
            Saved(film: film(saved.film, saved.movie.title, saved.movie.releaseDate.year), saved: saved.savedAt)
        }
        let ratings = export.ratings.sorted { $0.key.description < $1.key.description }.map { reference, rating in
            Rating(film: film(reference, "", nil), rating: rating)
        }
        let lists = export.lists.map { exported in
            ListDTO(
                title: exported.list.details.title, description: exported.list.details.description,
                ranked: exported.list.details.isRanked, public: exported.list.details.isPublic,
                slug: exported.list.slug,
                created: exported.list.created,
                films: exported.entries.map { entry in
                    ListDTO.Entry(
                        film: film(entry.film.reference, entry.film.title, entry.film.year), position: entry.position,
                        note: entry.note)
                })
        }
        let member = export.member
        self.init(
            format: Self.format, version: Self.version, exported: export.exported,
            profile: Profile(
                name: member.name.description, givenName: member.fullName.given,
                familyName: member.fullName.family, joined: member.joined, diaryPublic: export.diaryIsPublic),
            saved: saved, watches: watches, reviews: reviews, ratings: ratings,
            tokens: export.tokens.map { token in
                Token(
                    label: token.label, scope: token.scope.rawValue, created: token.created, expires: token.expires,
                    lastUsed: token.lastUsed)
            }, lists: lists,
            favourites: export.favourites.map { film($0.reference, $0.title, $0.year) })
        let references = Dictionary(named.keys.map { ($0.movieID, $0) }) { first, _ in first }
        let added = export.addedFilms.compactMap { film in
            references[film.id].map { AddedFilmDTO(film, source: $0.source) }
        }
        addedFilms = added.isEmpty ? nil : added
        let comments = export.comments.map { comment in
            CommentDTO(
                id: comment.id.rawValue, on: comment.subject, kind: comment.kind.rawValue,
                text: comment.text.description, written: comment.written, edited: comment.edited)
        }
        self.comments = comments.isEmpty ? nil : comments
    }
}
