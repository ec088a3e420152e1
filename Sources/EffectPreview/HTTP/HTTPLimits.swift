/// What one client may take of the server: the bounds that keep a slow, greedy or hostile client from stopping it
/// serving the others.
public struct HTTPLimits: Sendable {
    /// The most bytes of a request's line and headers (a longer head is answered 431 and closed).
    public var maximumHeadBytes = 16 << 10
    /// Seconds a client has, from connecting, to send its request's head (slow clients are closed).
    public var headTimeout = 10.0
    /// Seconds a response may go without any byte taken by the client before it is closed.
    public var writeTimeout = 10.0
    /// Connections open at once; past it, the oldest one still sending its head is closed to make room.
    public var maximumConnections = 256
    /// Bytes queued for an event stream whose client does not read; past it, the stream is closed.
    public var maximumQueuedEventBytes = 1 << 20
    /// Seconds between comments on an idle event stream, which tell a gone client from a quiet one.
    public var heartbeat = 15.0

    public init() {}
}
