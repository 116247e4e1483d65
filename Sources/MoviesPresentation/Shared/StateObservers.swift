import Foundation

/// The streams that follow a view model's state. Each new stream starts with the current state.
struct StateObservers<State: Sendable> {
    private var continuations: [UUID: AsyncStream<State>.Continuation] = [:]

    mutating func add(current: State) -> AsyncStream<State> {
        let (stream, continuation) = AsyncStream.makeStream(of: State.self, bufferingPolicy: .bufferingNewest(64))
        continuation.yield(current)
        continuations[UUID()] = continuation
        return stream
    }

    mutating func send(_ state: State) {
        for (id, continuation) in continuations {
            if case .terminated = continuation.yield(state) {
                continuations[id] = nil
            }
        }
    }
}
