import EffectModel
import Foundation

/// A Lottie file's composition markers (`markers`: `tm` its frame, `dr` its length in frames, `cm` its name, which
/// some exporters write as JSON, `{"name": "on"}`), as the document's markers, in time order.
enum LottieMarkers {
    static func markers(_ node: LottieNode?, framesPerSecond fps: Double, firstFrame ip: Double, lastFrame op: Double) throws(DocumentError)
        -> [Marker]
    {
        guard let node else { return [] }
        let items = node.elements
        guard items.count <= LottieLimits.markers else {
            throw node.error("\(items.count) markers are more than the \(LottieLimits.markers) a file may have")
        }
        var markers: [Marker] = []
        for item in items {
            // A marker outside the file's frames marks nothing that plays.
            guard let tm = item["tm"]?.number, tm >= ip, tm <= op else { continue }
            let length = max(0, min(item["dr"]?.number ?? 0, op - tm))
            markers.append(Marker(name: name(item["cm"]?.string) ?? "marker \(markers.count + 1)", time: (tm - ip) / fps, duration: length / fps))
        }
        return markers.sorted { $0.time < $1.time }
    }

    /// The marker's name: `cm` trimmed (exports end it with a carriage return), or the `name` of the JSON it holds;
    /// at most 200 characters.
    static func name(_ comment: String?) -> String? {
        guard var text = comment?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return nil }
        if text.hasPrefix("{"), let json = try? JSON.parse(Array(text.utf8)), case .object(let members) = json.value,
            case .string(let name)? = members.last(where: { $0.key == "name" })?.value.value
        {
            text = name.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return text.isEmpty ? nil : String(text.unicodeScalars.prefix(200))
    }
}
