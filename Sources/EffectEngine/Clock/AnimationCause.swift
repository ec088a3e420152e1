/// What made the clock add an animation, set a value or add a layer: the trigger a designer states a motion from.
public enum AnimationCause: Hashable, Sendable {
    /// The document itself: its animations, its `UIView.animate` calls and what components do when they start.
    case start
    /// The scripted event at this index of `Scene.interactions`.
    case interaction(Int)
    /// The completion handler of an animation on the layer `layerID`: the `animation`th added to it (its index in
    /// the track's `animations` when the whole history is kept, as the default `Scene(document:)` does).
    case completion(layerID: String, animation: Int)
}
