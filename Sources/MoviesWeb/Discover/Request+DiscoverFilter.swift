import Hummingbird
import MoviesDomain

extension Request {
    /// The browse an address asks for (see ``MoviesDomain/DiscoverFilter/init(parameters:)``); a value that
    /// is not valid percent-encoded UTF-8 is bad input.
    func discoverFilter() throws -> DiscoverFilter {
        for name in DiscoverFilter.parameterNames { _ = try parameter(name) }
        return try DiscoverFilter(parameters: formParameters)
    }
}
