import EffectEngine
import EffectModel

/// Which layer of one effect is which layer of another, so that a layer renamed in the new version is still
/// the same element: layers with the same id under paired superlayers pair first, then the same id anywhere; the rest
/// pair in the order they are created, under paired superlayers, when their kind (plain, shape, gradient, text) agrees.
public struct LayerPairing: Sendable {
    /// New id by old id.
    public private(set) var newID: [String: String] = [:]
    /// Old id by new id.
    public private(set) var oldID: [String: String] = [:]

    /// Pairs the layers of `old` with those of `new`.
    public init(old: Scene, new: Scene) {
        let newTracks = Dictionary(new.tracks.map { ($0.model.id, $0) }, uniquingKeysWith: { a, _ in a })
        func parentsPair(_ a: LayerTrack, _ b: LayerTrack) -> Bool {
            switch (a.parentID, b.parentID) {
            case (nil, nil): true
            case (let p?, let q?): newID[p] == q
            default: false
            }
        }
        // Creation order puts a superlayer before its sublayers, so parents are paired before their children.
        for track in old.tracks {
            if let same = newTracks[track.model.id], oldID[same.model.id] == nil, parentsPair(track, same) {
                pair(track.model.id, same.model.id)
            }
        }
        // An id is unique in a document: the same id under another superlayer (moved into a group, or under the
        // host view a recording of SwiftUI adds) is still the same element.
        for track in old.tracks where newID[track.model.id] == nil {
            if let same = newTracks[track.model.id], oldID[same.model.id] == nil { pair(track.model.id, same.model.id) }
        }
        for track in old.tracks where newID[track.model.id] == nil {
            let candidate = new.tracks.first {
                oldID[$0.model.id] == nil && $0.model.content.type == track.model.content.type && parentsPair(track, $0)
            }
            if let candidate { pair(track.model.id, candidate.model.id) }
        }
    }

    private mutating func pair(_ old: String, _ new: String) {
        newID[old] = new
        oldID[new] = old
    }
}
