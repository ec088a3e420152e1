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

    /// Makes a plain view; override to make another.
    open func loadView() { loadedView = UIView(frame: .zero) }

    open func viewDidLoad() {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}

    open override var next: UIResponder? { nil }
}
