extension AddFilmStrings {
    static let english = AddFilmStrings(
        heading: "Add a film",
        intro: "For a film the catalog lacks. Once added it is a film like any other: found by search, logged, "
            + "listed and reviewed, by every member.",
        notHere: { "Not here? Add “\($0)”" },
        title: "Title", year: "Year", originalTitle: "Original title", directors: "Directors", cast: "Cast",
        namesHint: "Names separated by commas.", runtime: "Runtime (minutes)", genres: "Genres", country: "Country",
        language: "Original language", imdb: "IMDb id", tmdb: "TMDB id", letterboxd: "Letterboxd address",
        optional: "Optional", add: "Add the film", lookalikes: "Films like it are here already. Is it one of these?",
        addAnyway: "None of these: add it", addFromImport: "Add it as a new film",
        addAllFromImport: {
            $0 == 1 ? "Add the film left as new, and import" : "Add the \($0) films left as new, and import"
        },
        correctHeading: "Correct the film", correct: "Correct it", saveCorrection: "Save the correction")
}
