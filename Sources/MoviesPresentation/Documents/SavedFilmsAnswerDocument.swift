public import MoviesDomain

/// `/api/saved` answers, and `movies saved --json`: the page, and what the last change did.
public struct SavedFilmsAnswerDocument: Sendable, JSONDocument {
    public let saved: SavedFilmsDocument
    public let notice: String?
    /// What `POST /api/saved/undo` would take back: `{"saved": [id]}` or `{"removed": [ids]}`.
    public let undoable: SavedFilmsChange?
    /// What the undo just answered took back, in the same shape.
    public let undone: SavedFilmsChange?

    public init(state: SavedFilmsState) {
        saved = SavedFilmsDocument(state: state)
        notice = state.notice
        undoable = state.undoable
        undone = state.undone
    }

    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("saved", saved)
            json.member("notice", notice)
            Self.write(undoable, as: "undoable", to: &json)
            Self.write(undone, as: "undone", to: &json)
        }
    }

    private static func write(_ change: SavedFilmsChange?, as key: String, to json: inout JSONWriter) {
        switch change {
        case .saved(let film):
            json.key(key)
            json.object { $0.member("saved", [film.description]) }
        case .removed(let films):
            json.key(key)
            json.object { $0.member("removed", films.map(\.description)) }
        case nil:
            break
        }
    }
}
