import Foundation

/// SwiftUI's `DynamicProperty`: a stored property of a view that the host keeps across updates (`@State`).
public protocol DynamicProperty {}

/// Where a `@State` value lives: kept by the host under the view's identity, so that a view struct made again by its
/// parent's body finds the value it had. A write tells the host, which updates the views it shows.
@MainActor final class StateStorage<Value> {
    var value: Value
    weak var host: ViewHost?

    init(_ value: Value) { self.value = value }

    func set(_ newValue: Value) {
        value = newValue
        host?.stateDidChange()
    }
}

/// A view's `@State` property before and after the host binds it to its storage.
@MainActor final class StateLink<Value> {
    let initial: Value
    var storage: StateStorage<Value>?
    init(_ initial: Value) { self.initial = initial }
}

/// What the host binds in a view it resolves: each `@State` property to the storage kept for it.
@MainActor protocol StateProperty {
    /// Links the property to the storage `host` keeps under `key`, made now with the initial value the first time.
    func bind(to host: ViewHost, key: String)
}

/// SwiftUI's `@State`: a value a view owns. The host keeps it across updates; a write (inside `withAnimation` or not)
/// re-evaluates the views' bodies and moves what changed with the transaction's animation.
@MainActor @propertyWrapper public struct State<Value>: DynamicProperty {
    private let link: StateLink<Value>

    /// A state starting at `wrappedValue`.
    public init(wrappedValue value: Value) { link = StateLink(value) }
    /// A state starting at `value`.
    public init(initialValue value: Value) { link = StateLink(value) }

    /// The value; a write updates the views.
    public var wrappedValue: Value {
        get { link.storage?.value ?? link.initial }
        nonmutating set {
            if let storage = link.storage { storage.set(newValue) }
        }
    }

    /// A binding to the value (`$isOn`), for a child view to read and write.
    public var projectedValue: Binding<Value> {
        let link = self.link
        return Binding(
            get: { link.storage?.value ?? link.initial },
            set: { link.storage?.set($0) })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// A state starting at `nil`.
    public init() { self.init(wrappedValue: nil) }
}

extension State: StateProperty {
    func bind(to host: ViewHost, key: String) {
        link.storage = host.storage(for: key, initial: link.initial)
    }
}

/// SwiftUI's `@Binding`: a value another view owns, read and written through.
@MainActor @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void

    /// A binding reading with `get` and writing with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        read = get
        write = set
    }

    /// The binding `projectedValue` (what `$value` passes to a child's `@Binding`).
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding that always reads `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    /// The value, read and written through.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// The binding itself.
    public var projectedValue: Binding<Value> { self }

    /// A binding to the member at `keyPath` (`$settings.isOn`).
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { self.wrappedValue[keyPath: keyPath] },
            set: { newValue in
                var value = self.wrappedValue
                value[keyPath: keyPath] = newValue
                self.wrappedValue = value
            })
    }

    /// The same binding, its writes made with `animation` (`Toggle(isOn: $isOn.animation())`).
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        Binding(get: read, set: { newValue in withAnimation(animation) { self.wrappedValue = newValue } })
    }
}
