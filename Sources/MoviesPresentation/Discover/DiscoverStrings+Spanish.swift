import MoviesDomain

extension DiscoverStrings {
    public static let spanish = DiscoverStrings(
        browse: "Explorar", genre: "Género", everyGenre: "películas con todos los géneros marcados",
        clearFilters: "Quitar filtros", skipToFilms: "Saltar a las películas",
        narrowToSeeMore:
            "Una lista llega hasta aquí: acótala (un género, una década, palabras del título) para ver el resto.",
        anyGenre: "Cualquier género", decade: "Década",
        anyDecade: "Cualquier década", fromYear: "Desde", toYear: "Hasta", minimumRating: "Valoración mínima",
        anyRating: "Cualquier valoración", sortBy: "Ordenar por", showFilms: "Ver películas",
        sortName: { sort in
            switch sort {
            case .popularity: "Más populares"
            case .rating: "Mejor valoradas"
            case .date: "Más recientes"
            case .title: "Título"
            case .members: "Mejor valoradas por los miembros"
            case .watched: "Más vistas este año"
            }
        },
        genreName: { genre in
            switch genre {
            case .action: "Acción"
            case .adventure: "Aventura"
            case .animation: "Animación"
            case .biography: "Biografía"
            case .comedy: "Comedia"
            case .crime: "Crimen"
            case .documentary: "Documental"
            case .drama: "Drama"
            case .family: "Familia"
            case .fantasy: "Fantasía"
            case .history: "Historia"
            case .horror: "Terror"
            case .music: "Música"
            case .musical: "Musical"
            case .mystery: "Misterio"
            case .romance: "Romance"
            case .scienceFiction: "Ciencia ficción"
            case .sport: "Deporte"
            case .thriller: "Suspense"
            case .tvMovie: "Película de TV"
            case .war: "Bélica"
            case .western: "Wéstern"
            }
        },
        decadeName: { "Los años \($0 >= 2000 ? $0 : $0 % 100)" },
        highestRated: "Mejor valoradas", mostPopular: "Más populares", seeAll: "Ver todas",
        noMatches: "Ninguna película cumple estos filtros.",
        filmCount: {
            $0 == 1 ? "1 película" : "\($0.grouped(".")) películas"
        },
        people: "Personas", films: "Películas",
        knownFor: "Lo más conocido",
        allFilms: "Todas sus películas",
        roleName: { role in
            switch role {
            case .director: "Dirección"
            case .writer: "Guion"
            case .cast: "Reparto"
            }
        },
        roleCount: { role, count in
            let films = count == 1 ? "1 película" : "\(count) películas"
            return switch role {
            case .director: "Dirigió \(films)"
            case .writer: "Escribió \(films)"
            case .cast: "Actuó en \(films)"
            }
        },
        asCharacter: { "como \($0)" },
        unknownRole: { "No existe el papel «\($0)»: elija director, writer o cast." },
        filmsByRole: "Películas por papel",
        moreLikeThis: "Más como esta", series: "En esta serie", thisFilm: "Esta película",
        personNotFound: "Esa persona no está aquí.",
        filterError: { error in
            switch error {
            case .unknownGenre(let name): "Aquí no hay ningún género «\(name)»."
            case .unknownSort(let name):
                "Ordena por popularidad, valoración, fecha, título, miembros o vistas, no «\(name)»."
            case .unknownDecade(let text): "«\(text)» no es una década (prueba 1970s)."
            case .yearOutOfRange(_, let year): "\(year) no es un año de películas."
            case .reversedYears(let from, let to): "Los años van al revés: desde \(from) hasta \(to)."
            case .ratingOutOfRange: "La valoración mínima va de 0 a 10."
            case .notANumber(_, let text): "«\(text)» no es un número."
            }
        })
}
