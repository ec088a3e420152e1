import EffectEngine
import EffectModel

/// An effect document as a SwiftUI view (`effect-export EFFECT --format swiftui`): `struct <Name>Effect: View`, its
/// layers as shapes and text placed in a `ZStack`, what moves as `@State` values that `onAppear` and the layers'
/// `onTapGesture` change inside `withAnimation`; and, for Linux, `record<Name>()` (and `record<Name>Effect()`), which hosts the view on an
/// EffectKit stage and plays the document's taps. It compiles in an iOS 17 app unchanged (`#if canImport(SwiftUI)`).
public struct SwiftUISource {
    /// The Swift file's text.
    public let text: String
    /// What the SwiftUI leaves out, one a line naming the layer; each is also a `// effect-export: left out:` comment
    /// in the file. `--format swiftui` prints them as warnings, and `--strict` fails on them.
    public let approximations: [String]

    /// The SwiftUI of `document`, its motion read from the document's clock.
    public init(document: EffectDocument) throws(ExportError) {
        let scene: Scene
        do { scene = try Scene(document: document) } catch { throw .inexpressible(format: .swiftUI, reasons: ["\(error)"]) }
        var motion = SwiftUIMotion(scene: scene)
        // What no state says the same way (a pop from 0.6 where the view stands at 1) a keyframe animator may.
        if !motion.wantsKeyframes.isEmpty { motion = SwiftUIMotion(scene: scene, keyframing: motion.wantsKeyframes) }
        var writer = SwiftUIWriter(document: document, motion: motion)
        text = writer.write()
        var seen = Set<String>()
        approximations = writer.leftOut.filter { seen.insert($0).inserted }
    }
}

/// Writes one document's SwiftUI file.
struct SwiftUIWriter {
    let document: EffectDocument
    let motion: SwiftUIMotion
    let typeName: String
    private var names: [String: String] = [:]
    private var stateNames: [SwiftUIMotion.StateKey: String] = [:]
    /// The tap counters of layers tapped more than once, by layer id.
    private var counters: [String: String] = [:]
    /// Each keyframe animator's value type and trigger (`nil`: it loops), by layer id.
    private var animators: [String: SwiftUIViewWriter.Animator] = [:]
    private(set) var leftOut: [String] = []

    init(document: EffectDocument, motion: SwiftUIMotion) {
        self.document = document
        self.motion = motion
        typeName = SwiftName.upperCamel(document.name) + "Effect"
        var scope = SwiftNameScope(keeping: { ["body", "stage", "path", "view"].contains($0) })
        for layer in Layer.flattened(document.layers) {
            names[layer.id] = scope.declare(SwiftName.lowerCamel(SwiftName.subject(label: layer.label, id: layer.id)))
        }
        for (key, _) in motion.initial {
            let base = names[key.layerID] ?? SwiftName.lowerCamel(key.layerID)
            stateNames[key] = scope.declare(base + key.property.nameSuffix)
        }
        for handler in motion.handlers {
            guard let id = handler.layerID, counters[id] == nil, motion.handlers.filter({ $0.layerID == id }).count > 1 else { continue }
            counters[id] = scope.declare(id == SwiftUIMotion.wholeView ? "taps" : (names[id] ?? SwiftName.lowerCamel(id)) + "Taps")
        }
        // A layer added later is not drawn (said so), and so has no animator.
        for (id, play) in motion.plays.sorted(by: { $0.key < $1.key }) {
            guard let name = names[id] else { continue }
            let trigger = play.repeating ? nil : scope.declare(name + "Plays")
            animators[id] = .init(typeName: scope.declare(SwiftName.upperCamel(name) + "Values"), trigger: trigger, play: play)
        }
    }

    mutating func write() -> String {
        leftOut = motion.leftOut
        var out: [String] = []
        out += SwiftWriter.openingComment(of: document, platform: "SwiftUI for iOS 17")
        out += ["", "#if canImport(SwiftUI)", "  import SwiftUI", "#else", "  import EffectKit", "#endif", ""]
        out += view()
        out += record()
        return out.flatMap(SwiftUIModifierWrapping.wrap).flatMap { SwiftLineWrapping.wrap($0) }.joined(separator: "\n") + "\n"
    }

    /// `struct <Name>Effect: View { … }`.
    private mutating func view() -> [String] {
        var out = [
            "/// \(SwiftLiteral.comment(document.title ?? document.name)): its layers, and what each moment changes.", "struct \(typeName): View {",
        ]
        for (key, value) in motion.initial {
            out.append("  @State private var \(stateNames[key]!): \(key.property.typeName) = \(value.literal(for: key.property))")
        }
        for (id, name) in counters.sorted(by: { $0.key < $1.key }) {
            out.append("  @State private var \(name) = 0  // taps on \(SwiftLiteral.comment(id))")
        }
        for (id, animator) in animators.sorted(by: { $0.key < $1.key }) {
            guard let trigger = animator.trigger else { continue }
            out.append("  @State private var \(trigger) = 0  // each change plays the keyframes of \(SwiftLiteral.comment(id))")
        }
        if !motion.initial.isEmpty || !counters.isEmpty || animators.contains(where: { $0.value.trigger != nil }) { out.append("") }
        var taps: [String: [String]] = [:]
        for id in Set(motion.handlers.compactMap(\.layerID)).sorted() { taps[id] = tapBody(of: id) }
        var views = SwiftUIViewWriter(motion: motion, names: names, stateNames: stateNames, taps: taps, animators: animators)
        out += ["  var body: some View {", "    ZStack(alignment: .topLeading) {"]
        for layer in document.layers { out += views.lines(layer).map { "      " + $0 } }
        out.append("    }")
        let size = "width: \(SwiftLiteral.number(document.canvas.width)), height: \(SwiftLiteral.number(document.canvas.height))"
        out.append("    .frame(\(size))")
        if let tap = taps[SwiftUIMotion.wholeView] {
            out.append("    // A tap anywhere: what the document taps is not there to tap then (a scale or an opacity of 0).")
            out += ["    .onTapGesture {"] + tap.map { "      " + $0 } + ["    }"]
        }
        if let start = motion.handlers.first(where: { $0.layerID == nil }), case let body = statements(start), !body.isEmpty {
            out += ["    .onAppear {"] + body.map { "      " + $0 } + ["    }"]
        }
        out.append("  }")
        for (id, animator) in animators.sorted(by: { $0.key < $1.key }) { out += [""] + animator.declaration(of: id) }
        out.append("}")
        leftOut += views.leftOut
        var seen = views.placed
        let notes = leftOut.filter { seen.insert($0).inserted }.map { "// effect-export: left out: " + SwiftLiteral.comment($0) }
        if !notes.isEmpty { out.insert(contentsOf: notes, at: out.firstIndex { $0.hasPrefix("struct ") }! - 1) }
        return out
    }

    /// A tap handler's statements: the moment's changes, or with a counter, each tap's in its case.
    private func tapBody(of id: String) -> [String] {
        let mine = motion.handlers.filter { $0.layerID == id }
        guard let counter = counters[id] else { return mine.first.map(statements) ?? [] }
        var lines = ["\(counter) += 1", "switch \(counter) {"]
        for (index, handler) in mine.enumerated() {
            lines.append("case \(index + 1):")
            let body = statements(handler)
            lines += body.isEmpty ? ["  break"] : body.map { "  " + $0 }
        }
        return lines + ["default:", "  break", "}"]
    }

    /// `withAnimation(…) { … }` for each run of a moment's changes with one animation; plain assignments, then the
    /// keyframe animators' triggers, last.
    private func statements(_ handler: SwiftUIMotion.Handler) -> [String] {
        let changes = handler.changes
        var lines: [String] = []
        var groups: [(animation: String?, changes: [SwiftUIMotion.Change])] = []
        for change in changes {
            if let index = groups.firstIndex(where: { $0.animation == change.animation }) {
                groups[index].changes.append(change)
            } else {
                groups.append((change.animation, [change]))
            }
        }
        for (animation, changes) in groups.sorted(by: { ($0.animation == nil ? 1 : 0) < ($1.animation == nil ? 1 : 0) }) {
            let assignments = changes.map { "\(stateNames[$0.key]!) = \($0.value.literal(for: $0.key.property))" }
            guard let animation else {
                lines += assignments
                continue
            }
            lines += ["withAnimation(\(animation)) {"] + assignments.map { "  " + $0 } + ["}"]
        }
        return lines + handler.plays.compactMap { animators[$0]?.trigger.map { "\($0) += 1" } }
    }

    /// `record<Name>()` under `#if !canImport(SwiftUI)` (`recordFloatingButton()`, as `--format swift` names it, and
    /// `record<Name>Effect()` after the view): the view on a stage, the taps, the recording.
    private func record() -> [String] {
        var out = [
            "", "#if !canImport(SwiftUI)", "  /// Hosts the view on a stage, plays the document's taps, and records what shows.", "  @MainActor",
        ]
        out.append("  func record\(SwiftName.upperCamel(document.name))() -> EffectDocument {")
        out.append("    " + SwiftWriter.stageCreation(canvas: document.canvas))
        out.append("    stage.host(\(typeName)())")
        let origins = Self.origins(of: document.layers, in: .zero)
        for handler in motion.handlers {
            guard handler.layerID != nil, let id = handler.pointLayerID, let origin = origins[id] else { continue }
            let point = SwiftLiteral.point(Point(origin.x + handler.point.x, origin.y + handler.point.y))
            out.append(
                "    stage.tap(at: \(point), time: \(SwiftLiteral.exact(handler.time)) - 1.0 / 60)  // lifts at \(SwiftLiteral.exact(handler.time)) s"
            )
        }
        out.append("    " + SwiftWriter.stageRecording(of: document))
        // The contract's name (as `--format swift` has it), and the view's.
        let alias = [
            "  }", "", "  /// The same recording, named after the view.", "  @MainActor",
            "  func record\(typeName)() -> EffectDocument {", "    record\(SwiftName.upperCamel(document.name))()", "  }",
        ]
        return out + alias + ["#endif"]
    }

    /// Each layer's top-left corner on the canvas (its frame's, transforms aside), by id.
    private static func origins(of layers: [Layer], in parent: Point) -> [String: Point] {
        var result: [String: Point] = [:]
        for layer in layers {
            let origin = Point(
                parent.x + layer.position.x - layer.anchorPoint.x * layer.bounds.width,
                parent.y + layer.position.y - layer.anchorPoint.y * layer.bounds.height)
            result[layer.id] = origin
            result.merge(origins(of: layer.sublayers, in: origin)) { first, _ in first }
        }
        return result
    }
}
