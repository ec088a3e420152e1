/// What a person feels or hears at a moment beside the motion: a haptic (`UIImpactFeedbackGenerator`) or a
/// VoiceOver announcement (`UIAccessibility.post`), as designers spec them ("haptic: medium impact at 100 ms").
/// It plays nothing on screen; the spec states it among the moments.
public struct Feedback: Sendable, Equatable {
    /// What kind it is.
    public enum Kind: String, Sendable, CaseIterable {
        /// A haptic: `medium impact`, `success notification`, `selection changed`.
        case haptic
        /// What VoiceOver is told: `announcement "Liked"`, `layout changed`.
        case voiceOver
    }

    /// What kind it is.
    public var kind: Kind
    /// What it is, in words (`medium impact`).
    public var words: String
    /// When, in document seconds.
    public var time: Double

    /// A `kind` feedback of `words` at `time` seconds.
    public init(_ kind: Kind, _ words: String, at time: Double) {
        self.kind = kind
        self.words = words
        self.time = time
    }
}
