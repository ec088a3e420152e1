import EffectEngine
import EffectExport
import EffectModel
import Foundation

/// `effect-export sample EFFECT --times T1,T2,… [--layer ID] [--keys K1,K2,…]`: presentation values as JSON.
struct SampleCommand: Command {
    static let declaration = CommandDeclaration(
        name: "sample",
        abstract: "Print presentation values at given times as JSON.",
        discussion:
            "Each value is a number or an array (points, sizes, rects, colours [r, g, b, a]), null where the layer is not in the tree at that time.",
        arguments: [.effect],
        options: [
            .value("times", "T1,T2,…", "The times in seconds, separated by commas.", required: true),
            .value("layer", "ID", "Only this layer.", default: "every animated layer"),
            .value("keys", "K1,K2,…", "These key paths, such as position,opacity.", default: "every key path an animation drives on the layer"),
        ]
    )

    var effect: String
    var times: [Double]
    var layer: String?
    var keys: [AnimatableKeyPath]?

    init(_ arguments: ParsedArguments) throws(CommandFailure) {
        effect = arguments.positional[0]
        times = try arguments.times(nonNegative: false, maximum: WorkBudget.maximumFrames)!
        layer = arguments.string("layer")
        if let keysText = arguments.string("keys") {
            var keys: [AnimatableKeyPath] = []
            for item in keysText.split(separator: ",") {
                let name = String(item).trimmingCharacters(in: .whitespaces)
                guard let key = AnimatableKeyPath(rawValue: name) else {
                    var message = "unknown key path '\(name)' in --keys"
                    if let near = NearMiss.suggestion(for: name, among: AnimatableKeyPath.allCases.map(\.rawValue)) {
                        message += "; did you mean '\(near)'?"
                    }
                    throw arguments.usage(message)
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
            scene = try FrameRenderer.scene(document, horizon: times.max(), keepingFrom: times.min() ?? 0)
        } catch {
            throw CommandFailure(error, file: effect)
        }
        if let layer, scene.track(layer) == nil {
            var message = "no layer '\(layer)' in \(document.name)"
            if let near = NearMiss.suggestion(for: layer, among: scene.tracks.map(\.model.id)) { message += "; did you mean '\(near)'?" }
            throw .usage(message, command: Self.declaration.name)
        }
        let report = SampleReport(effect: document.name, sampler: Sampler(scene: scene), times: times, layerID: layer, keyPaths: keys)
        try StandardStreams.write(report.json)
    }
}
