import NIOCore
import NIOHTTP1

/// The rules of HTTP/1.x that the request's version decides, seen before the version is dropped: an
/// HTTP/1.1 request names exactly one `Host` (else a 400 with the JSON error, and the connection is
/// closed, as the request's target is unknown), and an HTTP/1.0 request that does not ask for
/// keep-alive is answered and its connection closed.
final class HostHeaderHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private var isRefusing = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !isRefusing else { return }
        guard case .head(var head) = unwrapInboundIn(data) else {
            return context.fireChannelRead(data)
        }
        if head.version.major == 1, head.version.minor >= 1, head.headers["Host"].count != 1 {
            isRefusing = true
            return refuse(context: context)
        }
        if head.version == .http1_0, !head.isKeepAlive {
            head.headers.replaceOrAdd(name: "Connection", value: "close")
        }
        context.fireChannelRead(wrapInboundOut(.head(head)))
    }

    private func refuse(context: ChannelHandlerContext) {
        let body = #"{"error":{"code":"bad_host","message":"an HTTP/1.1 request names exactly one Host"}}"#
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: "application/json; charset=utf-8")
        headers.add(name: "Content-Length", value: String(body.utf8.count))
        headers.add(name: "Connection", value: "close")
        for (name, value) in SecurityHeaders.all { headers.add(name: name, value: value) }
        let head = HTTPResponseHead(version: .http1_1, status: .badRequest, headers: headers)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(string: body)))), promise: nil)
        let loopBound = context.loopBound
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in
            loopBound.value.close(promise: nil)
        }
    }
}
