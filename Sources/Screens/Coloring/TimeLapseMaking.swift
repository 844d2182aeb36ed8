/// The time-lapse being made of the picture (`t`), at most one at a time: how far it is, for the
/// status line, and what its end says.
struct TimeLapseMaking: Equatable, Sendable {
    struct Job: Equatable, Sendable {
        var output: String
        var done = 0, total = 0
    }

    private(set) var job: Job?

    /// How far the one being made is, 0 to 100; nil when none is.
    var percent: Int? { job.map { $0.total > 0 ? min(100, $0.done * 100 / $0.total) : 0 } }

    /// The status line's field: "time-lapse 40%", empty when none is being made.
    var statusText: String { percent.map { "time-lapse \($0)%" } ?? "" }

    mutating func start(output: String) { job = Job(output: output) }

    /// Takes the executable's news; when it ends the job, the line to say (and whether it warns).
    mutating func hear(_ news: TimeLapseNews) -> (text: String, warning: Bool)? {
        switch news {
        case .progress(let done, let total):
            job?.done = done
            job?.total = total
            return nil
        case .saved(let path):
            job = nil
            return ("time-lapse saved to \(path)", false)
        case .refused(let path, let reason):
            job = nil
            return ("no time-lapse: \(path) \(reason)", true)
        case .failed(let path, let reason):
            job = nil
            return ("could not save the time-lapse \(path): \(reason)", true)
        }
    }
}
