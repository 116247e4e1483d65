import Benchmark
import MoviesTestSupport

/// The evaluation of BENCHMARKS.md ("For you and the pick, measured"), run once over 96 made-up members
/// (32 groups of three for the pick): not a time but what each way of choosing reaches, as per-mille of the
/// held-out films found in the first 20, and for the pick the least happy member's taste (tenths of a
/// point) and how often one member would hate a film (per-mille).
func tasteEvaluationBenchmarks() {
    let measured = [
        "held-out ‰ (For you / pick)", "held-out ‰ (most popular)", "held-out ‰ (like the last)",
        "least happy member's taste ×10", "hated by one ‰ (pick)", "hated by one ‰ (most popular)",
    ].map { BenchmarkMetric.custom($0, polarity: .prefersLarger, useScalingFactor: false) }
    let once = Benchmark.Configuration(
        metrics: measured, warmupIterations: 0, maxDuration: .seconds(600), maxIterations: 1)

    Benchmark("Taste evaluation: For you against two baselines, 96 members", configuration: once) { benchmark in
        let evaluation = try await TasteEvaluation(catalog: try await SearchFixture.shared.value.repository)
        let outcome = try await evaluation.forYou(members: 96)
        record(outcome, in: benchmark, metrics: measured)
    }

    let club = [
        BenchmarkMetric.custom("held-out ‰ (alone)", polarity: .prefersLarger, useScalingFactor: false),
        BenchmarkMetric.custom("held-out ‰ (with the club)", polarity: .prefersLarger, useScalingFactor: false),
    ]
    Benchmark(
        "Taste evaluation: For you in a club of 96 members of 16 tastes, alone and with members of a like taste",
        configuration: Benchmark.Configuration(
            metrics: club, warmupIterations: 0, maxDuration: .seconds(600), maxIterations: 1)
    ) { benchmark in
        let evaluation = try await TasteEvaluation(catalog: try await SearchFixture.shared.value.repository)
        let (alone, together) = try await evaluation.forYouInClub(members: 96, tastes: 16)
        benchmark.measurement(club[0], Int((alone.heldOut * 1_000).rounded()))
        benchmark.measurement(club[1], Int((together.heldOut * 1_000).rounded()))
    }

    Benchmark("Taste evaluation: tonight's pick against two baselines, 32 groups of 3", configuration: once) {
        benchmark in
        let evaluation = try await TasteEvaluation(catalog: try await SearchFixture.shared.value.repository)
        let outcome = try await evaluation.pick(members: 96)
        record(outcome, in: benchmark, metrics: measured)
    }
}

private func record(_ outcome: TasteEvaluation.Outcome, in benchmark: Benchmark, metrics: [BenchmarkMetric]) {
    let values = [
        outcome.chosen.heldOut * 1_000, outcome.popular.heldOut * 1_000, outcome.alike.heldOut * 1_000,
        outcome.chosen.least * 10, outcome.chosen.hated * 1_000, outcome.popular.hated * 1_000,
    ]
    for (metric, value) in zip(metrics, values) { benchmark.measurement(metric, Int(value.rounded())) }
}
