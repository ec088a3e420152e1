/// What an imported file may hold, checked as it is read, before any frame is drawn: past any of them the file
/// is refused at the JSON path that passes it (exit 65), as the work budget refuses an effect document's excess.
enum LottieLimits {
    /// Keyframes in one property: the engine's own limit on a keyframe animation's values.
    static let keyframes = 1_000
    /// The document's length in frames (`op` − `ip`): an hour at 60 fps.
    static let frames = 216_000
    /// The document's length in seconds ((`op` − `ip`) / `fr`): an hour, whatever the frame rate.
    static let seconds = 3_600.0
    /// Precompositions inside precompositions.
    static let nesting = 16
    /// Layers made in all (each precomposition instance counts its layers again).
    static let layers = 20_000
    /// Values sampled once per frame in all (time remap, paths combined under a changing transform): each is a
    /// keyframe the engine walks.
    static let sampledValues = 2_000_000
    /// The most values one sampled animation keeps: frames past it are sampled more sparsely.
    static let valuesPerSampledAnimation = 1_000
    /// Copies a repeater makes.
    static let repeaterCopies = 1_000
    /// Composition markers (`markers`).
    static let markers = 1_000
    /// Masks on one layer: each that subtracts, intersects or is inverted nests what is drawn one offscreen group deeper.
    static let masks = 64
}
