public import MoviesDomain

/// Which films of a screen the signed-in member saved, and how each is named for saving: what a Save /
/// Saved button needs; and which they watched and how they rated them, what a card marks. Nobody signed in
/// has saved or watched nothing.
public struct SavedMarks: Sendable {
    public let source: FilmReference.Source
    public private(set) var saved: Set<Movie.ID>
    /// The member's diary marks on the films they watched or rated.
    public private(set) var own: [Movie.ID: FilmMark] = [:]
    /// The films the store was asked about: a list that grows asks only about its new films.
    private(set) var asked: Set<Movie.ID>

    public init(source: FilmReference.Source, saved: Set<Movie.ID> = []) {
        self.source = source
        self.saved = saved
        asked = saved
    }

    /// These marks with the answer about `ids` added.
    func adding(
        _ answer: Set<Movie.ID>, about ids: [Movie.ID], own: [Movie.ID: FilmMark] = [:]
    ) -> SavedMarks {
        var marks = self
        marks.saved.formUnion(answer)
        marks.own.merge(own) { _, new in new }
        marks.asked.formUnion(ids)
        return marks
    }

    /// These marks with the film `id` saved or not, as a save or a removal just left it.
    func marking(_ id: Movie.ID, saved isSaved: Bool) -> SavedMarks {
        var marks = self
        if isSaved { marks.saved.insert(id) } else { marks.saved.remove(id) }
        marks.asked.insert(id)
        return marks
    }

    public func film(_ id: Movie.ID) -> FilmReference { FilmReference(source: source, movieID: id) }

    public func isSaved(_ id: Movie.ID) -> Bool { saved.contains(id) }

    /// Whether the member watched the film `id`, and their rating of it; nil when neither.
    public func mark(of id: Movie.ID) -> FilmMark? { own[id] }
}
