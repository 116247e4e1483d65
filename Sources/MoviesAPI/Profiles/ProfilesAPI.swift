/// Profiles's part of the JSON API: its operations (`Operation+Profiles.swift`) and documents (`Schema+Profiles.swift`).
enum ProfilesAPI: FeatureAPI {
    static let operations: [Operation] = [.getProfile, .listFavourites, .addFavourite, .removeFavourite]

    static let schemas: KeyValuePairs<String, Schema> = ["Profile": .profile, "Favourites": .favourites]
}
