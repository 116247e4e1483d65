public import Foundation

/// How long ago something happened, in the unit people would say it in.
public enum Age: Equatable, Sendable {
    case justNow
    case minutes(Int)
    case hours(Int)
    case days(Int)

    public init(since date: Date, now: Date = Date()) {
        let seconds = max(0, Int(now.timeIntervalSince(date)))
        switch seconds {
        case ..<60: self = .justNow
        case ..<3600: self = .minutes(seconds / 60)
        case ..<86400: self = .hours(seconds / 3600)
        default: self = .days(seconds / 86400)
        }
    }
}
