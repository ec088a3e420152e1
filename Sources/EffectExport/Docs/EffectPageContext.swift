/// What an effect's page templates (`Templates/docs/effect.html`, `effect.md`, and a theme's) read, by these
/// properties' names: the gallery card's values, then the page's own (a page's `preview` and `poster` are its files,
/// not the gallery's), then its guidance (a page's `category` is the document's, empty when it has none).
struct EffectPageContext: Encodable {
    let card: GalleryCard
    let page: EffectPageFiles
    let review: EffectPageReview
    let guidance: EffectPageGuidance

    func encode(to encoder: any Encoder) throws {
        try card.encode(to: encoder)
        try page.encode(to: encoder)
        try review.encode(to: encoder)
        try guidance.encode(to: encoder)
    }
}

/// An effect in the gallery (`Templates/docs/index.html`) and at the top of its page.
struct GalleryCard: Encodable {
    let name, title, description, duration: String
    /// The page, as HTML and as Markdown.
    let href, markdownHref: String
    /// The animated preview and the poster frame, from the site's root.
    let preview, poster: String
    let alt: String
    /// The canvas in points.
    let width, height: String
    let category: String
    /// What the gallery's search matches beyond the card's own text.
    let search: String
}

/// The page's files and how the preview shows: file names are the effect folder's, sizes as people read them.
struct EffectPageFiles: Encodable {
    let siteTitle, generator: String
    let preview, poster: String
    /// The animated SVG inlined in the page.
    let inlinePreview: Markup
    /// The loop's length, its rest and the poster's time, in seconds.
    let durationSeconds, restSeconds, posterSeconds: String
    /// The preview's size in CSS pixels (at most 640 × 416), and a third of it under reduced motion.
    let displayWidth, displayHeight, reducedWidth, reducedHeight: String
    /// The canvas as "W × H pt".
    let canvas: String
    let documentFile, document, documentSize: String
    /// The Swift, or empty with `swiftMissing` saying why it could not be written.
    let swiftFile, swift, swiftMissing, swiftSize: String
    let lottieFile, lottieSize: String
    /// The CSS, or nil with `cssMissing` saying why it could not be written.
    let css: CSSFiles?
    let cssMissing: String
    let sheetSVG, sheetDarkSVG, sheetPDF, sheetAlt: String
    let curvesSVG, curvesDarkSVG, curvesPDF, curvesAlt: String
    let downloads: [Download]

    struct CSSFiles: Encodable {
        let file, size, markup, stylesheet: String
        let notes: [String]
    }

    /// A file offered for download, as it went (its own name or beside a file not the site's).
    struct Download: Encodable {
        let label, href, size: String
    }
}

/// The review the page states: the animation table, the spec, the interactions.
struct EffectPageReview: Encodable {
    let rows: [Row]
    /// Where a value jumps (a discrete change or a removed animation).
    let jumps: [String]
    let spec: [Trigger]
    let interactions: [Interaction]

    /// One animation of `AnimationTable`, in Core Animation's words.
    struct Row: Encodable {
        let element, layer, keyPath, change, begin, duration, timing, repeats, fill, label: String
    }

    /// A trigger of the spec and what it sets moving.
    struct Trigger: Encodable {
        let heading: String
        let motions: [SpecRow]
    }

    /// One row of the spec, in a designer's words.
    struct SpecRow: Encodable {
        let element, property, change, delay, duration, easing, repeats, notes, detail: String
    }

    /// A touch or other input of the document, at a time in ms.
    struct Interaction: Encodable {
        let time, words, layer: String
    }
}

/// The document's guidance as the page shows it, with links to the site's other effects (nil when the site does not
/// have them).
struct EffectPageGuidance: Encodable {
    let category, usage, avoid: String
    let dos, donts: [Example]
    let related: [Related]
    let platforms: [Platform]
    let hasGuidance: Bool
    let reducedMotion: String
    let reducedMotionLink: Link?
    /// What a reader with reduced motion sees instead, beside the preview.
    let reducedMotionPicture: Picture?
    let previous, next: Link?

    struct Link: Encodable {
        let href, markdownHref, title: String
    }

    struct Example: Encodable {
        let text: String
        let example: Link?
    }

    struct Related: Encodable {
        let href, markdownHref, title, kind: String
    }

    struct Platform: Encodable {
        let platform, note: String
    }

    struct Picture: Encodable {
        let src, alt: String
    }
}
