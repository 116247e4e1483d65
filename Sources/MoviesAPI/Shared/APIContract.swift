/// The JSON API: every feature's operations and documents. The web app routes these operations, the
/// client calls them, and `openapi.json` is printed from them (``document``).
public enum APIContract {
    /// Each feature with a part of the API, one line each.
    static var features: [any FeatureAPI.Type] {
        [
            SearchAPI.self,
            FilmsAPI.self,
            DiscoverAPI.self,
            AccountsAPI.self,
            TokensAPI.self,
            SavedAPI.self,
            ReviewsAPI.self,
            DiaryAPI.self,
            TransferAPI.self,
            ListsAPI.self,
            ProfilesAPI.self,
            ClubAPI.self,
            NotificationsAPI.self,
            PlaysAPI.self,
            TasteAPI.self,
        ]
    }

    /// Every operation, feature by feature.
    public static let operations: [APIOperation] = features.flatMap { $0.operations }

    /// Every named document, feature by feature, after the error that every failure carries.
    public static let schemas: [(name: String, schema: Schema)] =
        [("Error", .error)] + features.flatMap { feature in feature.schemas.map { ($0.key, $0.value) } }
}
