import ArgumentParser
import Foundation
import MoviesComposition
import MoviesDomain
import MoviesPresentation

struct RecentCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recent",
        abstract: "List your recent searches, newest first, or clear them.",
        discussion: """
            Clear one with --remove "star wars" (spacing and case do not matter), or all with --clear.

            Examples:
              movies recent --limit 5
              movies recent --remove "star wars"
            """
    )

    @Option(parsing: .unconditional, help: "How many to list (1–100).")
    var limit: String = "10"

    @Option(help: "Clear this search from the list.")
    var remove: String?

    @Flag(help: "Clear every search from the list.")
    var clear = false

    @OptionGroup var options: GlobalOptions

    func validate() throws {
        _ = try count()
        if remove != nil && clear { throw ValidationError("give --remove or --clear, not both") }
        if let remove {
            do { _ = try MovieQuery(remove) } catch { throw ValidationError("\(error)") }
        }
    }

    func run() async throws {
        let container = try await options.makeContainer()
        let recent = container.recentSearches(of: .commandLine, maxCount: try count())
        if let remove {
            // Whether it was there: the whole list before and after.
            let all = container.recentSearches(of: .commandLine, maxCount: 100)
            await all.didLoad()
            let before = await all.items.count
            await recent.didRemove(remove)
            await all.didLoad()
            if let failure = await recent.failure { throw CleanError(message: failure.detail) }
            guard await all.items.count < before else {
                throw CleanError(message: "“\(remove.prefix(64))” is not among your recent searches")
            }
        } else if clear {
            await recent.didRemoveAll()
        } else {
            await recent.didLoad()
        }
        if let failure = await recent.failure { throw CleanError(message: failure.detail) }
        let queries = await recent.items
        if queries.isEmpty {
            Console.print("No recent searches.")
        }
        for (index, query) in queries.enumerated() {
            Console.print("\(index + 1). \(query)")
        }
    }

    private func count() throws -> Int {
        guard let count = Int(limit.trimmingCharacters(in: .whitespaces)), (1...100).contains(count) else {
            throw ValidationError("the limit must be a whole number from 1 to 100, not '\(limit)'")
        }
        return count
    }
}
