import Foundation
public import MoviesDomain

/// The `Play` document, and the documents that carry plays.
public struct PlayDocument: JSONDocument {
    let play: Play

    public init(play: Play) {
        self.play = play
    }

    public func write(to json: inout JSONWriter) {
        Self.write(play, to: &json)
    }

    static func write(_ play: Play, to json: inout JSONWriter) {
        json.object { json in
            json.member("id", play.id.rawValue)
            json.member("source", play.source.rawValue)
            json.member("received", play.received.formatted(.iso8601))
            json.member("day", play.day.description)
            if let film = play.film {
                json.key("film")
                json.object { json in
                    json.member("title", film.title)
                    json.member("year", film.year)
                    json.member("imdb", film.imdbID)
                    json.member("tmdb", film.tmdbID)
                }
            }
            json.member("matched", play.matched?.description)
            json.member("rating", play.rating)
            switch play.fate {
            case .logged(let watch):
                json.member("fate", "logged")
                json.member("watch", watch.rawValue)
            case .alreadyLogged(let watch):
                json.member("fate", "alreadyLogged")
                json.member("watch", watch.rawValue)
            case .waiting(let candidates):
                json.member("fate", "waiting")
                json.key("candidates")
                json.array(candidates) { json, candidate in
                    json.object { json in
                        json.member("film", candidate.reference.description)
                        json.member("title", candidate.title)
                        json.member("year", candidate.year)
                    }
                }
            case .skipped(let reason):
                json.member("fate", "skipped")
                json.member("reason", reason)
            case .refused(let reason):
                json.member("fate", "refused")
                json.member("reason", reason)
            }
        }
    }
}

public struct PlaysDocument: JSONDocument {
    let plays: [Play]

    public init(plays: [Play]) {
        self.plays = plays
    }

    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.key("plays")
            json.array(plays) { json, play in PlayDocument.write(play, to: &json) }
        }
    }
}

/// What a media server's post was made: the play and whether it is new, or an event not kept.
public struct PlayReceiptDocument: JSONDocument {
    let received: (play: Play, isNew: Bool)?

    public init(received: (play: Play, isNew: Bool)?) {
        self.received = received
    }

    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("new", received?.isNew ?? false)
            if let received {
                json.key("play")
                PlayDocument.write(received.play, to: &json)
            } else {
                json.member("ignored", "not the end of a film's play: nothing is kept")
            }
        }
    }
}

public struct PlayTokenDocument: JSONDocument {
    let token: String
    let addresses: PlayAddresses

    public init(token: String, addresses: PlayAddresses) {
        self.token = token
        self.addresses = addresses
    }

    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("token", token)
            json.key("addresses")
            json.object { json in
                for (server, address) in addresses.all { json.member(server, address) }
            }
        }
    }
}

/// The addresses alone, by server: `{"jellyfin": …, "plex": …, "emby": …, "json": …}`.
public struct PlayAddressesDocument: JSONDocument {
    let addresses: PlayAddresses

    public init(_ addresses: PlayAddresses) {
        self.addresses = addresses
    }

    public func write(to json: inout JSONWriter) {
        json.object { json in
            for (server, address) in addresses.all { json.member(server, address) }
        }
    }
}
