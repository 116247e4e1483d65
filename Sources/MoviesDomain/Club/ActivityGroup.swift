/// Activities of one member, of one kind, one after another in the feed: "ana watched 3 films". A film
/// added to a list groups with the others added to the same list.
public struct ActivityGroup: Sendable, Equatable {
    public let activities: [Activity]

    public init(activities: [Activity]) {
        self.activities = activities
    }

    public var actor: User { activities[0].actor }
    public var kind: Activity.Kind { activities[0].kind }
    public var list: Activity.ListNamed? { activities[0].list }

    /// Whether `activity` comes next in this group.
    func takes(_ activity: Activity) -> Bool {
        activity.actor.id == actor.id && activity.kind == kind && activity.list?.id == list?.id
            && kind != .listed
    }

    /// Consecutive activities grouped, in their order.
    static func grouping(_ activities: [Activity]) -> [ActivityGroup] {
        var groups: [ActivityGroup] = []
        for activity in activities {
            if let last = groups.last, last.takes(activity) {
                groups[groups.count - 1] = ActivityGroup(activities: last.activities + [activity])
            } else {
                groups.append(ActivityGroup(activities: [activity]))
            }
        }
        return groups
    }
}
