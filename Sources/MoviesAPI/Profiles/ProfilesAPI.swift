/// The JSON API of Profiles: its operations (`APIOperation+Profiles.swift`) and documents (`Schema+Profiles.swift`).
enum ProfilesAPI: FeatureAPI {
    static let operations: [APIOperation] = [.getProfile, .listFavourites, .addFavourite, .removeFavourite]

    static let schemas: KeyValuePairs<String, Schema> = ["Profile": .profile, "Favourites": .favourites]
}
