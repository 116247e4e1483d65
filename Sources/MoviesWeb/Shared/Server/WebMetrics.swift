import Metrics
public import Prometheus

/// The process's metrics in Prometheus's text format: requests by route, method and status with their
/// latency histograms (Hummingbird's metrics middleware), search latency, and the storage pool.
public enum WebMetrics {
    /// Makes `registry` the process's metrics backend: call once, before the app is made.
    public static func bootstrap() -> PrometheusCollectorRegistry {
        let registry = PrometheusCollectorRegistry()
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.defaultDurationHistogramBuckets = [
            .milliseconds(1), .milliseconds(2), .milliseconds(5), .milliseconds(10), .milliseconds(25),
            .milliseconds(50), .milliseconds(100), .milliseconds(250), .milliseconds(500), .seconds(1),
            .seconds(2.5), .seconds(5), .seconds(10),
        ]
        MetricsSystem.bootstrap(factory)
        return registry
    }
}
