import Dispatch
import Synchronization

extension Array where Element: Sendable {
    /// `transform` of each element, the elements taken on as many cores as there are: for work that only
    /// reckons (a member's taste scored over the catalog), never for work that waits.
    func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        let results = Mutex<[Int: Result]>([:])
        DispatchQueue.concurrentPerform(iterations: count) { place in
            let result = transform(self[place])
            results.withLock { $0[place] = result }
        }
        return results.withLock { done in indices.map { done[$0]! } }
    }
}
