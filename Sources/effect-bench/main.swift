import EffectCompositions
import EffectEngine
import EffectExport
import EffectFiles
import EffectModel
import Foundation

/// Prints throughput figures of the timing model and the frame pipeline (build with `-c release`).
///
///     effect-bench [BENCHMARK_DOCUMENT]
///
/// Timing-function evaluations, whole-scene samples (the presentation tree of every layer), frames drawn,
/// and frames drawn and PNG-encoded, each per second: the median of five runs of about 0.2 s each.

func measure(_ label: String, unit: String, _ body: () throws -> Int) rethrows {
    var rates: [Double] = []
    for _ in 0..<5 {
        let start = DispatchTime.now().uptimeNanoseconds
        let count = try body()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        rates.append(Double(count) / seconds)
    }
    let median = rates.sorted()[2]
    print("\(label.padding(toLength: 48, withPad: " ", startingAt: 0)) \(String(format: "%14.0f", median)) \(unit)/s")
}

let path = CommandLine.arguments.dropFirst().first ?? "Benchmarks/ripple-benchmark.json"
let document = try EffectDocument(contentsOf: URL(fileURLWithPath: path))
let scene = try FrameRenderer.scene(document)
let sampler = Sampler(scene: scene)
let renderer = FrameRenderer(scale: 2)

print("effect-bench \(EffectExportVersion.current): \(path), \(scene.tracks.count) layers, \(document.animations.count) animations")

var sink = 0.0
for (name, curve) in [
    ("material (0.4, 0, 0.2, 1)", TimingFunction.materialStandard), ("easeInEaseOut", .easeInEaseOut),
    ("overshoot (0.34, 1.56, 0.64, 1)", TimingFunction(0.34, 1.56, 0.64, 1)),
] {
    measure("timing function \(name)", unit: "evaluations") {
        let n = 400_000
        for i in 0..<n { sink += curve.value(at: Double(i) / Double(n)) }
        return n
    }
}
measure("spring fraction", unit: "evaluations") {
    let spring = Spring(damping: 8)
    let n = 400_000
    for i in 0..<n { sink += spring.fraction(at: Double(i) / Double(n)) }
    return n
}
measure("whole-scene sample (presentation tree)", unit: "samples") {
    let n = 20_000
    for i in 0..<n { sink += sampler.layers(at: Double(i) / Double(n))[0].opacity }
    return n
}
try measure("frame drawn (scale 2, no encoding)", unit: "frames") {
    let n = 200
    for i in 0..<n { sink += Double(try renderer.renderImage(sampler.layers(at: Double(i) / Double(n)), canvas: scene.canvas).width) }
    return n
}
try measure("frame drawn and PNG-encoded (scale 2)", unit: "frames") {
    let n = 200
    for i in 0..<n { sink += Double(try renderer.render(sampler.layers(at: Double(i) / Double(n)), canvas: scene.canvas, title: "", as: .png).count) }
    return n
}
let sheetTimes = FrameSchedule.count(60).times(duration: scene.duration)
func charts() -> CurveCharts { CurveCharts(title: "t", name: "bench", scene: scene, frameTimes: sheetTimes, producer: "bench") }
let sheet = ContactSheet(document: document, scene: scene, frames: SheetFrame.evenly(sheetTimes), columns: 10, producer: "bench")
try measure("contact sheet, 60 frames 10 × 6, PNG at scale 2", unit: "sheets") {
    sink += Double(try SheetRenderer.render(sheet: sheet, spec: nil, title: "t", charts: charts, format: .png, scale: 2).count)
    return 1
}
try measure("contact sheet, 60 frames 10 × 6, PDF", unit: "sheets") {
    sink += Double(try SheetRenderer.render(sheet: sheet, spec: nil, title: "t", charts: charts, format: .pdf, scale: 2).count)
    return 1
}

// The clock: a self-repeating wave (a leg every 0.5 s) run to a long horizon and sampled there. Its cost
// grows with the events it runs; sampling at the end costs what is attached then, not the whole history.
let wave = try EffectDocument(
    json: Array(
        #"""
        { "effect": 1, "canvas": { "width": 240, "height": 240 }, "duration": 1,
          "layers": [ { "id": "wave", "type": "waveView" } ] }
        """#.utf8))
var clock: [Double] = []
for horizon in [1_500.0, 6_000.0] {
    let start = DispatchTime.now().uptimeNanoseconds
    let waveScene = try Scene(document: wave, horizon: horizon)
    sink += Sampler(scene: waveScene).layers(at: horizon)[0].opacity
    clock.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    print(
        "\("wave-pulse clock run to \(Int(horizon, rounding: .towardZero, within: 0...Int.max)) s and sampled there".padding(toLength: 48, withPad: " ", startingAt: 0)) \(String(format: "%14.3f", clock.last!)) s"
    )
}
print(
    "\("  ratio (6 000 s / 1 500 s; linear: 4)".padding(toLength: 48, withPad: " ", startingAt: 0)) \(String(format: "%14.2f", clock[1] / clock[0]))")
// Key frames of many touches: 500 presses of a ripple button, a new ripple each, 20 per second. Past the
// 24-frame cap the selection keeps the telling frames without looking for in-betweens.
let touches = (0..<500).map { #"{ "layer": "b", "touchDown": \#(Double($0) / 20), "touchUp": \#(Double($0) / 20 + 0.03), "at": [20, 20] }"# }
let pressed = try EffectDocument(
    json: Array(
        #"""
        { "effect": 1, "canvas": { "width": 240, "height": 96 }, "duration": 25,
          "layers": [ { "id": "b", "type": "rippleButton", "frame": [20, 20, 200, 56] } ],
          "interactions": [ \#(touches.joined(separator: ", ")) ] }
        """#.utf8))
do {
    let start = DispatchTime.now().uptimeNanoseconds
    sink += Double(ReviewFrameSelection().frames(of: try FrameRenderer.scene(pressed)).count)
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    print("\("key frames of 500 touches (500 ripples)".padding(toLength: 48, withPad: " ", startingAt: 0)) \(String(format: "%14.3f", seconds)) s")
}
if sink.isNaN { print(sink) }
