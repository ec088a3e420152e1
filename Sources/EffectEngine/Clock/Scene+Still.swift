import EffectModel

extension Scene {
    /// One instant held: the layer tree as it is (a frame's presentation layers), each layer always there and
    /// nothing animated, over a review window of 0 s. What reads a scene over time (the animated files'
    /// writers) reads this one as a still picture of the tree.
    public static func still(_ layers: [Layer], canvas: EffectDocument.Canvas) -> Scene {
        var tracks: [LayerTrack] = []
        func add(_ layer: Layer, parentID: String?) {
            var model = layer
            model.sublayers = []
            tracks.append(LayerTrack(model: model, parentID: parentID, createdAt: -.infinity))
            for sublayer in layer.sublayers { add(sublayer, parentID: layer.id) }
        }
        for layer in layers { add(layer, parentID: nil) }
        return Scene(canvas: canvas, duration: 0, tracks: tracks)
    }
}
