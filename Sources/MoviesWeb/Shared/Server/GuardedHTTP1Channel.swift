import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// Hummingbird's HTTP/1 connection, behind the guards a front-line server keeps: connections over the
/// caps of ``ConnectionLimits`` are closed on arrival (the open ones keep being served), and
/// ``HostHeaderHandler`` applies the rules that depend on the HTTP version. The idle timeout is
/// Hummingbird's: a connection with no complete request part for that long is closed.
struct GuardedHTTP1Channel: ServerChildChannel {
    struct Value: ServerChildChannelValue {
        let channel: any Channel
        /// Nil when the connection was refused.
        let http: HTTP1Channel.Value?
    }

    let http1: HTTP1Channel
    let limits: ConnectionLimits

    init(responder: @escaping HTTPChannelHandler.Responder, settings: WebSettings, logger: Logger) {
        self.http1 = HTTP1Channel(
            responder: responder,
            configuration: .init(idleTimeout: TimeAmount(settings.idleTimeout)))
        self.limits = ConnectionLimits(
            maximum: settings.maxConnections, maximumPerAddress: settings.maxConnectionsPerAddress, logger: logger)
    }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let address = channel.remoteAddress?.ipAddress ?? "unknown"
        guard limits.admit(address) else {
            channel.close(promise: nil)
            return channel.eventLoop.makeSucceededFuture(Value(channel: channel, http: nil))
        }
        let limits = self.limits
        channel.closeFuture.whenComplete { _ in limits.release(address) }
        return http1.setup(channel: channel, logger: logger).flatMapThrowing { http in
            let pipeline = channel.pipeline.syncOperations
            let decoder = try pipeline.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try pipeline.addHandler(HostHeaderHandler(), position: .after(decoder))
            return Value(channel: channel, http: http)
        }.flatMapErrorThrowing { error in
            logger.error("could not set up a connection: \(error)")
            channel.close(promise: nil)
            return Value(channel: channel, http: nil)
        }
    }

    func handle(value: Value, logger: Logger) async {
        guard let http = value.http else { return }
        await http1.handle(value: http, logger: logger)
    }
}
