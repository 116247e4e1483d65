import ArgumentParser
import Foundation
import MoviesComposition
import MoviesDomain
import MoviesPresentation

struct PersonCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "person",
        abstract: "Show a person and their films, newest first.",
        discussion: """
            Name them (`kubrick`, `meryl streep`: the best known match) or give their id \
            (catalog:stanley-kubrick).

            Examples:
              movies person kubrick
              movies person meryl streep --role cast
            """
    )

    @Argument(help: "A name, or a person's id.")
    var words: [String] = []

    @Option(help: "Only the films they had this role in: director, writer or cast.")
    var role: PersonCredit.Role?

    @Flag(help: "Print JSON instead of text.")
    var json = false

    @OptionGroup var options: GlobalOptions

    func validate() throws {
        if json { try CLIJSON.refuseFieldList(in: words) }
        guard !text.isEmpty else { throw ValidationError("name a person or give their id") }
        if !isID {
            do { _ = try MovieQuery(text) } catch { throw ValidationError("\(error)") }
        }
    }

    func run() async throws {
        let container = try await options.makeContainer()
        let screen = container.personScreen(isID ? .id(Person.ID(text)) : .name(text), strings: .english)
        await screen.didLoad()
        await screen.didChooseRole(role)
        if let failure = await screen.failure { throw CleanError(message: failure.detail) }
        guard let person = await screen.person, let content = await screen.content else { return }
        if json {
            Console.print(try CLIJSON.encode(PersonDocument(person: person, source: container.filmSource)))
            return
        }
        Console.print(PersonOutput(content: content, films: container.filmSource).text(), terminator: "")
    }

    private var text: String { words.joined(separator: " ").trimmingCharacters(in: .whitespaces) }
    private var isID: Bool { text.contains(":") && !text.contains(" ") }
}
