import Foundation

/// A problem in SVG path data: what was expected, at which character offset (0-based) of the string.
public struct SVGPathDataError: Error, Hashable, Sendable {
    /// The character offset of the problem, from 0.
    public var offset: Int
    /// What was expected there.
    public var message: String
}

extension Path {
    /// Parses SVG path data (`M L H V C S Q T A Z` and their relative forms, SVG 1.1 grammar).
    ///
    /// Elliptical arcs become cubic segments of at most 90° each (SVG 1.1 appendix F.6 for the
    /// centre parametrisation). Example: `Path(svgPathData: "M 0 0 h 10 v 10 z")`.
    public init(svgPathData text: String) throws(SVGPathDataError) {
        var scanner = PathDataScanner(Array(text.utf8))
        self.init()
        var pen = PathDataPen()
        scanner.skipSeparators()
        guard !scanner.atEnd else { return }
        var command = try scanner.command()
        guard command == UInt8(ascii: "M") || command == UInt8(ascii: "m") else {
            throw SVGPathDataError(offset: scanner.index - 1, message: "path data must start with a move-to (M or m)")
        }
        while true {
            let relative = command >= UInt8(ascii: "a")
            let upper = relative ? command - 32 : command
            switch upper {
            case UInt8(ascii: "M"), UInt8(ascii: "L"), UInt8(ascii: "H"), UInt8(ascii: "V"), UInt8(ascii: "Z"):
                try drawStraight(upper, relative: relative, pen: &pen, scanner: &scanner)
                // Further coordinate pairs after a move-to are implicit line-tos.
                if upper == UInt8(ascii: "M") { command = relative ? UInt8(ascii: "l") : UInt8(ascii: "L") }
            case UInt8(ascii: "C"), UInt8(ascii: "S"), UInt8(ascii: "Q"), UInt8(ascii: "T"), UInt8(ascii: "A"):
                try drawCurve(upper, relative: relative, pen: &pen, scanner: &scanner)
            default:
                throw SVGPathDataError(offset: scanner.index - 1, message: "unknown path command '\(Character(Unicode.Scalar(command)))'")
            }
            pen.lastCommand = upper
            scanner.skipSeparators()
            if scanner.atEnd { break }
            if upper != UInt8(ascii: "Z"), scanner.hasNumberNext { continue }  // repeated parameters
            command = try scanner.command()
        }
    }

    /// Reads one move-to, line-to (`L H V`) or close-path's parameters and draws it; `upper` is the command's
    /// upper-case letter.
    private mutating func drawStraight(
        _ upper: UInt8, relative: Bool, pen: inout PathDataPen, scanner: inout PathDataScanner
    ) throws(SVGPathDataError) {
        let base = relative ? pen.point : Point.zero
        switch upper {
        case UInt8(ascii: "M"):
            pen.point = base + (try scanner.point())
            pen.subpathStart = pen.point
            move(to: pen.point)
        case UInt8(ascii: "L"):
            pen.point = base + (try scanner.point())
            line(to: pen.point)
        case UInt8(ascii: "H"):
            pen.point = Point((relative ? pen.point.x : 0) + (try scanner.number()), pen.point.y)
            line(to: pen.point)
        case UInt8(ascii: "V"):
            pen.point = Point(pen.point.x, (relative ? pen.point.y : 0) + (try scanner.number()))
            line(to: pen.point)
        default:  // Z
            close()
            pen.point = pen.subpathStart
        }
        pen.lastControl = nil
    }

    /// Reads one curve command's parameters (`C S Q T A`) and draws it; `upper` is the command's upper-case letter.
    private mutating func drawCurve(
        _ upper: UInt8, relative: Bool, pen: inout PathDataPen, scanner: inout PathDataScanner
    ) throws(SVGPathDataError) {
        let base = relative ? pen.point : Point.zero
        switch upper {
        case UInt8(ascii: "C"), UInt8(ascii: "S"):
            let c1 =
                upper == UInt8(ascii: "C")
                ? base + (try scanner.point()) : pen.reflectedControl(after: [UInt8(ascii: "C"), UInt8(ascii: "S")])
            let c2 = base + (try scanner.point())
            pen.point = base + (try scanner.point())
            cubic(c1, c2, to: pen.point)
            pen.lastControl = c2
        case UInt8(ascii: "Q"), UInt8(ascii: "T"):
            let c =
                upper == UInt8(ascii: "Q")
                ? base + (try scanner.point()) : pen.reflectedControl(after: [UInt8(ascii: "Q"), UInt8(ascii: "T")])
            pen.point = base + (try scanner.point())
            elements.append(.quad(c, to: pen.point))
            pen.lastControl = c
        default:  // A
            let rx = try scanner.number()
            let ry = try scanner.number()
            let rotation = try scanner.number()
            let largeArc = try scanner.flag()
            let sweep = try scanner.flag()
            let end = base + (try scanner.point())
            appendArc(
                from: pen.point, to: end, radii: Size(abs(rx), abs(ry)), rotation: rotation * .pi / 180,
                largeArc: largeArc, sweep: sweep)
            pen.point = end
            pen.lastControl = nil
        }
    }

    /// Appends an SVG elliptical arc as cubic segments (SVG 1.1 F.6.5 and F.6.6: out-of-range radii scale up).
    private mutating func appendArc(from p1: Point, to p2: Point, radii: Size, rotation phi: Double, largeArc: Bool, sweep: Bool) {
        var (rx, ry) = (abs(radii.width), abs(radii.height))
        guard p1 != p2 else { return }
        // Zero radii draw a line (F.6.6); so do radii too small to square without vanishing.
        guard rx > 1e-9, ry > 1e-9 else {
            line(to: p2)
            return
        }
        let (cosPhi, sinPhi) = (cos(phi), sin(phi))
        let dx = (p1.x - p2.x) / 2
        let dy = (p1.y - p2.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy
        let y1 = -sinPhi * dx + cosPhi * dy
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        let numerator = max(0, rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1)
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var coefficient = denominator > 0 ? (numerator / denominator).squareRoot() : 0
        if largeArc == sweep { coefficient = -coefficient }
        let cx1 = coefficient * rx * y1 / ry
        let cy1 = -coefficient * ry * x1 / rx
        let cx = cosPhi * cx1 - sinPhi * cy1 + (p1.x + p2.x) / 2
        let cy = sinPhi * cx1 + cosPhi * cy1 + (p1.y + p2.y) / 2
        func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
            atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        }
        let theta1 = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
        var delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
        if !sweep, delta > 0 { delta -= 2 * .pi }
        if sweep, delta < 0 { delta += 2 * .pi }
        let pieces = Int(abs(delta) / (.pi / 2) - 1e-9, rounding: .up, within: 1...4)
        let step = delta / Double(pieces)
        let handle = 4.0 / 3.0 * tan(step / 4)
        func onEllipse(_ t: Double) -> Point {
            Point(cx + rx * cos(t) * cosPhi - ry * sin(t) * sinPhi, cy + rx * cos(t) * sinPhi + ry * sin(t) * cosPhi)
        }
        func derivative(_ t: Double) -> Point {
            Point(-rx * sin(t) * cosPhi - ry * cos(t) * sinPhi, -rx * sin(t) * sinPhi + ry * cos(t) * cosPhi)
        }
        for i in 0..<pieces {
            let a = theta1 + Double(i) * step
            let b = a + step
            let end = i == pieces - 1 ? p2 : onEllipse(b)
            cubic(onEllipse(a) + derivative(a) * handle, onEllipse(b) - derivative(b) * handle, to: end)
        }
    }
}

/// Reads the tokens of SVG path data: commands, numbers, flags, separators.
private struct PathDataScanner {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { index >= bytes.count }

    mutating func skipSeparators() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0x0C, UInt8(ascii: ",")].contains(bytes[index]) { index += 1 }
    }

    var hasNumberNext: Bool {
        var i = index
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0x0C, UInt8(ascii: ",")].contains(bytes[i]) { i += 1 }
        guard i < bytes.count else { return false }
        let b = bytes[i]
        return (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "-") || b == UInt8(ascii: "+") || b == UInt8(ascii: ".")
    }

    mutating func command() throws(SVGPathDataError) -> UInt8 {
        skipSeparators()
        guard index < bytes.count else { throw SVGPathDataError(offset: index, message: "expected a path command, found the end") }
        let b = bytes[index]
        guard "MmLlHhVvCcSsQqTtAaZz".utf8.contains(b) else {
            throw SVGPathDataError(offset: index, message: "expected a path command, found '\(Character(Unicode.Scalar(b)))'")
        }
        index += 1
        return b
    }

    mutating func number() throws(SVGPathDataError) -> Double {
        skipSeparators()
        let start = index
        func digits() -> Int {
            let from = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
            return index - from
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        var count = digits()
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            count += digits()
        }
        guard count > 0 else {
            index = start
            let found = start < bytes.count ? "'\(Character(Unicode.Scalar(bytes[start])))'" : "the end"
            throw SVGPathDataError(offset: start, message: "expected a number, found \(found)")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            let mark = index
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
            if digits() == 0 { index = mark }
        }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)), Numeric.documentRange.contains(value) else {
            throw SVGPathDataError(offset: start, message: "number out of range (coordinates lie within ±1000000)")
        }
        return value
    }

    mutating func point() throws(SVGPathDataError) -> Point {
        let x = try number()
        return Point(x, try number())
    }

    mutating func flag() throws(SVGPathDataError) -> Bool {
        skipSeparators()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "0") || bytes[index] == UInt8(ascii: "1") else {
            throw SVGPathDataError(offset: index, message: "expected an arc flag (0 or 1)")
        }
        index += 1
        return bytes[index - 1] == UInt8(ascii: "1")
    }
}

/// Where the pen is while SVG path data is read, and what the last command left for the next.
private struct PathDataPen {
    /// The current point.
    var point = Point.zero
    /// Where the current subpath started (a close-path returns there).
    var subpathStart = Point.zero
    /// The last curve's second control point, reflected by S and T.
    var lastControl: Point?
    /// The upper-case letter of the last command read.
    var lastCommand: UInt8 = 0

    /// The first control point of a smooth curve: the last control reflected through the pen when the last command
    /// was one of `curves`, else the pen itself.
    func reflectedControl(after curves: [UInt8]) -> Point {
        curves.contains(lastCommand) ? point + (point - (lastControl ?? point)) : point
    }
}
