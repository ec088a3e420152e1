import EffectEngine
import EffectModel
import Foundation

/// A cell of the contact sheet: the time it shows, and why it is there in a designer's words.
public struct SheetFrame: Sendable, Equatable {
    /// Document seconds.
    public var time: Double
    /// `touch down`, `peak 1.08×`, `hold · 175 ms`; `nil` for a frame the clock placed.
    public var caption: String?

    /// A cell at `time` seconds, captioned `caption` if given.
    public init(time: Double, caption: String? = nil) {
        self.time = time
        self.caption = caption
    }

    /// Frames at the given times, without captions (`--frames`, `--times`).
    public static func evenly(_ times: [Double]) -> [SheetFrame] { times.map { SheetFrame(time: $0) } }

    /// Key frames with their most telling reasons (two at most); a hold says how long it lasts, up to the next
    /// frame or the end of the window.
    public static func keyFrames(_ frames: [ReviewFrame], window: Double) -> [SheetFrame] {
        frames.enumerated().map { index, frame in
            var words: [String] = []
            var turningLayers = Set<String>()
            for reason in frame.reasons {
                // One turning point a layer: the size's peak says it; the corner radius's beside it is noise.
                if case .peak(_, let layerID, _) = reason, !turningLayers.insert(layerID).inserted { continue }
                if case .trough(_, let layerID, _) = reason, !turningLayers.insert(layerID).inserted { continue }
                if let text = reason.words, !words.contains(text) { words.append(text) }
            }
            var caption = words.prefix(2).joined(separator: ", ")
            if frame.holdsUntil != nil {
                let until = index + 1 < frames.count ? frames[index + 1].time : window
                caption += (caption.isEmpty ? "" : " · ") + "hold \(KeyPathChart.milliseconds(until - frame.time))"
            }
            return SheetFrame(time: frame.time, caption: caption.isEmpty ? nil : caption)
        }
    }
}

extension ReviewFrame.Reason {
    /// The reason in a designer's words; `nil` for an in-between frame, which only its time needs to explain.
    public var words: String? {
        switch self {
        case .start: "start"
        case .end: "end"
        case .interaction(let kind, _): kind.words
        case .begins(let label, _): "\(label ?? "animation") begins"
        case .ends(let label, _): "\(label ?? "animation") ends"
        // Screen y grows downward: a vertical offset by which way it goes (a hop's top is `up 6 pt`), a vertical
        // place by where it is highest and lowest on screen.
        case .peak(let keyPath, _, let value) where keyPath == .translationY, .trough(let keyPath, _, let value) where keyPath == .translationY:
            KeyPathChart.verticalOffset(value, keyPath)
        case .peak(let keyPath, _, let value) where keyPath.isScreenY: "lowest \(Self.formatted(value, keyPath))"
        case .trough(let keyPath, _, let value) where keyPath.isScreenY: "highest \(Self.formatted(value, keyPath))"
        case .peak(let keyPath, _, let value): "peak \(Self.formatted(value, keyPath))"
        case .trough(let keyPath, _, let value): "low \(Self.formatted(value, keyPath))"
        case .jump: "jump"
        case .inBetween: nil
        }
    }

    /// A value in its chart unit: `1.08×`, `170 pt`, `45°`, `0.8`.
    static func formatted(_ value: Double, _ keyPath: AnimatableKeyPath) -> String {
        guard let unit = KeyPathChart.channels(of: keyPath)?.unit else { return String(format: "%.3g", value) }
        return unit.text(String(format: "%.3g", value * unit.factor))
    }
}

extension Interaction.EventKind {
    /// What a scripted event is called on sheets and charts.
    public var words: String {
        switch self {
        case .touchDown: "touch down"
        case .touchMoved: "finger moves"
        case .touchUp: "touch up"
        case .tap, .toggle: "tap"
        }
    }
}
