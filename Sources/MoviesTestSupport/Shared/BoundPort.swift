/// The port a test server bound, once it has: its `onServerRunning` resolves it, and whoever started it
/// waits for it.
actor BoundPort {
    private var port: Int?
    private var waiting: [CheckedContinuation<Int, Never>] = []

    func resolve(_ value: Int) {
        port = value
        waiting.forEach { $0.resume(returning: value) }
        waiting = []
    }

    var value: Int {
        get async {
            if let port { return port }
            return await withCheckedContinuation { waiting.append($0) }
        }
    }
}
