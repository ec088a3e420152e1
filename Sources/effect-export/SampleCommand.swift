import Foundation
import EffectExport
import EffectModel
import EffectSampling

/// `effect-export sample EFFECT --times T1,T2,… [--layer ID] [--keys K1,K2,…]`.
struct SampleCommand {
    var effect: String
    var times: [Double]
    var layer: String?
    var keys: [AnimatableKeyPath]?

    init(_ arguments: Arguments) throws(CommandFailure) {
        guard arguments.positional.count == 1 else {
            throw .usage(arguments.positional.isEmpty ? "missing EFFECT (a template name or a document path)"
                                                      : "unexpected argument '\(arguments.positional[1])'", command: "sample")
        }
        effect = arguments.positional[0]
        guard let times = try arguments.times(command: "sample", nonNegative: false) else { throw .usage("missing --times", command: "sample") }
        self.times = times
        layer = arguments.values["layer"]
        if let keysText = arguments.values["keys"] {
            var keys: [AnimatableKeyPath] = []
            for item in keysText.split(separator: ",") {
                let name = String(item).trimmingCharacters(in: .whitespaces)
                guard let key = AnimatableKeyPath(rawValue: name) else {
                    var message = "unknown key path '\(name)' in --keys"
                    if let near = NearMiss.suggestion(for: name, among: AnimatableKeyPath.allCases.map(\.rawValue)) { message += "; did you mean '\(near)'?" }
                    throw .usage(message, command: "sample")
                }
                keys.append(key)
            }
            self.keys = keys
        }
    }

    func run() throws(CommandFailure) {
        let document = try DocumentLoader.load(effect)
        let scene: Scene
        do {
            scene = try FrameRenderer.scene(document, horizon: times.max())
        } catch {
            throw CommandFailure(messages: [error.description], exitCode: .internalError)
        }
        if let layer, scene.track(layer) == nil {
            var message = "no layer '\(layer)' in \(document.name)"
            if let near = NearMiss.suggestion(for: layer, among: scene.tracks.map(\.model.id)) { message += "; did you mean '\(near)'?" }
            throw .usage(message, command: "sample")
        }
        let report = SampleReport(effect: document.name, sampler: Sampler(scene: scene), times: times, layerID: layer, keyPaths: keys)
        print(report.json, terminator: "")
    }
}
