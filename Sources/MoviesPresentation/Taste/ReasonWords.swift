import MoviesDomain

/// How the reasons a film is recommended for are worded: For you says them to the member ("You rated
/// 4 films…"), tonight's pick of any member ("rated 4 films…").
struct ReasonWords {
    /// The words of `wording`, a saved film said as `saved`.
    init(_ wording: some ReasonWording, saved: String) {
        (person, genre, decade, country) = (wording.person, wording.genre, wording.decade, wording.country)
        (kindred, alike, wellLoved, self.saved) = (wording.kindred, wording.alike, wording.wellLoved, saved)
    }

    let person: @Sendable (_ credit: String, _ films: Int, _ rating: Int) -> String
    let genre: @Sendable (_ genre: String, _ films: Int) -> String
    let decade: @Sendable (_ decade: Int, _ films: Int) -> String
    let country: @Sendable (_ country: String, _ films: Int) -> String
    let kindred: @Sendable (_ members: Int) -> String
    let alike: @Sendable (_ title: String) -> String
    let wellLoved: @Sendable (_ genre: String?) -> String
    let saved: String
}

/// Strings that word the reasons a film is recommended for.
protocol ReasonWording {
    var person: @Sendable (_ credit: String, _ films: Int, _ rating: Int) -> String { get }
    var genre: @Sendable (_ genre: String, _ films: Int) -> String { get }
    var decade: @Sendable (_ decade: Int, _ films: Int) -> String { get }
    var country: @Sendable (_ country: String, _ films: Int) -> String { get }
    var kindred: @Sendable (_ members: Int) -> String { get }
    var alike: @Sendable (_ title: String) -> String { get }
    var wellLoved: @Sendable (_ genre: String?) -> String { get }
}

extension ForYouStrings: ReasonWording {}
extension PickStrings: ReasonWording {}

extension Strings {
    /// `reason` in these words, genres named in this language.
    func say(_ reason: RecommendationReason, _ words: ReasonWords) -> String {
        switch reason {
        case .person(let name, let role, let films, let rating):
            words.person(forYou.credited(name, role), films, rating)
        case .genre(let genre, let films): words.genre(discover.genreName(genre), films)
        case .decade(let decade, let films): words.decade(decade, films)
        case .country(let country, let films): words.country(country, films)
        case .kindred(let members): words.kindred(members)
        case .alike(let title): words.alike(title)
        case .wellLoved(let genre): words.wellLoved(genre.map(discover.genreName))
        case .saved: words.saved
        }
    }
}
