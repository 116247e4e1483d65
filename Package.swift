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

let package = Package(
    name: "Movies",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "movies", targets: ["MoviesCLI"]),
        .library(name: "MoviesDomain", targets: ["MoviesDomain"]),
        .library(name: "MoviesData", targets: ["MoviesData"]),
        .library(name: "MoviesPresentation", targets: ["MoviesPresentation"]),
        .library(name: "MoviesComposition", targets: ["MoviesComposition"]),
        .library(name: "MoviesWeb", targets: ["MoviesWeb"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    ],
    targets: [
        // Domain: entities, value objects, use cases and the repository protocols. No dependencies.
        .target(name: "MoviesDomain", swiftSettings: swiftSettings),

        // Data: repository implementations over SQLite and the embedded catalog. Depends on Domain only.
        .target(
            name: "MoviesData",
            dependencies: [
                "MoviesDomain",
                "CZlib",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            resources: [.copy("Catalog/Resources/catalog.jsonl.gz")],
            swiftSettings: swiftSettings
        ),
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),

        // Presentation: view models with inputs and outputs, free of any UI framework. Depends on Domain only.
        .target(name: "MoviesPresentation", dependencies: ["MoviesDomain"], swiftSettings: swiftSettings),

        // Composition root: the only module that knows the concrete types and wires them together.
        .target(
            name: "MoviesComposition",
            dependencies: ["MoviesDomain", "MoviesData", "MoviesPresentation"],
            swiftSettings: swiftSettings
        ),

        // Front end: the web app, pages and JSON rendered from the view models.
        .target(
            name: "MoviesWeb",
            dependencies: [
                "MoviesDomain",
                "MoviesPresentation",
                "MoviesComposition",
                .product(name: "Hummingbird", package: "hummingbird"),
            ],
            resources: [.copy("Static")],
            swiftSettings: swiftSettings
        ),

        // Front end: the `movies` command-line tool (and `movies serve`).
        .executableTarget(
            name: "MoviesCLI",
            dependencies: [
                "MoviesDomain",
                "MoviesPresentation",
                "MoviesComposition",
                "MoviesWeb",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),

        // Fakes over memory for the tests of every layer.
        .target(name: "MoviesTestSupport", dependencies: ["MoviesDomain"], swiftSettings: swiftSettings),

        .testTarget(
            name: "MoviesDomainTests",
            dependencies: ["MoviesDomain", "MoviesTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MoviesDataTests",
            dependencies: ["MoviesDomain", "MoviesData", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MoviesPresentationTests",
            dependencies: ["MoviesDomain", "MoviesPresentation", "MoviesTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MoviesCompositionTests",
            dependencies: ["MoviesDomain", "MoviesComposition"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MoviesWebTests",
            dependencies: [
                "MoviesWeb",
                "MoviesPresentation",
                "MoviesComposition",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MoviesCLITests",
            dependencies: ["MoviesCLI"],
            exclude: ["Golden"],
            swiftSettings: swiftSettings
        ),
    ]
)
