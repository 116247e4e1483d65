/// The JSON API of Plays: its operations (`APIOperation+Plays.swift`) and documents (`Schema+Plays.swift`).
enum PlaysAPI: FeatureAPI {
    static let operations: [APIOperation] = [
        .receiveJellyfinPlay, .receivePlexPlay, .receiveEmbyPlay, .receivePlay, .getPlays, .makePlayToken,
        .choosePlayFilm,
    ]

    static let schemas: KeyValuePairs<String, Schema> = [
        "Play": .play, "PlayReceipt": .playReceipt, "Plays": .plays, "PlayToken": .playToken,
    ]
}
