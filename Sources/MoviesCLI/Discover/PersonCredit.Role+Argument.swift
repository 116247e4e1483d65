public import ArgumentParser
import MoviesDomain

/// `--role director`: a role as a command line names it.
extension PersonCredit.Role: ExpressibleByArgument {}
