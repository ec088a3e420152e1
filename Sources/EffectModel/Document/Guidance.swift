/// What a design system says about an effect beside its motion: where it belongs, when to use it and when not, do
/// and don't, the effects it goes with, notes per platform, and what it does where motion is unwelcome. Read by the
/// docs site; no output's motion depends on it.
///
/// JSON: top-level `category`, `usage`, `avoid`, `do`, `dont`, `related`, `platforms`, `reducedMotion`.
public struct Guidance: Sendable, Equatable {
    /// The gallery's section: `Feedback`, `Navigation`, `Status` … (free text, up to 40 characters).
    public var category: String?
    /// When to use it.
    public var usage: String?
    /// When not to.
    public var avoid: String?
    /// What to do (`do`), each a short text, optionally naming an effect that shows it.
    public var dos: [Example] = []
    /// What not to do (`dont`).
    public var donts: [Example] = []
    /// Effects it goes with: a pitfall and its fix, an alternative, a variant.
    public var related: [Relation] = []
    /// Notes per platform, in the order written.
    public var platforms: [(platform: Platform, note: String)] = []
    /// What the effect does under `prefers-reduced-motion` / Reduce Motion; `nil`: not stated.
    public var reducedMotion: ReducedMotion?

    /// Guidance that says nothing.
    public init() {}

    /// Whether the document says anything of it.
    public var isEmpty: Bool { self == Guidance() }

    /// A do or a don't.
    public struct Example: Sendable, Equatable {
        /// What to do or not, in a sentence.
        public var text: String
        /// An effect (a document name) that shows it.
        public var effect: String?

        /// An example saying `text`, shown by the effect named `effect` if given.
        public init(_ text: String, effect: String? = nil) {
            self.text = text
            self.effect = effect
        }
    }

    /// Another effect and what it is to this one.
    public struct Relation: Sendable, Equatable {
        /// The other effect's document name.
        public var effect: String
        /// What the other effect is to this one.
        public var kind: Kind

        /// A relation to the effect named `effect`.
        public init(effect: String, kind: Kind) {
            self.effect = effect
            self.kind = kind
        }

        /// What the other effect is to this one.
        public enum Kind: String, Sendable, CaseIterable {
            /// The other is this one done right (this one is a pitfall).
            case fix
            /// The other is the mistake this one fixes.
            case pitfall
            /// The other does the same job another way.
            case alternative
            /// The other is this one with other parameters.
            case variant
        }
    }

    /// A platform a note is for.
    public enum Platform: String, Sendable, CaseIterable {
        /// iOS (and iPadOS).
        case iOS
        /// Android.
        case android = "Android"
        /// The web.
        case web
    }

    /// Under reduced motion: no motion at all (the end state at once), a cross-fade instead, or another effect.
    public enum ReducedMotion: Sendable, Equatable {
        /// No motion: the end state at once.
        case none
        /// A cross-fade from the start state to the end state.
        case fade
        /// Another effect, by document name.
        case effect(String)

        /// `none`, `fade`, or the effect's name.
        public var text: String {
            switch self {
            case .none: "none"
            case .fade: "fade"
            case .effect(let name): name
            }
        }
    }

    public static func == (a: Guidance, b: Guidance) -> Bool {
        (a.category, a.usage, a.avoid, a.reducedMotion) == (b.category, b.usage, b.avoid, b.reducedMotion)
            && (a.dos, a.donts, a.related) == (b.dos, b.donts, b.related)
            && a.platforms.map(\.platform) == b.platforms.map(\.platform) && a.platforms.map(\.note) == b.platforms.map(\.note)
    }
}
