import EffectCompositions
import EffectEngine
import EffectFiles
import EffectModel
import Foundation
import Testing
import _EffectTestSupport

/// What the charts say: units and channels of key paths, the notes of jumps, the labels of spans and curves.
@Suite struct ChartWordingTests {
    static let templates = Templates.folder

    static func charts(_ json: String) throws -> [KeyPathChart] {
        let scene = try Scene(document: try EffectDocument(json: Array(json.utf8)))
        return SceneSeries(scene: scene).series.compactMap(KeyPathChart.init)
    }

    static func charts(template name: String) throws -> [KeyPathChart] {
        let scene = try Scene(document: try EffectDocument(contentsOf: templates.appendingPathComponent("\(name).json")))
        return SceneSeries(scene: scene).series.compactMap(KeyPathChart.init)
    }

    /// Titles say element and property as a designer does; the key path follows as the subtitle.
    @Test func chartsAreTitledInADesignersWords() throws {
        let scene = try Scene(document: try EffectDocument(contentsOf: Self.templates.appendingPathComponent("floating-button.json")))
        let charts = CurveCharts(title: "", name: "", scene: scene, frameTimes: [], producer: "").charts
        #expect(Set(charts.map(\.title)) == ["Plus icon · Rotation", "Pencil button · Opacity", "Pencil button · Scale"])
        #expect(Set(charts.map(\.keyPathTitle)) == ["fab · transform.rotation.z", "fab/action-1 · opacity", "fab/action-1 · transform.scale"])
        let wave = try Scene(document: try EffectDocument(contentsOf: Self.templates.appendingPathComponent("wave-pulse.json")))
        #expect(
            Set(CurveCharts(title: "", name: "", scene: wave, frameTimes: [], producer: "").charts.map(\.title)) == [
                "Halo · Size", "Halo · Corner radius",
            ])
    }

    /// Rotations chart in degrees; the engine's values stay in radians.
    @Test func rotationsChartInDegrees() throws {
        let rotation = try #require(try Self.charts(template: "floating-button").first { $0.keyPath == .rotationZ })
        #expect(rotation.unit == .degrees)
        let highest = rotation.samples.compactMap { $0.values?[0] }.max()!
        #expect(abs(highest - 45) < 1e-9)
        #expect(KeyPathChart.channels(of: .path) == nil)
        #expect(KeyPathChart.channels(of: .position)?.names == ["x", "y"])
    }

    /// Each unit writes a value as the sheet's captions and the animation table print it.
    @Test func chartUnitsWriteValuesAsCaptionsDo() {
        #expect(ChartUnit.degrees.text("45") == "45°")
        #expect(ChartUnit.times.text("1.08") == "1.08×")
        #expect(ChartUnit.points.text("170") == "170 pt")
        #expect(ChartUnit.fraction.text("0.8") == "0.8")
        #expect(abs(ChartUnit.degrees.factor * .pi - 180) < 1e-12)
        #expect(KeyPathChart.channels(of: .anchorPoint)?.unit == .unitCoordinates)
        #expect(KeyPathChart.channels(of: .zPosition)?.unit == .depth)
    }

    @Test func jumpNotesSayWhy() throws {
        let charts = try Self.charts(
            """
            { "effect": 1, "canvas": { "width": 100, "height": 100 }, "duration": 1,
              "layers": [ { "id": "dot", "frame": [0, 0, 10, 10] } ],
              "animations": [ { "layer": "dot", "type": "group", "beginTime": 0.1, "duration": 0.2,
                                "animations": [ { "keyPath": "position.x", "fromValue": 0, "toValue": 100, "duration": 0.5 } ] } ] }
            """)
        let chart = try #require(charts.first { $0.keyPath == .positionX })
        #expect(
            chart.jumps.map(chart.note) == [
                "an animation begins at 100 ms without a backwards fill: jumps from 5",
                "the group ends at 300 ms, before its position.x child (600 ms): snaps to 5",
            ])
        #expect(chart.spans.map(chart.label) == ["Position X · 200 ms · Position X 500 ms · linear · delay 100 ms"])
    }

    /// MDC released late: the fade was added at 500 ms but began at 50 ms and was over at 200 ms, so the
    /// ripple vanishes at once; its span says when it was added.
    @Test func mdcLateReleaseIsExplained() throws {
        let chart = try #require(
            try Self.charts(template: "ripple-mdc-late-release").first { $0.layerID == "button/ripple-1" && $0.keyPath == .opacity })
        #expect(
            chart.jumps.map(chart.note).contains(
                "an animation added at 500 ms began at 50 ms and was over at 200 ms: the layer is removed at once while showing 1"))
        #expect(chart.spans.map(chart.label).last == "Fade out · 150 ms · linear · set 450 ms before the touch up · added at 500 ms, began at 50 ms")
    }

    /// MDC released during the group: the fade added at the release (150 ms) waits for touch-down + 150 ms.
    @Test func mdcFadeSaysWhenItWasAdded() throws {
        let chart = try #require(try Self.charts(template: "ripple-mdc").first { $0.layerID == "button/ripple-1" && $0.keyPath == .opacity })
        #expect(
            chart.spans.map(chart.label) == [
                "Touch-down ripple · 225 ms · Fade in 75 ms · linear · on the touch down",
                "Fade out · 150 ms · linear · 50 ms after the touch up · added at 150 ms, begins at 200 ms",
            ])
        let scale = try #require(try Self.charts(template: "ripple-mdc").first { $0.layerID == "button/ripple-1" && $0.keyPath == .scale })
        #expect(scale.spans.map(scale.label) == ["Touch-down ripple · 225 ms · legacy (Material 2 standard) · on the touch down"])
    }

    @Test func timingCurveLabelsCarryCSSNotationAndNames() throws {
        let scene = try Scene(
            document: try EffectDocument(
                json: Array(
                    """
                    { "effect": 1, "canvas": { "width": 100, "height": 100 },
                      "layers": [ { "id": "a" } ],
                      "animations": [ { "layer": "a", "keyPath": "opacity", "toValue": 0, "timingFunction": "easeInEaseOut" },
                                      { "layer": "a", "keyPath": "position.x", "toValue": 9, "timingFunction": [0.4, 0, 0.2, 1] },
                                      { "layer": "a", "type": "spring", "keyPath": "position.y", "toValue": 9, "damping": 5 } ] }
                    """.utf8)))
        let labels = SceneSeries(scene: scene).timingCurves.map(\.label)
        #expect(labels[0] == "cubic-bezier(0.42, 0, 0.58, 1) — ease-in-out (Core Animation's easeInEaseOut)")
        #expect(labels[1] == "cubic-bezier(0.4, 0, 0.2, 1) — legacy (Material 2 standard)")
        // ζ = 5 / (2·√100) = 0.25: overshoot e^(−πζ/√(1−ζ²)) = 44.4 %; Apple's documented settling ≈ 2.85 s.
        // 2π/√100 s = 628 ms perceptual; bounce 1 − 0.25.
        #expect(
            labels[2]
                == "spring · runs 2855 ms; perceptual duration 628 ms, bounce 0.75, settles at 2855 ms; written as mass 1, stiffness 100, damping 5; overshoots 44.4 %"
        )
    }

    /// A UIKit spring as it was written (damping ratio, velocity, duration), then what follows: the physical
    /// values, the overshoot, and that the 0.3 s animation is cut before the spring settles (343 ms).
    @Test func springsReadAsTheyWereWritten() throws {
        let scene = try Scene(document: try EffectDocument(contentsOf: Self.templates.appendingPathComponent("floating-button.json")))
        let label = try #require(SceneSeries(scene: scene).timingCurves.first { if case .spring = $0.shape { true } else { false } }?.label)
        // The spec's words first: what it runs for, its perceptual duration, bounce, and when it settles, cut before.
        #expect(
            label
                == "spring · runs 300 ms; perceptual duration 160 ms, bounce 0.45, settles at 343 ms, cut at 300 ms; written as UIKit's damping ratio 0.55, velocity 0.3, 300 ms; overshoots 12.6 %"
        )
    }
}

/// The curve page's overview and the merging of channels that never differ.
@Suite struct OverviewTests {
    /// Three rapid taps: a row a ripple, each with its touch-down group and its fade once (the group animates
    /// three key paths, so it has a bar on three charts), in time order, labelled without a key path's child.
    @Test func aRowPerLayerEachAnimationOnce() throws {
        let groups = ChartGroup.grouping(try ChartWordingTests.charts(template: "ripple-rapid-taps"))
        let overview = Overview(charts: groups, frameTimes: [0, 0.1])
        #expect(overview.rows.map(\.layerID) == ["button/ripple-1", "button/ripple-2", "button/ripple-3"])
        for row in overview.rows {
            #expect(row.bars.map(\.label) == ["Touch-down ripple · 225 ms · on the touch down", "Fade out · 75 ms · linear · on a completion"])
            #expect(row.bars[0].span.begin < row.bars[1].span.begin)
        }
        #expect(overview.height > Overview(charts: Array(groups.prefix(1)), frameTimes: []).height)
    }

    /// The wave's width and height never differ: one line named `width = height`; the position's x and y do.
    @Test func identicalChannelsMerge() throws {
        let size = try #require(try ChartWordingTests.charts(template: "wave-pulse").first { $0.keyPath == .boundsSize })
        #expect(size.channels == ["width = height"])
        #expect(size.samples.allSatisfy { $0.values.map { $0.count == 1 } ?? true })
        let position = try #require(try ChartWordingTests.charts(template: "ripple-mdc").first { $0.keyPath == .position })
        #expect(position.channels == ["x", "y"])
    }
}

/// UIKit's duration 0 is a cut of 1 ms: named so, with no curve (it has no shape to show).
@Suite struct InstantChangeTests {
    @Test func aDurationOfZeroIsInstantWithoutACurve() throws {
        let charts = try ChartWordingTests.charts(template: "tap-highlight")
        let scale = try #require(charts.first { $0.keyPath == .scale })
        #expect(scale.spans.map(scale.label) == ["Highlight · instant (1 ms) · on the touch down", "Unhighlight · instant (1 ms) · on the touch up"])
        let scene = try Scene(document: try EffectDocument(contentsOf: Templates.folder.appendingPathComponent("tap-highlight.json")))
        #expect(SceneSeries(scene: scene).timingCurves.isEmpty)
        // A 2 ms animation is a curve.
        let brief = try ChartWordingTests.charts(
            """
            { "effect": 1, "canvas": { "width": 100, "height": 100 }, "duration": 1, "layers": [ { "id": "dot", "frame": [0, 0, 10, 10] } ],
              "animations": [ { "layer": "dot", "keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 0.002 } ] }
            """)
        #expect(brief[0].spans.map(brief[0].label) == ["Opacity · 2 ms · linear"])
    }
}

/// Many touches make many ripples: a chart and the timeline show the first dozen and say how many more there are;
/// past 40 interactions, rules are ticks and one line counts them.
@Suite struct ManyLayersTests {
    @Test func chartsAndTheTimelineShowTheFirstDozen() throws {
        let touches = (0..<20).map { #"{ "layer": "b", "touchDown": \#(Double($0) / 10), "touchUp": \#(Double($0) / 10 + 0.03), "at": [20, 20] }"# }
        let charts = try ChartWordingTests.charts(
            #"""
            { "effect": 1, "canvas": { "width": 240, "height": 96 }, "duration": 3,
              "layers": [ { "id": "b", "type": "rippleButton", "frame": [20, 20, 200, 56] } ],
              "interactions": [ \#(touches.joined(separator: ", ")) ] }
            """#)
        let groups = ChartGroup.grouping(charts)
        let opacity = try #require(groups.first { $0.keyPath == .opacity })
        #expect(opacity.members.count == ChartGroup.maximumMembers && opacity.hiddenMembers == 20 - ChartGroup.maximumMembers)
        #expect(opacity.keyPathTitle == "b/ripple-1 … ripple-12 (first 12 of 20 layers) · opacity")
        #expect(opacity.title == "b/ripple-1 … b/ripple-12 (first 12 of 20 layers) · Opacity")
        let overview = Overview(charts: groups, frameTimes: [])
        #expect(overview.rows.count == Overview.maximumRows && overview.hiddenRows == 20 - Overview.maximumRows)
    }

    /// A wave run for 20 s adds an animation a leg: the chart draws a dozen bar rows, the timeline eight lines a
    /// layer, the last of each counting the rest.
    @Test func aLongWaveKeepsItsChartsShort() throws {
        let charts = try ChartWordingTests.charts(
            #"""
            { "effect": 1, "canvas": { "width": 240, "height": 240 }, "duration": 20, "layers": [ { "id": "wave", "type": "waveView" } ] }
            """#)
        let size = try #require(ChartGroup.grouping(charts).first { $0.keyPath == .boundsSize })
        #expect(size.members[0].spans.count == 40 && size.spanCount == ChartGroup.maximumSpanRows)
        let row = try #require(Overview(charts: ChartGroup.grouping(charts), frameTimes: []).rows.first)
        #expect(row.bars.count == Overview.maximumBars - 1 && row.hiddenBars == 40 - (Overview.maximumBars - 1))
    }
}

extension ChartWordingTests {
    /// A designer's repeat with a pause reads as its cycle and its rest, with the curves of the keyframes' segments,
    /// not the group's 900 ms of linear pacing: the typing dot's hop, 600 ms up and down and 300 ms at rest.
    @Test func aRepeatWithAPauseReadsAsItsCycleAndItsRest() throws {
        let charts = try Self.charts(
            """
            { "effect": 1, "canvas": { "width": 40, "height": 20 },
              "layers": [ { "id": "dot", "frame": [0, 0, 10, 10] } ],
              "animations": [ { "layer": "dot", "label": "Hop", "property": "translateY", "duration": "600ms",
                                "repeat": { "count": "forever", "pause": "300ms" },
                                "keyframes": { "0%": 0, "40%": { "value": -5, "easing": "ease-out" }, "100%": { "value": 0, "easing": "ease-in-out" } } } ] }
            """)
        let chart = try #require(charts.first { $0.keyPath == .translationY })
        #expect(chart.spans.map(chart.label) == ["Hop · 600 ms and 300 ms rest · ease-out, ease-in-out · for ever"])
        #expect(chart.spans.map(chart.overviewLabel) == ["Hop · 600 ms and 300 ms rest · ease-out, ease-in-out · for ever"])
    }
}
