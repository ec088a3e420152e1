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
        options: [Options.times.option, Options.layer.option, Options.keys.option]
    )

    enum Options {
        static let times = OptionKey<[Double]>.times(
            "The times in seconds, separated by commas.", nonNegative: false, maximum: WorkBudget.maximumFrames, required: true)
        static let layer = OptionKey<String>.text("layer", "ID", "Only this layer.", defaultText: "every animated layer")
        static let keys = OptionKey<[AnimatableKeyPath]>.keyPaths(
            "These key paths, such as position,opacity.", defaultText: "every key path an animation drives on the layer")
    }

    var effect: String
    var times: [Double]
    var layer: String?
    var keys: [AnimatableKeyPath]?

    init(_ arguments: ParsedArguments) throws(CommandFailure) {
        effect = arguments.positional[0]
        times = try arguments.value(Options.times)
        layer = try arguments.optionalValue(Options.layer)
        keys = try arguments.optionalValue(Options.keys)
    }

    func run() throws(CommandFailure) {
        let document = try DocumentLoader.load(effect)
        let scene = try CommandFailure.scene(of: document, horizon: times.max(), keepingFrom: times.min() ?? 0, file: effect)
        if let layer, scene.track(layer) == nil {
            var message = "no layer '\(layer)' in \(document.name)"
            if let near = NearMiss.suggestion(for: layer, among: scene.tracks.map(\.model.id)) { message += "; did you mean '\(near)'?" }
            throw .usage(message, command: Self.declaration.name)
        }
        if layer == nil {
            try CommandFailure.checkingBudget(of: Self.declaration.name, file: effect) { () throws(WorkBudget.Exceeded) in
                try WorkBudget.check(WorkEstimate.samples(of: scene, times: times.count), of: "sampling every layer")
            }
        }
        let report = SampleReport(effect: document.name, sampler: Sampler(scene: scene), times: times, layerID: layer, keyPaths: keys)
        try StandardStreams.write(report.json)
    }
}

extension OptionKey where Value == [AnimatableKeyPath] {
    /// `--keys K1,K2,…`: key paths by Core Animation's names, a near miss suggested.
    static func keyPaths(_ help: String, defaultText: String) -> Self {
        OptionKey(option: .value("keys", "K1,K2,…", help, default: defaultText), defaultValue: nil) { text in
            var keys: [AnimatableKeyPath] = []
            for item in text.split(separator: ",") {
                let name = String(item).trimmingCharacters(in: .whitespaces)
                guard let key = AnimatableKeyPath(rawValue: name) else {
                    var message = "unknown key path '\(name)' in --keys"
                    if let near = NearMiss.suggestion(for: name, among: AnimatableKeyPath.allCases.map(\.rawValue)) {
                        message += "; did you mean '\(near)'?"
                    }
                    return .failure(Invalid(message: message))
                }
                keys.append(key)
            }
            return .success(keys)
        }
    }
}
