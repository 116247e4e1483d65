public import MoviesDomain

/// The words of plays a media server posts: where a watch was recorded, and the plays' pages.
public struct PlaysStrings: Sendable {
    /// "Jellyfin", "Plex", "Emby", "a player", "Trakt", "Netflix".
    public let sourceName: @Sendable (WatchSource) -> String
    /// "from Jellyfin", beside a watch.
    public let from: @Sendable (_ source: String) -> String
    public let heading: String
    /// What the section is for, above the addresses.
    public let intro: String
    public let makeToken: String
    /// Beside a new token's addresses: they hold the token, shown this once.
    public let copyNow: String
    public let none: String
    public let noFilm: String
    /// "Logged on 2024-03-01" and the others: what was made of a play.
    public let logged: @Sendable (_ day: String) -> String
    public let alreadyLogged: @Sendable (_ day: String) -> String
    public let waiting: String
    public let skipped: @Sendable (_ reason: String) -> String
    public let refused: @Sendable (_ reason: String) -> String
    public let choose: String
    public let skip: String

    /// What was made of a play, in words.
    public func fate(_ fate: Play.Fate, _ day: String) -> String {
        switch fate {
        case .logged: logged(day)
        case .alreadyLogged: alreadyLogged(day)
        case .waiting: waiting
        case .skipped(let reason): skipped(reason)
        case .refused(let reason): refused(reason)
        }
    }

    /// "from Jellyfin" for a watch recorded there.
    public func from(_ source: WatchSource) -> String { from(sourceName(source)) }
}

extension Strings {
    public var plays: PlaysStrings {
        switch language {
        case .english:
            PlaysStrings(
                sourceName: { $0 == .player ? "a player" : Self.brand($0) }, from: { "from \($0)" },
                heading: "Plays from your media servers",
                intro:
                    "Jellyfin, Plex, Emby and Kodi can log the films you watch by themselves: make a play token, and paste each address into its server’s webhooks. A film played to its end is a watch on its day; one the server names unclearly waits here for you to choose.",
                makeToken: "Make a play token",
                copyNow: "Copy these addresses now: they hold the token, and are shown only this once.",
                none: "No plays yet.", noFilm: "a play that named no film",
                logged: { "Logged on \($0)" }, alreadyLogged: { "In your diary on \($0) already" },
                waiting: "Waiting for you to choose its film", skipped: { "Skipped: \($0)" },
                refused: { "Refused: \($0)" }, choose: "Log it as this film", skip: "Skip it")
        case .spanish:
            PlaysStrings(
                sourceName: { $0 == .player ? "un reproductor" : Self.brand($0) }, from: { "desde \($0)" },
                heading: "Reproducciones de tus servidores",
                intro:
                    "Jellyfin, Plex, Emby y Kodi pueden anotar solos las películas que ves: crea un token de reproducciones y pega cada dirección en los webhooks de su servidor. Una película vista hasta el final es una visionada en su día; la que el servidor nombra sin claridad espera aquí a que elijas.",
                makeToken: "Crear un token de reproducciones",
                copyNow: "Copia estas direcciones ahora: llevan el token y solo se muestran esta vez.",
                none: "Aún no hay reproducciones.", noFilm: "una reproducción sin película",
                logged: { "Anotada el \($0)" }, alreadyLogged: { "Ya estaba en tu diario el \($0)" },
                waiting: "Espera a que elijas su película", skipped: { "Omitida: \($0)" },
                refused: { "Rechazada: \($0)" }, choose: "Anotarla como esta película", skip: "Omitirla")
        case .korean:
            PlaysStrings(
                sourceName: { $0 == .player ? "플레이어" : Self.brand($0) }, from: { "\($0)에서" },
                heading: "미디어 서버의 재생 기록",
                intro:
                    "Jellyfin, Plex, Emby, Kodi가 본 영화를 알아서 기록할 수 있어요. 재생 토큰을 만들고 각 주소를 서버의 웹훅에 붙여 넣으세요. 끝까지 재생한 영화는 그날의 관람으로 기록되고, 서버가 분명하게 알려 주지 않은 영화는 여기서 고를 때까지 기다려요.",
                makeToken: "재생 토큰 만들기",
                copyNow: "이 주소들을 지금 복사하세요. 토큰이 들어 있고 이번 한 번만 보여요.",
                none: "아직 재생 기록이 없어요.", noFilm: "영화를 알려 주지 않은 재생",
                logged: { "\($0)에 기록함" }, alreadyLogged: { "\($0)에 이미 일기에 있음" },
                waiting: "영화를 고르기를 기다리는 중", skipped: { "건너뜀: \($0)" },
                refused: { "거절됨: \($0)" }, choose: "이 영화로 기록하기", skip: "건너뛰기")
        }
    }

    /// A service's own name, the same in every language.
    private static func brand(_ source: WatchSource) -> String {
        switch source {
        case .jellyfin: "Jellyfin"
        case .plex: "Plex"
        case .emby: "Emby"
        case .player: "Kodi"
        case .trakt: "Trakt"
        case .netflix: "Netflix"
        }
    }
}
