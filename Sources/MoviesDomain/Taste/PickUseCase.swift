/// Tonight's pick: for the member and 1 to 7 friends, films none of them has watched (and none set
/// aside), of the length, genres and decades asked, the film the least happy of them likely rates highest
/// first, each with each member's outlook. Saved films are welcome: whoever saved one wants to see it.
/// What of each friend's diary is read, and said, is ``Privacy``'s to decide (``TasteReach``): a private
/// diary is not read at all, unless its member lets it shape picks, and then nothing is said of them.
public struct PickUseCase: PickProviding {
    /// The most members a pick is for, the member among them.
    public static let maximumMembers = 8
    public static let count = 20

    private let diary: any DiaryRepository
    private let saved: any SavedFilmsRepository
    private let dismissed: any DismissedFilmsRepository
    private let recommendations: any RecommendationsRepository
    private let friends: Friends

    public init(
        diary: any DiaryRepository, saved: any SavedFilmsRepository, dismissed: any DismissedFilmsRepository,
        recommendations: any RecommendationsRepository, follows: any FollowsRepository, users: any MemberDirectory
    ) {
        self.diary = diary
        self.saved = saved
        self.dismissed = dismissed
        self.recommendations = recommendations
        friends = Friends(follows: follows, users: users)
    }

    /// The members the member may pick with: friends, by name.
    public func friends(of member: User.ID) async throws -> [User] {
        try await friends.all(of: member)
    }

    public func pick(
        for id: User.ID, with names: [String], filter: PickFilter = .any, limit: Int = Self.count
    ) async throws -> GroupPick {
        guard let member = try await friends.users.user(withID: id) else { throw AccountError.notFound }
        let others = try await companions(named: names, for: member)
        let members = [member] + others
        var reaches: [TasteReach] = [.named]
        for other in others {
            reaches.append(
                try await Privacy.between(id, other.id, follows: friends.follows, diary: diary, forTaste: true)
                    .tasteReach)
        }
        // Each member's diary, set-aside and saved films read at once: none of a diary out of reach.
        let read = try await withThrowingTaskGroup(of: (Int, MemberTaste, Set<FilmReference>).self) { group in
            for (place, one) in members.enumerated() where reaches[place] != .none {
                group.addTask { [diary, dismissed] in
                    async let films = diary.diaryFilms(of: one.id)
                    async let setAside = dismissed.dismissed(by: one.id)
                    async let wanted = savedFilms(of: one.id)
                    let diaryFilms = try await films
                    let taste = MemberTaste(ratings: diaryFilms.ratings, saved: try await wanted)
                    return (place, taste, diaryFilms.watched.union(try await setAside))
                }
            }
            return try await group.reduce(into: [:]) { $0[$1.0] = ($1.1, $1.2) }
        }
        let tastes = members.indices.map { read[$0]?.0 ?? MemberTaste(ratings: [:], saved: []) }
        let excluded = read.values.reduce(into: Set<FilmReference>()) { $0.formUnion($1.1) }
        let films = try await recommendations.pick(for: tastes, excluding: excluded, filter: filter, limit: limit)
        let said = films.map { film in
            GroupFilm(
                movie: film.movie,
                likely: zip(film.likely, reaches).map { likely, reach in reach == .named ? likely : nil })
        }
        return GroupPick(members: members, films: said, filter: filter)
    }

    private func savedFilms(of member: User.ID) async throws -> Set<FilmReference> {
        var films = Set<FilmReference>()
        var page = PageNumber.first
        while true {
            let saved = try await saved.savedFilms(for: member, page: page, pageSize: 500)
            films.formUnion(saved.items.map(\.film))
            guard films.count < saved.totalCount, !saved.items.isEmpty, let next = page.next else { return films }
            page = next
        }
    }

    /// The friends `names` name; the member's own name among them asks for nothing more.
    private func companions(named names: [String], for member: User) async throws -> [User] {
        guard let named = Friends.distinct(names) else { throw PickError.emptyName }
        let distinct = named.filter { $0.lowercased() != member.name.text.lowercased() }
        guard !distinct.isEmpty else { throw PickError.noCompanions }
        guard distinct.count < Self.maximumMembers else { throw PickError.tooMany(distinct.count + 1) }
        do {
            return try await friends.named(distinct, of: member.id)
        } catch let refusal as Friends.Refusal {
            switch refusal {
            case .empty: throw PickError.emptyName
            case .unknown(let name): throw PickError.unknownMember(name)
            case .yourself: throw PickError.noCompanions
            case .notFriends(let name): throw PickError.notFriends(name)
            }
        }
    }
}
