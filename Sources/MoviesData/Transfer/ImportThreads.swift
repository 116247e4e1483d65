import Dispatch
import Synchronization

/// Threads of their own for imports: a task that prefers this executor runs its work here, so reading,
/// matching and writing a large file share these threads and never hold the ones that answer requests.
/// Their number is the share of the machine imports may take at once.
public final class ImportThreads: TaskExecutor, Sendable {
    // Each queue is serial, a thread at a time; jobs are dealt round them.
    private let queues: [DispatchQueue]
    private let dealt = Atomic<Int>(0)

    public init(count: Int) {
        queues = (0..<max(1, count)).map { DispatchQueue(label: "movies.import.\($0)", qos: .utility) }
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        let turn = dealt.wrappingAdd(1, ordering: .relaxed).oldValue & Int.max
        queues[turn % queues.count].async { job.runSynchronously(on: executor) }
    }
}
