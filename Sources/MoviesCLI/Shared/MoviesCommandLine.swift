import ArgumentParser

/// One run of the `movies` command, from its arguments to its exit status: what the executable does with
/// the process's own, and what a test does in process with a console and a container of its own.
public enum MoviesCommandLine {
    /// Parses and runs `arguments` (without the program's name) in `context`, as ArgumentParser's own
    /// `main()` would, except that an error is one line on standard error; answers the exit status.
    public static func run(_ arguments: [String], in context: CommandContext = CommandContext()) async -> Int32 {
        await CommandContext.$current.withValue(context) { await run(arguments) }
    }

    private static func run(_ arguments: [String]) async -> Int32 {
        if arguments.first == "help", let name = arguments.dropFirst().first,
            !MoviesCommand.configuration.subcommands.contains(where: { $0._commandName == name })
        {
            Console.error("error: there is no command '\(name.prefix(40))'; `movies --help` lists them\n")
            return ExitCode.validationFailure.rawValue
        }
        do {
            if let refusal = SubcommandSuggestion.refusal(of: arguments, under: MoviesCommand.self) { throw refusal }
            var command = try MoviesCommand.parseAsRoot(arguments)
            if var command = command as? any AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
            return ExitCode.success.rawValue
        } catch {
            let code = MoviesCommand.exitCode(for: error)
            if code == .success {
                // --help, --version, a completion script: what ArgumentParser prints, on standard output.
                let text = MoviesCommand.fullMessage(for: error)
                if !text.isEmpty { Console.current.write(text + "\n", to: .output) }
                return code.rawValue
            }
            // `message(for:)` is the error alone, without ArgumentParser's "Error:" prefix and usage block.
            let message = MoviesCommand.message(for: error).split(whereSeparator: \.isNewline).joined(separator: " ")
            // An exit code alone (a stopped import, `auth status` with a problem) has said its piece already.
            if !message.isEmpty { Console.error("error: \(message)\n") }
            for line in (error as? CleanError)?.more ?? [] { Console.error("  \(line)\n") }
            return code.rawValue
        }
    }
}
