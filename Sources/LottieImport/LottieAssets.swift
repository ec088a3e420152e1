import EffectModel

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

    /// The image `asset` names, already checked by `check`: embedded (`data:image/png;base64,…`), or a file beside
    /// the Lottie file (`u` + `p`) read by `besideFile`. Only PNGs are decoded; a dotLottie's own images are not read yet.
    static func image(_ asset: LottieNode, inArchive: Bool, besideFile: (String) -> [UInt8]?) -> Image {
        let size = Size(asset["w"]?.number ?? 0, asset["h"]?.number ?? 0)
        func image(_ content: Result<ImageContent, Unreadable>) -> Image { Image(node: asset, size: size, content: content) }
        let p = asset["p"]?.string ?? ""
        if p.hasPrefix("data:") {
            guard p.hasPrefix(ImageContent.dataURLPrefix) else {
                return image(
                    .failure(
                        Unreadable(
                            reason:
                                "image not drawn: only PNG images are decoded (this one is \(p.prefix(while: { $0 != ";" && $0 != "," }).dropFirst(5)))"
                        )))
            }
            return image(
                ImageContent(dataURL: p).map { .success($0) } ?? .failure(Unreadable(reason: "image not drawn: its data is not a readable PNG")))
        }
        guard !inArchive else { return image(.failure(Unreadable(reason: "image not drawn: a dotLottie's own images are not read yet"))) }
        let folder = asset["u"]?.string ?? ""
        let name = (folder.isEmpty || folder.hasSuffix("/") ? folder : folder + "/") + p
        guard let bytes = besideFile(name) else { return image(.failure(Unreadable(reason: "image not drawn: '\(name)' is not beside the file"))) }
        guard let content = ImageContent(png: bytes) else {
            return image(.failure(Unreadable(reason: "image not drawn: '\(name)' is not a PNG (only PNG images are decoded)")))
        }
        return image(.success(content))
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
