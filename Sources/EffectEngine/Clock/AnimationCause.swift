import EffectModel

/// What made the clock add an animation, set a value or add a layer: the trigger a designer states a motion from.
public enum AnimationCause: Hashable, Sendable {
    /// The document itself: its animations, its `UIView.animate` calls and what components do when they start.
    case start
    /// The scripted event at this index of `Scene.interactions`.
    case interaction(Int)
    /// The lift of the scripted tap at this index of `Scene.interactions`, one frame (`Interaction.tapLength`) after
    /// it lands: what a button's `touchUpInside`, a SwiftUI `Button`'s action or a `"ID.touchUp"` trigger answers.
    case release(Int)
    /// A named moment of the document that is not a touch (`{ "id": "wrong-password", "at": "600ms" }`), at `at`
    /// document seconds.
    case moment(id: String, at: Double)
    /// The completion handler of an animation on the layer `layerID`: the `animation`th added to it (its index in
    /// the track's `animations` when the whole history is kept, as the default `Scene(document:)` does).
    case completion(layerID: String, animation: Int)
}

extension Scene {
    /// When `cause` happened, in document seconds, for an animation added at `addedAt`: 0 for the start, the scripted
    /// event's time (a tap's lift: when the finger leaves), or when the completion ran (the time it added the animation).
    public func time(of cause: AnimationCause, addedAt: Double) -> Double {
        switch cause {
        case .start: 0
        case .interaction(let index): interactions[index].time
        case .release(let index): interactions[index].event.liftTime(at: interactions[index].time) ?? interactions[index].time
        case .moment(_, let at): at
        case .completion: addedAt
        }
    }

    /// The scripted event behind `cause`, if it is one.
    public func event(of cause: AnimationCause) -> ScriptedEvent? {
        switch cause {
        case .interaction(let index), .release(let index): interactions[index]
        case .start, .moment, .completion: nil
        }
    }
}
