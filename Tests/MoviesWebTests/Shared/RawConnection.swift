import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A plain TCP connection to a loopback port, for what HTTP clients cannot send: no Host, two Hosts,
/// half a request, or nothing at all.
final class RawConnection {
    private let socket: Int32

    /// Connects from `source` (any 127.x.y.z is this machine) to `127.0.0.1:port`.
    init(port: Int, from source: String = "127.0.0.1") throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw POSIXError(.EMFILE) }
        var local = Self.address(source, port: 0)
        var remote = Self.address("127.0.0.1", port: port)
        let connected = withUnsafePointer(to: &local) { local in
            withUnsafePointer(to: &remote) { remote in
                local.withMemoryRebound(to: sockaddr.self, capacity: 1) { local in
                    remote.withMemoryRebound(to: sockaddr.self, capacity: 1) { remote in
                        let size = socklen_t(MemoryLayout<sockaddr_in>.size)
                        return bind(socket, local, size) == 0 && connect(socket, remote, size) == 0
                    }
                }
            }
        }
        guard connected else {
            close(socket)
            throw POSIXError(.ECONNREFUSED)
        }
    }

    deinit { close(socket) }

    func send(_ text: String) {
        _ = text.utf8CString.withUnsafeBufferPointer { Glibc.send(socket, $0.baseAddress, $0.count - 1, 0) }
    }

    /// What the server sends within `seconds` (or until the text is `complete`), and whether it closed
    /// the connection by then. It waits by sleeping, never blocking a thread the server needs.
    func receive(
        within seconds: Double, until complete: (String) -> Bool = { _ in false }
    ) async -> (text: String, closed: Bool) {
        var data = [UInt8]()
        let deadline = Date().addingTimeInterval(seconds)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while Date() < deadline, !complete(String(decoding: data, as: UTF8.self)) {
            var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 0) > 0 else {
                try? await Task.sleep(for: .milliseconds(10))
                continue
            }
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 { return (String(decoding: data, as: UTF8.self), true) }
            data += buffer[..<count]
        }
        return (String(decoding: data, as: UTF8.self), false)
    }

    private static func address(_ ip: String, port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        inet_pton(AF_INET, ip, &address.sin_addr)
        return address
    }
}
