import Foundation
import QuartzCore

/// Archiving a path (`NSSecureCoding`): its elements as a list of kinds and one of coordinates, and its line style.
extension UIBezierPath {
    private enum Key {
        static let kinds = "UIBezierPathElementKinds"
        static let points = "UIBezierPathElementPoints"
        static let lineWidth = "UIBezierPathLineWidth"
        static let lineCap = "UIBezierPathLineCapStyle"
        static let lineJoin = "UIBezierPathLineJoinStyle"
        static let miterLimit = "UIBezierPathMiterLimit"
        static let flatness = "UIBezierPathFlatness"
        static let evenOdd = "UIBezierPathUsesEvenOddFillRule"
        static let dashes = "UIBezierPathLineDashPattern"
        static let dashPhase = "UIBezierPathLineDashPhase"
    }

    /// Writes the elements and line style to `coder`.
    func encodeArchive(with coder: NSCoder) {
        var kinds: [UInt8] = [], coordinates: [Double] = []
        for element in path.elements {
            let points: [CGPoint]
            switch element {
            case let .moveTo(point): (kinds, points) = (kinds + [0], [point])
            case let .lineTo(point): (kinds, points) = (kinds + [1], [point])
            case let .quadCurveTo(point, control): (kinds, points) = (kinds + [2], [point, control])
            case let .curveTo(point, control1, control2): (kinds, points) = (kinds + [3], [point, control1, control2])
            case .closeSubpath: (kinds, points) = (kinds + [4], [])
            }
            for point in points { coordinates += [Double(point.x), Double(point.y)] }
        }
        coder.encode(Data(kinds), forKey: Key.kinds)
        coder.encode(Self.data(coordinates), forKey: Key.points)
        coder.encode(Double(lineWidth), forKey: Key.lineWidth)
        coder.encode(Int(lineCapStyle.rawValue), forKey: Key.lineCap)
        coder.encode(Int(lineJoinStyle.rawValue), forKey: Key.lineJoin)
        coder.encode(Double(miterLimit), forKey: Key.miterLimit)
        coder.encode(Double(flatness), forKey: Key.flatness)
        coder.encode(usesEvenOddFillRule, forKey: Key.evenOdd)
        coder.encode(Self.data(dashPattern.map(Double.init)), forKey: Key.dashes)
        coder.encode(Double(dashPhase), forKey: Key.dashPhase)
    }

    /// Reads what `encodeArchive` wrote; false (after one line saying why) when `coder` holds no path or a broken one.
    /// Only keys the archive holds are read: swift-corelibs-foundation's keyed unarchiver stops the process on a
    /// missing one.
    func decodeArchive(from coder: NSCoder) -> Bool {
        func data(_ key: String) -> Data? {
            coder.containsValue(forKey: key) ? coder.decodeObject(of: NSData.self, forKey: key).map { Data(referencing: $0) } : nil
        }
        func number(_ key: String, default value: CGFloat) -> CGFloat {
            coder.containsValue(forKey: key) ? CGFloat(coder.decodeDouble(forKey: key)) : value
        }
        guard let kinds = data(Key.kinds).map({ [UInt8]($0) }), let coordinates = data(Key.points).flatMap(Self.doubles),
              let elements = Self.elements(kinds: kinds, coordinates: coordinates)
        else {
            FileHandle.standardError.write(Data("UIKit: UIBezierPath(coder:) found no path in the archive, or a broken one\n".utf8))
            return false
        }
        path = CGMutablePath(elements: elements)
        lineWidth = number(Key.lineWidth, default: 1)
        if coder.containsValue(forKey: Key.lineCap) {
            lineCapStyle = CGLineCap(rawValue: Int32(truncatingIfNeeded: coder.decodeInteger(forKey: Key.lineCap))) ?? .butt
        }
        if coder.containsValue(forKey: Key.lineJoin) {
            lineJoinStyle = CGLineJoin(rawValue: Int32(truncatingIfNeeded: coder.decodeInteger(forKey: Key.lineJoin))) ?? .miter
        }
        miterLimit = number(Key.miterLimit, default: 10)
        flatness = number(Key.flatness, default: 0.6)
        usesEvenOddFillRule = coder.containsValue(forKey: Key.evenOdd) && coder.decodeBool(forKey: Key.evenOdd)
        dashPattern = (data(Key.dashes).flatMap(Self.doubles) ?? []).map { CGFloat($0) }
        dashPhase = number(Key.dashPhase, default: 0)
        return true
    }

    /// The elements the kinds and coordinates describe; nil when they do not match or a coordinate is not finite.
    private static func elements(kinds: [UInt8], coordinates: [Double]) -> [CGPath.Element]? {
        var elements: [CGPath.Element] = [], next = 0
        func point() -> CGPoint? {
            guard next + 1 < coordinates.count, coordinates[next].isFinite, coordinates[next + 1].isFinite else { return nil }
            defer { next += 2 }
            return CGPoint(x: coordinates[next], y: coordinates[next + 1])
        }
        for kind in kinds {
            switch kind {
            case 0: guard let p = point() else { return nil }; elements.append(.moveTo(p))
            case 1: guard let p = point() else { return nil }; elements.append(.lineTo(p))
            case 2: guard let p = point(), let c = point() else { return nil }; elements.append(.quadCurveTo(p, control: c))
            case 3:
                guard let p = point(), let c1 = point(), let c2 = point() else { return nil }
                elements.append(.curveTo(p, control1: c1, control2: c2))
            case 4: elements.append(.closeSubpath)
            default: return nil
            }
        }
        return next == coordinates.count ? elements : nil
    }

    /// `values` as little-endian 64-bit floats.
    private static func data(_ values: [Double]) -> Data {
        Data(values.flatMap { value in withUnsafeBytes(of: value.bitPattern.littleEndian) { Array($0) } })
    }

    /// The little-endian 64-bit floats `data` holds; nil when its length is not a whole number of them.
    private static func doubles(_ data: Data) -> [Double]? {
        guard data.count % 8 == 0 else { return nil }
        let bytes = [UInt8](data)
        return stride(from: 0, to: bytes.count, by: 8).map { start in
            Double(bitPattern: bytes[start..<start + 8].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) })
        }
    }
}
