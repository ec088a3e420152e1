/// A named moment that is not a touch — a server's answer, a timer, a wrong password
/// (`{ "id": "wrong-password", "at": "600ms" }` among the document's `interactions`): what triggers and actions name,
/// as they name an interaction, with no layer and no finger.
public struct Moment: Sendable, Equatable {
    /// The name triggers use for it (`"trigger": "wrong-password"`).
    public var id: String
    /// When it happens, in document seconds, in order.
    public var times: [Double]

    /// The moment `id` at `times`.
    public init(id: String, times: [Double]) {
        self.id = id
        self.times = times
    }
}
