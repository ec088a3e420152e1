import Foundation

/// `UIViewController`: a view made on first use (`loadView`, then `viewDidLoad`), told when its subviews are laid out.
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    public override init() { super.init() }

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

    public var isViewLoaded: Bool { loadedView != nil }

    public func loadViewIfNeeded() { _ = view }

    /// Makes a plain view the size of the screen (the stage being set up), as UIKit does; override to make another.
    open func loadView() { loadedView = UIView(frame: UIScreen.main.bounds) }

    open func viewDidLoad() {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}

    open override var next: UIResponder? { nil }
}

/// `UIScreen.main`: the stage last made on this thread, whose size a view controller's view takes when it is made.
public final class UIScreen: Sendable {
    public static let main = UIScreen()
    public internal(set) var bounds: CGRect {
        get { ThreadState.current.screenBounds }
        set { ThreadState.current.screenBounds = newValue }
    }
    public var scale: CGFloat { 1 }
}
