import EffectEncoding
import EffectModel
import Foundation

/// Rules for what a file refers to outside itself, and shapes recognised for what they are.
enum LottieAssets {
    /// An image asset must be embedded (`e: 1` or a `data:` URL) or a file beside the Lottie file: a folder (`u`)
    /// or name (`p`) that is absolute, climbs out (`..`) or names a scheme is refused at its path. In a dotLottie
    /// (`inArchive`) a folder from the archive's root (`/images/`) is one of its own entries, not the disk's root.
    static func check(_ asset: LottieNode, inArchive: Bool = false) throws(DocumentError) {
        let p = asset["p"]?.string ?? ""
        if asset["e"]?.number == 1 || p.hasPrefix("data:") { return }
        for key in ["u", "p"] {
            guard let node = asset[key], var text = node.string, !text.isEmpty else { continue }
            if inArchive, key == "u", text.hasPrefix("/") { text.removeFirst() }
            let parts = text.split(separator: "/", omittingEmptySubsequences: false)
            if text.hasPrefix("/") || text.hasPrefix("\\") || parts.contains("..") || text.contains("\\..") || text.contains(":")
                || text.hasPrefix("~")
            {
                throw node.error(
                    "the image '\(text)' lies outside the file's folder; images are read only from beside the file or embedded (data: URLs): copy it beside the file and name it alone"
                )
            }
        }
    }

    /// An image asset as read: its node, its size in points (`w`, `h`), and its PNG or why it has none.
    struct Image {
        let node: LottieNode
        let size: Size
        let content: Result<ImageContent, Unreadable>
    }

    /// Why an image asset is not drawn.
    struct Unreadable: Error {
        let reason: String
    }

    /// The largest image file read beside a Lottie file, in bytes.
    static let maximumImageFile = 64 << 20

    /// The image `asset` names, already checked by `check`: embedded (a `data:image/…;base64,` URL), or a file beside
    /// the Lottie file (`u` + `p`) read by `besideFile` (in a dotLottie: the archive's entry). PNG, WebP and JPEG are
    /// read (WebP and JPEG become the PNG the model holds); other formats are named as not drawn.
    static func image(_ asset: LottieNode, inArchive: Bool, besideFile: (String) -> [UInt8]?) -> Image {
        let size = Size(asset["w"]?.number ?? 0, asset["h"]?.number ?? 0)
        func image(_ content: Result<ImageContent, Unreadable>) -> Image { Image(node: asset, size: size, content: content) }
        let p = asset["p"]?.string ?? ""
        if p.hasPrefix("data:") {
            let type = String(p.prefix(while: { $0 != ";" && $0 != "," }).dropFirst(5))
            guard let comma = p.firstIndex(of: ","), p[..<comma].hasSuffix(";base64"),
                let data = Data(base64Encoded: String(p[p.index(after: comma)...]), options: .ignoreUnknownCharacters)
            else { return image(.failure(Unreadable(reason: "image not drawn: its data URL (\(type)) is not base64"))) }
            return image(decoded(Array(data), named: "its \(type) data"))
        }
        let folder = asset["u"]?.string ?? ""
        let name = (folder.isEmpty || folder.hasSuffix("/") ? folder : folder + "/") + p
        guard let bytes = besideFile(name) else {
            return image(.failure(Unreadable(reason: "image not drawn: '\(name)' is not \(inArchive ? "in the archive" : "beside the file")")))
        }
        return image(decoded(bytes, named: "'\(name)'"))
    }

    /// An image file's bytes as the model's PNG, whatever its name or stated type says: a PNG as it is, a WebP or JPEG
    /// decoded; any other format, or a damaged or oversized file, is why it is not drawn.
    static func decoded(_ bytes: [UInt8], named name: String) -> Result<ImageContent, Unreadable> {
        if let png = ImageContent(png: bytes) { return .success(png) }
        let limit = ImageContent.maximumSide
        guard let format = ImageDecoder.Format(of: bytes) else {
            let kind =
                bytes.starts(with: [137, 80, 78, 71])
                ? "a PNG that cannot be read" : bytes.starts(with: Array("GIF8".utf8)) ? "a GIF" : "not an image"
            return .failure(Unreadable(reason: "image not drawn: \(name) is \(kind) (PNG, WebP and JPEG images are read)"))
        }
        do throws(ImageDecoder.Failure) {
            let png = try ImageDecoder.png(of: bytes, maximumSide: limit)
            if let content = ImageContent(png: png) { return .success(content) }
            return .failure(Unreadable(reason: "image not drawn: \(name) could not be written as a PNG"))
        } catch {
            switch error {
            case .tooLarge(let width, let height, _):
                return .failure(Unreadable(reason: "image not drawn: \(name) is \(width) × \(height) pixels, more than \(limit) a side"))
            case .unreadable(let why):
                return .failure(
                    Unreadable(reason: "image not drawn: \(name) is not a \(format.rawValue) image that can be read" + (why.map { " (\($0))" } ?? ""))
                )
            }
        }
    }

    /// The rectangle and corner radius of a path that is one, rounded or not, as a mask of bounds is written.
    static func roundedRect(_ path: Path) -> (Rect, Double)? {
        guard let box = path.controlBounds, box.width > 0, box.height > 0 else { return nil }
        var points: [Point] = []
        var sampled: [Point] = []
        var current = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p):
                if case .line = element { sampled += (1...4).map { current.interpolated(to: p, Double($0) / 4) } }
                points.append(p)
                current = p
            case .cubic(let a, let b, let p):
                sampled += (1...8).map { i -> Point in
                    let u = Double(i) / 8
                    let v = 1 - u
                    return current * (v * v * v) + a * (3 * v * v * u) + b * (3 * v * u * u) + p * (u * u * u)
                }
                points.append(p)
                current = p
            case .quad, .close: break
            }
        }
        // The radius: how far the vertices on the top edge stand in from its corners.
        let top = points.filter { abs($0.y - box.minY) < 1e-6 }
        let radius = min(top.map { min($0.x - box.minX, box.maxX - $0.x) }.min() ?? 0, box.width / 2, box.height / 2)
        // Every point of the outline must lie on the rounded rectangle's edge.
        let inner = Rect(box.minX + radius, box.minY + radius, box.width - 2 * radius, box.height - 2 * radius)
        for p in sampled + points {
            let dx = max(inner.minX - p.x, 0, p.x - inner.maxX)
            let dy = max(inner.minY - p.y, 0, p.y - inner.maxY)
            let outside = (dx * dx + dy * dy).squareRoot() - radius
            let edge = min(abs(p.x - box.minX), abs(p.x - box.maxX), abs(p.y - box.minY), abs(p.y - box.maxY))
            guard radius > 0 ? abs(outside) < 0.02 * max(radius, 1) : edge < 1e-6 else { return nil }
        }
        return (box, radius)
    }
}
