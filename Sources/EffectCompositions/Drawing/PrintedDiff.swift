import CairoKit
import EffectModel
import EffectRender

/// The motion diff as printed: `DiffPage`'s parts on pages of a landscape paper at 100 % of its width, as the
/// review's (`PrintedReview`): laid out 842 pt wide and scaled by `fit`; the key frames shrunk to fit the first
/// page, a row never split, each page after the first with a running header (and the table's column titles when it
/// continues the table), every page a footer with its number.
public struct PrintedDiff {
    /// Width and height of the paper in points.
    public let paper: (width: Double, height: Double)
    private let page: DiffPage
    private let pages: [[DiffPage.Block]]

    /// Content points to paper points.
    public var fit: Double { PrintedReview.fit(paperWidth: paper.width) }
    /// The page's height in content points.
    var contentHeight: Double { paper.height / fit }

    /// Paginates `review` on `paper` (width and height in points).
    ///
    /// - Throws: a drawing error from Pango while measuring text.
    public init(review: DiffReview, producer: String, paper: (width: Double, height: Double)) throws(RenderError) {
        self.paper = paper
        let height = paper.height / PrintedReview.fit(paperWidth: paper.width)
        page = DiffPage(review: review, producer: producer, maximumFrameHeight: min(140, DiffPage.frameHeight(fitting: height)))
        pages = try page.pages(height: height)
    }

    /// How many pages it prints on.
    public var pageCount: Int { pages.count }

    /// Draws page `index` on `context`, whose user space is the paper's.
    package func draw(page index: Int, on context: Context) throws(RenderError) {
        try context.withSavedState { () throws(RenderError) in
            context.scale(fit, fit)
            Page(context: context).fill(Rect(0, 0, SheetLayout.pageWidth, contentHeight), .white)
            try page.draw(page: index, of: pages, pageHeight: contentHeight, on: context)
        }
    }
}
