import Foundation
import MoviesCLI

// The `movies` executable: the command line's commands on this process's arguments and streams.
CLILogging.bootstrap()
exit(await MoviesCommandLine.run(Array(CommandLine.arguments.dropFirst())))
