public import ArgumentParser
import MoviesDomain

/// `--dates day-first`.
extension DayOrder: ExpressibleByArgument {}
