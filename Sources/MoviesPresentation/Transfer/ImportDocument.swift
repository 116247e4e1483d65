import Foundation
public import MoviesDomain

/// An import as `POST /api/imports` answers it: what the file held, what was found and how, what it added
/// (absent for a dry run and while it is written), the rows refused, and the films left to choose, each
/// with its candidates and the key a client sends back in `choices`. An import written in the background
/// (``ImportJob``) says where it is: its id, state and progress.
public struct ImportDocument: JSONDocument {
    public let summary: ImportSummary
    public let outcome: ImportOutcome?
    public let job: ImportJob?

    public init(plan: ImportPlan, outcome: ImportOutcome?) {
        (summary, self.outcome, job) = (plan.summary, outcome, nil)
    }

    public init(job: ImportJob) {
        (summary, outcome, self.job) = (job.summary, job.outcome, job)
    }

    public func write(to json: inout JSONWriter) {
        json.object { json in
            if let job { write(job, to: &json) }
            json.member("origin", summary.origin.rawValue)
            json.member("rows", summary.rowCount)
            let by = summary.matchedBy
            json.object("found") { json in
                json.member("byID", by[.id] ?? 0)
                json.member("byTitle", by[.title] ?? 0)
                json.member("forgiving", by[.forgiving] ?? 0)
                json.member("yearApart", by[.nearYear] ?? 0)
                json.member("chosen", by[.chosen] ?? 0)
            }
            let counts = summary.toAdd
            json.object("toAdd") { json in
                json.member("watches", counts.watches)
                json.member("reviews", counts.reviews)
                json.member("saved", counts.saved)
                // The diary's watches that will get a day, a rating or a like they lack.
                json.member("completed", counts.completed)
                json.member("lists", summary.listsToAdd.lists)
                json.member("listFilms", summary.listsToAdd.films)
                json.member("likes", summary.likesToAdd.likes)
                json.member("favourites", summary.likesToAdd.favourites)
                json.member("films", summary.newFilms.map(\.description))
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
                    json.member("likes", outcome.likesAdded)
                    json.member("favourites", outcome.favouritesAdded)
                }
            }
            json.objects("refused", outcome?.refused ?? summary.refused) { json, refusal in
                json.member("file", refusal.place.file)
                json.member("line", refusal.place.line)
                json.member("reason", refusal.reason)
            }
            json.objects("unresolved", summary.unresolved) { json, row in
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
            json.member("notes", summary.notes)
        }
    }

    /// Where a background import is: `running` (and how far), `done`, `stopped` or `failed` (and why).
    private func write(_ job: ImportJob, to json: inout JSONWriter) {
        json.member("id", job.id.rawValue)
        json.member("state", job.state.rawValue)
        json.member("file", job.fileName)
        json.object("progress") { json in
            json.member("done", job.progress.done)
            json.member("total", job.progress.total)
        }
        json.member("started", job.started.formatted(.iso8601))
        json.member("updated", job.updated.formatted(.iso8601))
        json.member("resumed", job.resumed)
        json.member("stopAsked", job.isStopAsked)
        if let failure = job.failure { json.member("failure", failure) }
    }
}
