public import Foundation
public import MoviesTMDB

extension AppConfiguration {
    /// What the command line says about the source; nil means "not given".
    public struct SourceOptions: Sendable {
        public var source: MovieSource?
        public var apiKey: String?
        public var accessToken: String?
        public var language: String?

        public init(
            source: MovieSource? = nil, apiKey: String? = nil, accessToken: String? = nil, language: String? = nil
        ) {
            self.source = source
            self.apiKey = apiKey
            self.accessToken = accessToken
            self.language = language
        }
    }

    /// TMDB's settings when the options or the environment choose TMDB (a key or token is there, or
    /// `--source tmdb`), nil for the catalog.
    public static func tmdbSettings(
        _ options: SourceOptions,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ConfigurationError) -> TMDBSettings? {
        let credentials = credentials(options, environment)
        switch options.source ?? (credentials == nil ? .catalog : .tmdb) {
        case .catalog:
            return nil
        case .tmdb:
            guard let credentials else {
                throw ConfigurationError(
                    "TMDB needs credentials: set TMDB_API_KEY or TMDB_ACCESS_TOKEN "
                        + "(or pass --tmdb-api-key / --tmdb-access-token)")
            }
            return TMDBSettings(
                credentials: credentials,
                apiBaseURL: try url(environment["TMDB_API_BASE_URL"], name: "TMDB_API_BASE_URL")
                    ?? TMDBSettings.defaultAPIBaseURL,
                imageBaseURL: try url(environment["TMDB_IMAGE_BASE_URL"], name: "TMDB_IMAGE_BASE_URL"),
                language: try language(options.language, environment),
                timeout: try timeout(environment["TMDB_TIMEOUT"]) ?? .seconds(8)
            )
        }
    }

    /// `TMDB_TIMEOUT`: seconds an attempt may take (1–300), for a slow network (or a busy test machine).
    static func timeout(_ text: String?) throws(ConfigurationError) -> Duration? {
        guard let text, !text.isEmpty else { return nil }
        guard let seconds = Int(text), (1...300).contains(seconds) else {
            throw ConfigurationError(
                "TMDB_TIMEOUT must be a whole number of seconds from 1 to 300, not '\(text.prefix(20))'")
        }
        return .seconds(seconds)
    }

    private static func credentials(_ options: SourceOptions, _ environment: [String: String]) -> TMDBCredentials? {
        func value(_ option: String?, _ variable: String) -> String? {
            (option ?? environment[variable]).flatMap { $0.isEmpty ? nil : $0 }
        }
        if let key = value(options.apiKey, "TMDB_API_KEY") { return .apiKey(key) }
        if let token = value(options.accessToken, "TMDB_ACCESS_TOKEN") { return .accessToken(token) }
        return nil
    }

    private static func url(_ text: String?, name: String) throws(ConfigurationError) -> URL? {
        guard let text, !text.isEmpty else { return nil }
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased()), url.host != nil
        else { throw ConfigurationError("\(name) must be an http or https URL, not '\(text.prefix(100))'") }
        return url
    }

    /// `--language`, else the locale of the environment (`ko_KR.UTF-8` becomes `ko-KR`), else `en-US`.
    static func language(_ option: String?, _ environment: [String: String]) throws(ConfigurationError) -> String {
        if let option {
            let valid =
                (2...35).contains(option.count)
                && option.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
            guard valid else {
                throw ConfigurationError("the language must look like en-US, not '\(option.prefix(40))'")
            }
            return option
        }
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        let tag = locale?.split(separator: ".").first.map { $0.replacingOccurrences(of: "_", with: "-") } ?? ""
        guard tag.count >= 2, tag != "C", tag != "POSIX", tag.allSatisfy({ $0.isLetter || $0 == "-" }) else {
            return "en-US"
        }
        return tag
    }
}
