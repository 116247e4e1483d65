import Foundation
import Hummingbird

/// The stand-in's state: faults waiting to happen and the requests seen.
actor TMDBStandInRecorder {
    private struct PendingFault {
        let fault: TMDBStandInFault
        var remaining: Int
        let path: String
    }

    let pageSize: Int
    private(set) var requests: [String] = []
    private var faults: [PendingFault] = []

    init(pageSize: Int) {
        self.pageSize = pageSize
    }

    func add(_ fault: TMDBStandInFault, times: Int, path: String) {
        faults.append(PendingFault(fault: fault, remaining: times, path: path))
    }

    /// Records the request and hands back the fault it must suffer, if any.
    func record(_ request: Request) -> TMDBStandInFault? {
        let path = request.uri.path
        requests.append(path + (request.uri.query.map { "?\($0)" } ?? ""))
        guard let index = faults.firstIndex(where: { path.hasPrefix($0.path) }) else { return nil }
        faults[index].remaining -= 1
        let fault = faults[index].fault
        if faults[index].remaining <= 0 { faults.remove(at: index) }
        return fault
    }
}
