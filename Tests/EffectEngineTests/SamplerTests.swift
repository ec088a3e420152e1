import EffectModel
import EffectEngine
import Testing

@Suite struct SamplerTests {
    static let document = """
    { "effect": 1, "name": "sample-test", "canvas": { "width": 100, "height": 100 },
      "layers": [ { "id": "box", "frame": [0, 0, 20, 20], "sublayers": [ { "id": "box/dot", "frame": [0, 0, 2, 2] } ] },
                  { "id": "still", "frame": [50, 50, 10, 10] } ],
      "animations": [
        { "layer": "box", "keyPath": "position", "fromValue": [10, 10], "toValue": [90, 50], "duration": 1 },
        { "layer": "box", "keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 0.5, "timingFunction": "easeIn" }
      ] }
    """

    func sampler() throws -> Sampler {
        Sampler(scene: try Scene(document: try EffectDocument(json: Array(Self.document.utf8))))
    }

    @Test func presentationTreeKeepsTheStructure() throws {
        let layers = try sampler().layers(at: 0.5)
        #expect(layers.map(\.id) == ["box", "still"])
        #expect(layers[0].position == Point(50, 30))
        #expect(layers[0].sublayers.map(\.id) == ["box/dot"])
        #expect(layers[0].opacity == 1)
    }

    /// Sampling is a pure function of the time: the order of calls changes nothing.
    @Test func samplesDoNotDependOnEarlierSamples() throws {
        let s = try sampler()
        let forwards = [0.1, 0.2, 0.7].map { s.value(.position, of: "box", at: $0) }
        let backwards = [0.7, 0.2, 0.1].map { s.value(.position, of: "box", at: $0) }.reversed()
        #expect(forwards == Array(backwards))
    }
}
