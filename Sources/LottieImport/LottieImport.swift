import EffectModel
import Foundation

/// Lottie (Bodymovin JSON) and dotLottie files read as effect documents, recognised by their content wherever an
/// effect document is taken: time 0 is the file's `ip`, its duration (`op` − `ip`) / `fr` seconds, its canvas
/// `w` × `h` points, transparent. What is not drawn exactly is in the report's warnings, one per feature and place.
public enum LottieImport {
    /// Whether `bytes` look like a zip archive (a dotLottie).
    public static func isArchive(_ bytes: [UInt8]) -> Bool { bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) }

    /// Whether parsed JSON is a Lottie animation: an object with `v`, `fr`, `ip`, `op`, `w`, `h` and `layers`.
    public static func isLottie(_ json: JSON) -> Bool {
        guard case .object(let members) = json.value else { return false }
        let keys = Set(members.map(\.key))
        return ["fr", "ip", "op", "w", "h", "layers"].allSatisfy(keys.contains) && (keys.contains("v") || !keys.contains("canvas"))
    }

    /// The report of a Lottie or dotLottie file's bytes, or `nil` when they are neither (an effect document).
    /// `defaultName` names the document; `besideFile` reads a file an image asset names beside the Lottie file (by
    /// its path relative to the file's folder, already checked to stay inside it), nil when there is none. A
    /// dotLottie's images are read from the archive instead.
    public static func check(_ bytes: [UInt8], defaultName: String, besideFile: (String) -> [UInt8]? = { _ in nil }) -> DocumentReport? {
        var text = bytes
        var besideFile = besideFile
        if isArchive(bytes) {
            do throws(DocumentError) {
                (text, besideFile) = try DotLottie.animation(in: bytes)
            } catch {
                return DocumentReport(document: nil, errors: [error], warnings: [])
            }
        }
        guard let json = try? JSON.parse(text), isLottie(json) else {
            if isArchive(bytes) {
                return DocumentReport(
                    document: nil, errors: [DocumentError(location: nil, path: .root, message: "the archive's animation is not a Lottie file")],
                    warnings: [])
            }
            return nil
        }
        do throws(DocumentError) {
            let (document, warnings) = try read(
                LottieNode(json: json, path: .root), defaultName: defaultName, inArchive: isArchive(bytes), besideFile: besideFile)
            return DocumentReport(document: document, errors: [], warnings: warnings)
        } catch {
            return DocumentReport(document: nil, errors: [error], warnings: [])
        }
    }

    /// The document a Lottie animation makes, and what it cannot draw exactly.
    /// `inArchive`: the animation came out of a dotLottie, whose image folders (`/images/`, `/i/`) are its own entries.
    static func read(_ root: LottieNode, defaultName: String, inArchive: Bool = false, besideFile: (String) -> [UInt8]? = { _ in nil })
        throws(DocumentError) -> (EffectDocument, [DocumentError])
    {
        guard let fr = root["fr"]?.number, fr > 0, fr <= 1_000 else {
            throw (root["fr"] ?? root).error("the frame rate (fr) must be a number of frames per second from 0 to 1000")
        }
        let ip = root["ip"]?.number ?? 0
        let op = root["op"]?.number ?? ip
        guard op > ip else {
            throw (root["op"] ?? root).error("the last frame (op \(op.shortDescription)) must come after the first (ip \(ip.shortDescription))")
        }
        guard op - ip <= Double(LottieLimits.frames) else {
            throw (root["op"] ?? root).error(
                "\((op - ip).shortDescription) frames (op − ip) is longer than the \(LottieLimits.frames) frames a file may play (an hour at 60 fps)")
        }
        guard (op - ip) / fr <= LottieLimits.seconds else {
            throw (root["fr"] ?? root).error(
                "\((op - ip).shortDescription) frames (op − ip) at \(fr.shortDescription) fps play \(((op - ip) / fr).shortDescription) s, longer than the hour a file may play"
            )
        }
        let (w, h) = (root["w"]?.number ?? 0, root["h"]?.number ?? 0)
        for (key, side) in [("w", w), ("h", h)] where !EffectDocument.Canvas.sideRange.contains(side) {
            throw (root[key] ?? root).error("the canvas (w × h) must be 1 to 8192 points a side; it is \(w.shortDescription) × \(h.shortDescription)")
        }
        var compositions: [String: LottieNode] = [:]
        var images: [String: LottieAssets.Image] = [:]
        for asset in root["assets"]?.elements ?? [] {
            guard let id = asset["id"]?.string else { continue }
            if asset["layers"] != nil {
                compositions[id] = asset
            } else {
                try LottieAssets.check(asset, inArchive: inArchive)
                images[id] = LottieAssets.image(asset, inArchive: inArchive, besideFile: besideFile)
            }
        }
        var importer = LottieImporter(
            fps: fr, frameCount: Int(op - ip, rounding: .up, within: 1...LottieLimits.frames), compositions: compositions, images: images)
        let layers = try importer.composition(
            root["layers"]?.elements ?? [], clock: .linear(framesPerSecond: fr, frameAtZero: ip), prefix: "", nesting: [])
        guard !layers.isEmpty else {
            throw (root["layers"] ?? root).error(
                "nothing this tool can draw: every layer is hidden, outside ip…op, or of a kind it does not draw"
                    + (importer.support.notes.isEmpty ? "" : " (\(importer.support.notes.map(\.message).joined(separator: "; ")))"))
        }
        let name = EffectDocument.isValidName(defaultName) ? defaultName : EffectDocument.sanitisedName(root["nm"]?.string ?? defaultName)
        var document = EffectDocument(name: name, canvas: .init(width: w, height: h, background: nil), layers: layers)
        document.title = root["nm"]?.string
        document.duration = Double(importer.frameCount) / fr
        document.animations = importer.animations
        document.actions = importer.actions
        document.frameRate = fr
        document.markers = try LottieMarkers.markers(root["markers"], framesPerSecond: fr, firstFrame: ip, lastFrame: op)
        return (document, importer.support.warnings)
    }
}
