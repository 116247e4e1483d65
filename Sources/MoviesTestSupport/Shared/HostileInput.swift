import Foundation

/// Random and hostile values for every input surface, from a seed so a failure can be replayed
/// (`FUZZ_SEED=… swift test --filter Fuzz`).
public struct HostileInput: Sendable {
    private var random: SplitMix64

    public init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// Text as people and attackers type it: scripts, right-to-left, combining marks, emoji, control
    /// characters, quotes and search-engine operators, now and then a megabyte of it.
    public mutating func text() -> String {
        switch random.next(below: 100) {
        case 0: return String(repeating: pick(["a", "é", "🎬", "\u{202E}", "\""]), count: 1 << 20)
        case 1..<5: return String(repeating: pick(["a", "é ", "🎬"]), count: 2000 + random.next(below: 3000))
        case 5..<15: return pick(Self.operators)
        case 15..<20: return ""
        default:
            let length = random.next(below: 40)
            return String(String.UnicodeScalarView((0..<length).map { _ in scalar() }))
        }
    }

    /// A number as a query string might carry it.
    public mutating func number() -> String {
        pick([
            "0", "-1", "1", "2", "500", "501", "-0", "+3", "1.5", "1e3", "0x10", "abc", "", " 1", "NaN",
            "99999999999999999999", "9223372036854775807", "-9223372036854775808", "٣",
            String(random.next(below: 5000)),
        ])
    }

    /// A query-string component: usually encoded properly, sometimes encoded badly on purpose.
    public mutating func component(_ text: String) -> String {
        switch random.next(below: 8) {
        case 0: return pick(["%", "%G1", "%FF%FE", "%00", "%C3%28", "%E2%82", "%%%", "%2"])
        case 1:
            return text.addingPercentEncoding(withAllowedCharacters: .alphanumerics)?.replacingOccurrences(
                of: "%20", with: "+") ?? ""
        default: return text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        }
    }

    public mutating func pick<T>(_ values: [T]) -> T {
        values[random.next(below: values.count)]
    }

    private mutating func scalar() -> Unicode.Scalar {
        let ranges: [ClosedRange<UInt32>] = [
            0x00...0x1F, 0x20...0x7E, 0x80...0x24F, 0x300...0x36F, 0x590...0x6FF, 0x200B...0x202E,
            0xAC00...0xD7A3, 0x1F300...0x1F6FF, 0xFFF0...0xFFFD, 0x10000...0x10FFFF,
        ]
        let range = pick(ranges)
        let value = range.lowerBound + UInt32(random.next(below: Int(range.upperBound - range.lowerBound) + 1))
        return Unicode.Scalar(value) ?? "?"
    }

    public static let operators = [
        "\"", "\"\"", "*", "star*", "NEAR(a b)", "a OR b", "-heat", "^heat", "title:heat", "a AND NOT b", "'",
        "'; DROP TABLE movie; --", "%", "_", "\\", "(", ")", "{}", "<script>alert(1)</script>", "../../etc/passwd",
        "\u{0}", "\u{202E}tset", "e\u{301}\u{301}\u{301}", "👨‍👩‍👧‍👦", "ﷺ", "\u{FEFF}heat",
    ]
}

/// A small, fast, seedable generator (Steele, Lea and Flood's SplitMix64).
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    public mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(max(bound, 1)))
    }
}

extension HostileInput {
    /// How many inputs a fuzz test tries: `FUZZ_ITERATIONS`, else `defaultCount` (the CI run).
    public static func iterations(default defaultCount: Int) -> Int {
        ProcessInfo.processInfo.environment["FUZZ_ITERATIONS"].flatMap(Int.init) ?? defaultCount
    }

    /// `FUZZ_SEED` to replay a run, else a new seed each run (printed with any failure).
    public static var seed: UInt64 {
        ProcessInfo.processInfo.environment["FUZZ_SEED"].flatMap(UInt64.init) ?? UInt64.random(in: 0...UInt64.max)
    }
}
