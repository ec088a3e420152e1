import Foundation

/// `UIViewController`: a view made on first use (`loadView`, then `viewDidLoad`), told when its subviews are laid out.
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// A view controller whose view is not made yet.
    public override init() { super.init() }

    /// Not available: there are no nibs or storyboards.
    public required init?(coder: NSCoder) { nil }

    /// Made by `loadView()` the first time it is asked for, then `viewDidLoad()` runs.
    public var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                loadedView?.viewController = self
                viewDidLoad()
            }
            return loadedView
        }
        set {
            loadedView = newValue
            newValue?.viewController = self
        }
    }

    /// Whether the view has been made.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view if it is not made yet.
    public func loadViewIfNeeded() { _ = view }

    /// Makes a plain view the size of the screen (the stage being set up), as UIKit does; override to make another.
    open func loadView() { loadedView = UIView(frame: UIScreen.main.bounds) }

    /// Called once the view is made: set up subviews, layers and animations here (at the document's time 0).
    open func viewDidLoad() {}
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// Called before the view appears on the stage.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared on the stage.
    open func viewDidAppear(_ animated: Bool) {}

    /// Touches end here.
    open override var next: UIResponder? { nil }
}

/// `UIScreen.main`: the stage last made on this thread, whose size a view controller's view takes when it is made.
@MainActor public final class UIScreen {
    /// The screen: the stage last made on this thread.
    public static let main = UIScreen()
    /// The screen's rectangle: the stage's size, in points.
    public internal(set) var bounds: CGRect {
        get { ThreadState.current.screenBounds }
        set { ThreadState.current.screenBounds = newValue }
    }
    /// Pixels per point: 1 (the document is in points).
    public var scale: CGFloat { 1 }
}
