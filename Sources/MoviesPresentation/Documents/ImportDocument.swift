public import MoviesDomain

/// An import as `POST /api/imports` answers it: what the file held, what was found and how, what it added
/// (absent for a dry run), the rows refused, and the films left to choose, each with its candidates and
/// the key a client sends back in `choices`.
public struct ImportDocument: JSONDocument {
    public let plan: ImportPlan
    public let outcome: ImportOutcome?

    public init(plan: ImportPlan, outcome: ImportOutcome?) {
        self.plan = plan
        self.outcome = outcome
    }

    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("origin", plan.file.origin.rawValue)
            json.member("rows", plan.rowCount)
            let by = plan.matchedBy
            json.object("found") { json in
                json.member("byID", by[.id] ?? 0)
                json.member("byTitle", by[.title] ?? 0)
                json.member("forgiving", by[.forgiving] ?? 0)
                json.member("yearApart", by[.nearYear] ?? 0)
                json.member("chosen", by[.chosen] ?? 0)
            }
            let counts = plan.counts
            json.object("toAdd") { json in
                json.member("watches", counts.watches)
                json.member("reviews", counts.reviews)
                json.member("saved", counts.saved)
                // The diary's watches that will get a day, a rating or a like they lack.
                json.member("completed", counts.completed)
            }
            if let outcome {
                json.object("added") { json in
                    json.member("watches", outcome.watchesAdded)
                    json.member("reviews", outcome.reviewsAdded)
                    json.member("saved", outcome.savedAdded)
                    json.member("alreadyThere", outcome.alreadyThere)
                    json.member("completed", outcome.watchesCompleted)
                    json.member("lists", outcome.listsAdded)
                    json.member("listFilms", outcome.listFilmsAdded)
                }
            }
            json.objects("refused", outcome?.refused ?? plan.refused) { json, refusal in
                json.member("file", refusal.place.file)
                json.member("line", refusal.place.line)
                json.member("reason", refusal.reason)
            }
            json.objects("unresolved", plan.unresolved) { json, row in
                json.member("film", row.hint.description)
                json.member("title", row.hint.title)
                json.member("year", row.hint.year)
                json.objects("places", row.places) { json, place in
                    json.member("file", place.file)
                    json.member("line", place.line)
                }
                json.objects("candidates", row.candidates) { json, film in
                    json.member("id", film.reference.description)
                    json.member("title", film.title)
                    json.member("year", film.year)
                }
            }
            json.member("notes", plan.file.notes)
        }
    }
}
