// swift-tools-version: 6.2
import PackageDescription

/// Every target is built the same way: Swift 6 mode, explicit existentials, imports that are internal
/// unless a module re-exports a dependency on purpose (`public import`), and no warning left standing.
let swiftSettings: [SwiftSetting] = [
    .treatAllWarnings(as: .error),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

/// The other packages' products the targets use, each named once.
let asyncHTTPClient = Target.Dependency.product(name: "AsyncHTTPClient", package: "async-http-client")
let logging = Target.Dependency.product(name: "Logging", package: "swift-log")
let nioCore = Target.Dependency.product(name: "NIOCore", package: "swift-nio")
let nioPosix = Target.Dependency.product(name: "NIOPosix", package: "swift-nio")
let nioHTTP1 = Target.Dependency.product(name: "NIOHTTP1", package: "swift-nio")
let hummingbirdBcrypt = Target.Dependency.product(name: "HummingbirdBcrypt", package: "hummingbird-auth")
let crypto = Target.Dependency.product(name: "Crypto", package: "swift-crypto")
let grdb = Target.Dependency.product(name: "GRDB", package: "GRDB.swift")
let postgresNIO = Target.Dependency.product(name: "PostgresNIO", package: "postgres-nio")
let nioSSL = Target.Dependency.product(name: "NIOSSL", package: "swift-nio-ssl")
let metrics = Target.Dependency.product(name: "Metrics", package: "swift-metrics")
let hummingbird = Target.Dependency.product(name: "Hummingbird", package: "hummingbird")
let httpTypes = Target.Dependency.product(name: "HTTPTypes", package: "swift-http-types")
let hummingbirdCore = Target.Dependency.product(name: "HummingbirdCore", package: "hummingbird")
let hummingbirdAuth = Target.Dependency.product(name: "HummingbirdAuth", package: "hummingbird-auth")
let prometheus = Target.Dependency.product(name: "Prometheus", package: "swift-prometheus")
let serviceLifecycle = Target.Dependency.product(name: "ServiceLifecycle", package: "swift-service-lifecycle")
let unixSignals = Target.Dependency.product(name: "UnixSignals", package: "swift-service-lifecycle")
let argumentParser = Target.Dependency.product(name: "ArgumentParser", package: "swift-argument-parser")
let hummingbirdTesting = Target.Dependency.product(name: "HummingbirdTesting", package: "hummingbird")
let zipFoundation = Target.Dependency.product(name: "ZIPFoundation", package: "ZIPFoundation")

let package = Package(
    name: "Movies",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "movies", targets: ["movies"]),
        .library(name: "MoviesCLI", targets: ["MoviesCLI"]),
        .library(name: "MoviesDomain", targets: ["MoviesDomain"]),
        .library(name: "MoviesSearch", targets: ["MoviesSearch"]),
        .library(name: "MoviesData", targets: ["MoviesData"]),
        .library(name: "MoviesTMDB", targets: ["MoviesTMDB"]),
        .library(name: "MoviesAPI", targets: ["MoviesAPI"]),
        .library(name: "MoviesRemote", targets: ["MoviesRemote"]),
        .library(name: "MoviesSQLite", targets: ["MoviesSQLite"]),
        .library(name: "MoviesPostgres", targets: ["MoviesPostgres"]),
        .library(name: "MoviesPresentation", targets: ["MoviesPresentation"]),
        .library(name: "MoviesComposition", targets: ["MoviesComposition"]),
        .library(name: "MoviesWeb", targets: ["MoviesWeb"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.5.0"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
    ],
    targets: [
        // Domain: entities, value objects, use cases and the repository protocols. No dependencies.
        .target(name: "MoviesDomain", swiftSettings: swiftSettings),

        // Search: the search engine: the title, browsing and people indexes of one catalog, how they are built,
        // archived and read, and the ranking of what a query finds. Depends on Domain only.
        .target(name: "MoviesSearch", dependencies: ["MoviesDomain"], swiftSettings: swiftSettings),

        // Data: repository implementations over the embedded catalog, TMDB and the store protocols (the
        // seam every store implements). Depends on Domain and the search engine.
        .target(
            name: "MoviesData",
            dependencies: [
                "MoviesDomain",
                "MoviesSearch",
                "CSystemZlib",
                asyncHTTPClient,
                logging,
                nioCore,
                nioPosix,
                nioHTTP1,
                hummingbirdBcrypt,
                crypto,
                zipFoundation,
            ],
            resources: [.copy("Films/Resources/catalog.jsonl.gz")],
            swiftSettings: swiftSettings
        ),
        // Sources: TMDB's API, each implementing Data's repositories over its network layer.
        .target(
            name: "MoviesTMDB",
            dependencies: [
                "MoviesDomain", "MoviesData", asyncHTTPClient,
                logging, nioCore,
            ],
            swiftSettings: swiftSettings
        ),
        // The JSON API's contract: every operation and document, declared once, feature by feature. The web app
        // routes it, the client calls it, and `openapi.json` is printed from it. No dependencies.
        .target(name: "MoviesAPI", swiftSettings: swiftSettings),

        // A Movies server's JSON API as a source: the repositories and member store a client of a server uses.
        .target(
            name: "MoviesRemote",
            dependencies: [
                "MoviesDomain", "MoviesData", "MoviesAPI", asyncHTTPClient,
                logging, nioCore,
                nioHTTP1,
            ],
            swiftSettings: swiftSettings
        ),
        // Stores: each implements Data's store protocols over one database, and is the only module that
        // imports its driver.
        .target(
            name: "MoviesSQLite",
            dependencies: [
                "MoviesDomain", "MoviesData", grdb,
                logging,
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "MoviesPostgres",
            dependencies: [
                "MoviesDomain", "MoviesData", postgresNIO,
                nioSSL, logging,
                metrics,
            ],
            swiftSettings: swiftSettings
        ),
        .systemLibrary(
            name: "CSystemZlib", path: "Sources/CSystemZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),

        // Presentation: view models with inputs and outputs, free of any UI framework. Depends on Domain only.
        .target(name: "MoviesPresentation", dependencies: ["MoviesDomain"], swiftSettings: swiftSettings),

        // Composition root: the only module that knows the concrete types and wires them together.
        .target(
            name: "MoviesComposition",
            dependencies: [
                "MoviesDomain", "MoviesData", "MoviesTMDB", "MoviesRemote", "MoviesSQLite", "MoviesPostgres",
                "MoviesPresentation",
                logging, metrics,
            ],
            swiftSettings: swiftSettings
        ),

        // Front end: the web app, pages and JSON rendered from the view models. It knows the screens and services
        // it declares (`WebScreens`), never the container: the CLI, the composition root's executable, supplies them.
        .target(
            name: "MoviesWeb",
            dependencies: [
                "MoviesDomain",
                "MoviesPresentation",
                "MoviesAPI",
                "CSystemZlib",
                hummingbird,
                crypto,
                httpTypes,
                logging,
                nioCore,
                nioHTTP1,
                hummingbirdCore,
                hummingbirdAuth,
                metrics,
                prometheus,
                serviceLifecycle,
                unixSignals,
            ],
            resources: [.copy("Static")],
            swiftSettings: swiftSettings
        ),

        // Front end: `movies browse`, the full-screen terminal app: a small raw-mode/ANSI layer and one pane per
        // screen, each drawn as a pure function of its view model's state.
        .target(
            name: "MoviesTerminal",
            dependencies: ["MoviesDomain", "MoviesPresentation"],
            swiftSettings: swiftSettings
        ),

        // Front end: the `movies` command line's commands (and `movies serve`, `movies browse`), as a library
        // run with a console and a container; the `movies` executable runs it on the process's own.
        .target(
            name: "MoviesCLI",
            dependencies: [
                "MoviesDomain",
                "MoviesPresentation",
                "MoviesComposition",
                "MoviesWeb",
                "MoviesTerminal",
                "MoviesAPI",
                "CSystemMalloc",
                argumentParser,
                hummingbird,
                logging,
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(name: "movies", dependencies: ["MoviesCLI"], swiftSettings: swiftSettings),
        // glibc's mallopt, for `movies serve` to keep malloc's arenas few.
        .systemLibrary(name: "CSystemMalloc", path: "Sources/CSystemMalloc"),

        // Fakes over memory for the tests of every layer, and a local TMDB stand-in on a loopback port.
        .target(
            name: "MoviesTestSupport",
            dependencies: [
                "MoviesDomain", "MoviesData",
                hummingbird,
                httpTypes,
                logging,
                nioCore,
                zipFoundation,
            ],
            swiftSettings: swiftSettings
        ),

        .testTarget(
            name: "MoviesDomainTests",
            dependencies: ["MoviesDomain", "MoviesTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MoviesSearchTests", dependencies: ["MoviesDomain", "MoviesSearch"], swiftSettings: swiftSettings
        ),
        .testTarget(name: "MoviesAPITests", dependencies: ["MoviesAPI"], swiftSettings: swiftSettings),
        .testTarget(
            name: "MoviesTMDBTests",
            dependencies: [
                "MoviesDomain", "MoviesData", "MoviesTMDB", "MoviesSQLite", "MoviesTestSupport",
                logging,
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MoviesDataTests",
            dependencies: [
                "MoviesDomain", "MoviesSearch", "MoviesData", "MoviesSQLite", "MoviesPostgres", "MoviesTestSupport",
                grdb, logging, zipFoundation,
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MoviesPresentationTests",
            dependencies: ["MoviesDomain", "MoviesPresentation", "MoviesTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MoviesCompositionTests",
            dependencies: [
                "MoviesDomain", "MoviesData", "MoviesTMDB", "MoviesComposition", "MoviesPresentation",
                "MoviesRemote", "MoviesAPI", "MoviesTestSupport",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MoviesWebTests",
            dependencies: [
                "MoviesDomain",
                "MoviesWeb",
                "MoviesCLI",
                "MoviesPresentation",
                "MoviesComposition",
                "MoviesData",
                "MoviesTMDB",
                "MoviesSQLite",
                "MoviesPostgres",
                "MoviesTestSupport",
                hummingbird,
                hummingbirdTesting,
                httpTypes,
            ],
            exclude: ["Shared/Golden"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MoviesTerminalTests",
            dependencies: ["MoviesDomain", "MoviesPresentation", "MoviesTerminal", "MoviesTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MoviesCLITests",
            dependencies: [
                "MoviesCLI", "movies", "MoviesComposition", "MoviesData", "MoviesDomain", "MoviesPresentation",
                "MoviesSQLite", "MoviesTerminal",
                "MoviesTestSupport",
                asyncHTTPClient,
                nioCore, nioHTTP1,
            ],
            exclude: ["Shared/Golden"],
            swiftSettings: swiftSettings
        ),
    ]
)

// Benchmarks (`MOVIES_BENCHMARKS=1 swift package benchmark`, or scripts/benchmarks/run): only with the
// variable set, so neither `swift build` nor `swift test` builds them or their dependencies.
if Context.environment["MOVIES_BENCHMARKS"] != nil {
    package.dependencies.append(
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]))
    package.targets.append(
        .executableTarget(
            name: "MoviesSearchBenchmarks",
            dependencies: [
                "MoviesDomain", "MoviesData", "MoviesSQLite", "MoviesPostgres", "MoviesTMDB", "MoviesTestSupport",
                "MoviesPresentation", logging,
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/MoviesSearchBenchmarks",
            swiftSettings: swiftSettings,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ))
}
