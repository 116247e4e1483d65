import MoviesPresentation
import ServiceLifecycle

/// Looks every few seconds for a background import whose server stopped answering (killed, or gone with
/// its machine) and writes it here, in this server's line of imports. Stops looking when the server shuts
/// down; a job it was writing then is left for another server, as a killed one's is.
struct ImportTakeovers: Service {
    static let every = Duration.seconds(2)

    let screens: any TransferScreens
    let gate: ImportGate

    func run() async throws {
        await cancelWhenGracefulShutdown {
            while (try? await Task.sleep(for: Self.every)) != nil {
                // One after another while there are some; none taken while this server's line is full.
                while !Task.isCancelled, (try? await gate.run { await screens.resumeStaleImport() }) == true {}
            }
        }
    }
}
