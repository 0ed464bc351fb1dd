// A listening socket on 127.0.0.1 that never accepts, with its accept queue filled by connections
// of its own, so that a further connect to it hangs: the way to test connect timeouts on loopback.
//
// Why it hangs (Linux): `listen(fd, 0)` lets one connection wait in the accept queue; once it is
// full the kernel drops incoming SYNs instead of answering, so the client keeps retransmitting its
// SYN and its connect neither succeeds nor is refused. `start()` checks this on the spot: it
// connects fillers until one of them stays unconnected, and fails if none does.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A TCP port on 127.0.0.1 where connecting hangs.
final class StalledListener: Sendable {
    /// The listener could not be made to stall.
    struct SetupError: Error, CustomStringConvertible {
        var description: String
    }

    /// The port to connect to.
    let port: Int
    private let sockets: [Int32]  // the listener first, then the fillers

    private init(port: Int, sockets: [Int32]) {
        self.port = port
        self.sockets = sockets
    }

    /// The URL of `path` on the listener: `http://127.0.0.1:PORT/path`.
    func url(_ path: String) -> String {
        "http://127.0.0.1:\(port)" + (path.hasPrefix("/") ? path : "/" + path)
    }

    /// Opens the listener and fills its accept queue.
    static func start() throws -> StalledListener {
        let listener = try makeSocket()
        var sockets = [listener]
        do {
            var address = loopback(port: 0)
            try check(withSockaddr(&address) { bind(listener, $0, $1) }, "bind")
            try check(listen(listener, 0), "listen")
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            try check(
                withUnsafeMutablePointer(to: &address) { pointer in
                    pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
                }, "getsockname")
            let port = Int(UInt16(bigEndian: address.sin_port))
            // A few fillers suffice: the queue holds backlog + 1 connections.
            for _ in 0..<8 {
                let filler = try makeSocket()
                sockets.append(filler)
                if try !connects(filler, to: port) { return StalledListener(port: port, sockets: sockets) }
            }
            throw SetupError(description: "every connection to a listener with backlog 0 was accepted by the kernel")
        } catch {
            for socket in sockets { close(socket) }
            throw error
        }
    }

    /// Closes the listener and its fillers.
    func stop() {
        for socket in sockets { close(socket) }
    }

    /// Whether a non-blocking connect of `socket` to `port` completes within half a second.
    private static func connects(_ socket: Int32, to port: Int) throws -> Bool {
        _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
        var address = loopback(port: port)
        if withSockaddr(&address, { connect(socket, $0, $1) }) == 0 { return true }
        guard errno == EINPROGRESS else { throw SetupError(description: "connect failed: errno \(errno)") }
        var poller = pollfd(fd: socket, events: Int16(POLLOUT), revents: 0)
        let ready = poll(&poller, 1, 500)
        guard ready > 0 else { return false }
        var failure: Int32 = 0
        var size = socklen_t(MemoryLayout<Int32>.size)
        try check(getsockopt(socket, SOL_SOCKET, SO_ERROR, &failure, &size), "getsockopt")
        guard failure == 0 else { throw SetupError(description: "connect failed: errno \(failure)") }
        return true
    }

    private static func makeSocket() throws -> Int32 {
        #if canImport(Darwin)
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #else
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        try check(descriptor, "socket")
        return descriptor
    }

    private static func loopback(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        return address
    }

    private static func withSockaddr<T>(
        _ address: inout sockaddr_in, _ body: (UnsafePointer<sockaddr>, socklen_t) -> T
    ) -> T {
        withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                body($0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
    }

    private static func check(_ result: Int32, _ call: String) throws {
        if result < 0 { throw SetupError(description: "\(call) failed: errno \(errno)") }
    }
}
