import EffectModel
import Foundation

/// Turns a Lottie file into an effect document, as lottie-ios's Core Animation engine turns one into `CALayer`s and
/// `CAKeyframeAnimation`s: a layer per Lottie layer, group and paint, keyframes where the file's timing maps onto
/// Core Animation's, values sampled once per frame where it does not (time remap), and a note for each feature
/// drawn approximately or not at all.
struct LottieImporter {
    /// The file's frame rate (`fr`), frames per second.
    let fps: Double
    /// The document's length in frames (`op` − `ip`).
    let frameCount: Int
    /// Precompositions (`assets` with `layers`) by `id`.
    let compositions: [String: LottieNode]
    /// Image assets by `id`, read.
    let images: [String: LottieAssets.Image]

    var support = LottieSupport()
    var animations: [DocumentAnimation] = []
    var actions: [DocumentAction] = []
    /// Layers made so far, held to `LottieLimits.layers`.
    var layerCount = 0
    /// Values sampled so far, held to `LottieLimits.sampledValues`.
    var sampledValues = 0

    /// The document's duration, in seconds.
    var duration: Double { Double(frameCount) / fps }

    /// Counts a layer made at `node`; past the limit the file is refused there.
    mutating func countLayer(at node: LottieNode) throws(DocumentError) {
        layerCount += 1
        guard layerCount <= LottieLimits.layers else {
            throw node.error(
                "the file makes more than \(LottieLimits.layers) layers (precompositions count once per use); split it into smaller files")
        }
    }

    /// The document frames a sampled animation samples: every frame, or evenly fewer past the per-animation limit.
    mutating func sampleFrames(at node: LottieNode) throws(DocumentError) -> [Int] {
        let step = max(1, (frameCount + LottieLimits.valuesPerSampledAnimation - 2) / (LottieLimits.valuesPerSampledAnimation - 1))
        var frames = Array(stride(from: 0, through: frameCount, by: step))
        if frames.last != frameCount { frames.append(frameCount) }
        sampledValues += frames.count
        guard sampledValues <= LottieLimits.sampledValues else {
            throw node.error(
                "sampling this file's time remaps and changing paths takes more than \(LottieLimits.sampledValues) values; shorten it (op − ip) or simplify its time remap"
            )
        }
        return frames
    }
}

/// What After Effects calls each kind of content item (`ty`), for an item the file leaves unnamed.
let afterEffectsItemNames = [
    "gr": "Group", "fl": "Fill", "st": "Stroke", "gf": "Gradient Fill", "gs": "Gradient Stroke", "tm": "Trim Paths", "sh": "Path",
    "rc": "Rectangle", "el": "Ellipse", "sr": "Polystar", "tr": "Transform", "rp": "Repeater", "rd": "Round Corners", "mm": "Merge Paths",
]

/// The name After Effects shows for a content item (a group, a fill, a stroke) of a layer, as a designer finds it in
/// the timeline: the layer's `nm` › the item's `nm` ("Heart › Stroke 1"), the item's kind when it has no name.
func contentLabel(_ item: LottieNode, layerName: String?) -> String? {
    let itemName = item["nm"]?.string.flatMap { $0.isEmpty ? nil : $0 } ?? item["ty"]?.string.flatMap { afterEffectsItemNames[$0] }
    let names = [layerName, itemName].compactMap { $0 }.filter { !$0.isEmpty }
    return names.isEmpty ? nil : names.joined(separator: " › ")
}

/// An identifier made from a JSON path: `layers[3].shapes[1]` → `layers3-shapes1`, unique in its file.
func layerIdentifier(_ prefix: String, _ path: JSONPath) -> String {
    let parts = path.components.map { component -> String in
        switch component {
        case .key(let key): key
        case .index(let i): String(i)
        }
    }
    var text = ""
    for part in parts {
        if part.first?.isNumber == true { text += part } else { text += (text.isEmpty ? "" : "-") + part }
    }
    return prefix.isEmpty ? text : prefix + "-" + text
}
