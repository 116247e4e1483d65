import Foundation
import MoviesData
import MoviesDomain
import MoviesTMDB
import MoviesTestSupport
import Synchronization
import Testing

@testable import MoviesData
@testable import MoviesSQLite
@testable import MoviesTMDB

@Suite struct TMDBPosterTests {
    private func repository(
        _ standIn: TMDBStandIn, directory: URL, capacity: Int = 1 << 20
    ) throws
        -> TMDBPosterImagesRepository
    {
        TMDBPosterImagesRepository(
            settings: .standIn(standIn), store: try SQLiteStore.inMemory(), cacheDirectory: directory,
            cacheCapacityBytes: capacity, logger: LogCapture().logger)
    }

    private func temporaryDirectory() -> URL {
        TestDirectory.unmade("posters")
    }

    @Test(arguments: [(40, 92), (185, 185), (200, 185), (300, 342), (2000, 780), (420, 342), (421, 500)])
    func theClosestAvailableWidthIsChosen(width: Int, expected: Int) {
        #expect(TMDBPosterImagesRepository.closestWidth(to: width, in: [92, 154, 185, 342, 500, 780]) == expected)
    }

    @Test func aSecondRequestForThePosterAtTheSameSizeMakesNoNetworkCall() async throws {
        let standIn = try await TMDBStandIn.start()
        let posters = try repository(standIn, directory: temporaryDirectory())
        let first = try await posters.posterImage(path: "/poster-155.jpg", width: 300)
        let second = try await posters.posterImage(path: "/poster-155.jpg", width: 342)
        #expect(first == second)
        #expect(first.width == 342 && first.mediaType == "image/jpeg")
        #expect(String(decoding: first.data, as: UTF8.self) == "stand-in poster w342 poster-155.jpg")
        #expect(await standIn.requests(matching: "/t/p/").count == 1)
        _ = try await posters.posterImage(path: "/poster-155.jpg", width: 92)
        #expect(await standIn.requests(matching: "/t/p/").count == 2)
    }

    @Test func theLeastRecentlyUsedPostersAreEvictedBeyondTheCap() async throws {
        let directory = temporaryDirectory()
        // A clock that moves a second at each look, so every use is later than the one before.
        let seconds = Mutex(0.0)
        let now = { @Sendable in
            Date(
                timeIntervalSince1970: seconds.withLock {
                    $0 += 1; return $0
                })
        }
        let cache = DiskCache(directory: directory, capacityBytes: 250, now: now)
        for name in ["a", "b", "c"] {
            try await cache.store(Data(repeating: 1, count: 100), for: name)
            if name == "b" { _ = await cache.data(for: "a") }  // "a" is used again: "b" is now the oldest
        }
        #expect(await cache.data(for: "a") != nil)
        #expect(await cache.data(for: "b") == nil)
        #expect(await cache.data(for: "c") != nil)
    }

    @Test func theCacheFolderAndItsPostersAreTheOwnersAlone() async throws {
        let directory = temporaryDirectory().appendingPathComponent("posters")
        try await DiskCache(directory: directory, capacityBytes: 250).store(Data([1, 2, 3]), for: "a")
        let folder = try FileManager.default.attributesOfItem(atPath: directory.path)[.posixPermissions] as? Int
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(folder == 0o700 && files.count == 1)
        for file in files {
            let attributes = try FileManager.default.attributesOfItem(
                atPath: directory.appendingPathComponent(file).path)
            #expect(attributes[.posixPermissions] as? Int == 0o600)
        }
    }

    @Test func pathsThatAreNotTMDBPostersAreNotFound() async throws {
        let standIn = try await TMDBStandIn.start()
        let posters = try repository(standIn, directory: temporaryDirectory())
        for path in ["../etc/passwd", "/a/../../b.jpg", "poster.jpg", "/x y.jpg"] {
            await #expect(throws: PosterNotFound.self) { try await posters.posterImage(path: path, width: 185) }
        }
        #expect(await standIn.requests(matching: "/t/p/").isEmpty)
    }
}
