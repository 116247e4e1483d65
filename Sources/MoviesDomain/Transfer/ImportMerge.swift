public import Foundation

/// The one rule by which an import's watches of a film meet the member's watches of it, whatever the order
/// of files and sources: nothing is counted twice, and nothing the diary has is changed or lost.
///
/// 1. A planned watch of a day is the diary's watch of that day.
/// 2. A planned watch of no day that a file states (a diary row of no day) is the diary's watch of no day.
/// 3. A planned watch of a day left over is the diary's watch of no day left over (which takes the day):
///    a rating or a "watched" imported before the diary said when.
/// 4. A watch only inferred (from a rating, a watched row, a like, or a review of no day) is the film's
///    latest watch in the diary, when it has any.
/// 5. Anything left over is added.
///
/// Before any of these, a planned watch the diary would refuse (a day before the film came out, a rating or
/// tags no watch may have) is refused, and meets nothing: the run and its preview refuse the same rows.
///
/// A planned watch that is one of the diary's gives it only what it lacks: a day, a rating, a like, tags, a
/// review. When it lacks nothing, the watch was there already.
public enum ImportMerge {
    public enum Step: Sendable, Equatable {
        case add(ImportPlan.PlannedWatch)
        /// The diary's watch takes what it lacks: `details` when they change, `review` when it has none.
        /// `liked`: when the like the step may give was made, where the file says.
        case complete(Watch, details: WatchDetails?, review: ImportPlan.PlannedReview?, liked: Date?)
        case there(Watch)
        /// Refused, with why: the diary would not keep it.
        case refused(ImportPlan.PlannedWatch, reason: String)
    }

    /// What to do with the planned watches of one film (which came out in `filmYear`, where it is known)
    /// beside the diary's watches of it (newest first).
    public static func steps(
        for planned: [ImportPlan.PlannedWatch], beside diary: [Watch], filmYear: Int?
    ) -> [Step] {
        var free = diary
        var steps: [Step] = []
        var left: [ImportPlan.PlannedWatch] = []
        func take(_ watch: ImportPlan.PlannedWatch, where matches: (Watch) -> Bool) -> Bool {
            guard let index = free.lastIndex(where: matches) else { return false }
            steps.append(step(watch, onto: free.remove(at: index)))
            return true
        }
        let ordered = planned.sorted(by: ImportUseCase.isEarlier)
        for watch in ordered {
            if let reason = refusal(of: watch, filmYear: filmYear) {
                steps.append(.refused(watch, reason: reason))
                continue
            }
            let day = watch.day
            if day != nil || !watch.isInferred, take(watch, where: { $0.details.day == day }) { continue }
            left.append(watch)
        }
        var rest: [ImportPlan.PlannedWatch] = []
        for watch in left {
            if watch.day != nil, take(watch, where: { $0.details.day == nil }) { continue }
            if watch.isInferred, let latest = diary.first {
                steps.append(step(watch, onto: latest))
                continue
            }
            rest.append(watch)
        }
        return steps + rest.map(Step.add)
    }

    /// Why the diary would not keep `watch` of a film of `filmYear`, if it would not.
    static func refusal(of watch: ImportPlan.PlannedWatch, filmYear: Int?) -> String? {
        if let day = watch.day, let filmYear, day.year < filmYear { return "\(day) is before the film came out" }
        do {
            _ = try WatchDetails(
                day: watch.day, rating: watch.rating, isRewatch: false, isLiked: watch.isLiked, tags: watch.tags)
        } catch {
            return error.description
        }
        return nil
    }

    private static func step(_ planned: ImportPlan.PlannedWatch, onto watch: Watch) -> Step {
        let kept = watch.details
        let details = WatchDetails(
            storedDay: kept.day ?? planned.day, rating: kept.rating ?? planned.rating, isRewatch: kept.isRewatch,
            isLiked: kept.isLiked || planned.isLiked, tags: kept.tags.joined(with: planned.tags))
        let changed = details == kept ? nil : details
        // A review needs its watch's rating: the one kept, or the one the file gives.
        let review = watch.isReviewed || (details ?? kept).rating == nil ? nil : planned.review
        guard changed != nil || review != nil else { return .there(watch) }
        return .complete(watch, details: changed, review: review, liked: planned.likedAt)
    }
}

extension ImportMerge.Step {
    /// What the step writes: a watch added, a watch completed, a review, a like.
    var counts: (added: Int, completed: Int, reviews: Int, likes: Int) {
        switch self {
        case .add(let watch): (1, 0, watch.review == nil ? 0 : 1, watch.isLiked ? 1 : 0)
        case .complete(let watch, let details, let review, _):
            (
                0, details == nil ? 0 : 1, review == nil ? 0 : 1,
                details?.isLiked == true && !watch.details.isLiked ? 1 : 0
            )
        case .there, .refused: (0, 0, 0, 0)
        }
    }
}
