import Foundation
import QuartzCore
import XCTest

/// The paths (`.sublayers.0.visual.cornerRadius = nan`) of every NaN or infinite number in
/// `value`, found by reflection so that no field of the render tree escapes the check.
public func nonFiniteNumbers(in value: Any, at path: String = "") -> [String] {
    switch value {
    case let x as CGFloat: return x.isFinite ? [] : ["\(path) = \(x)"]
    case let x as Double: return x.isFinite ? [] : ["\(path) = \(x)"]
    case let x as Float: return x.isFinite ? [] : ["\(path) = \(x)"]
    case is RenderBitmap, is String, is Bool, is Int, is UInt64: return []
    default:
        return Mirror(reflecting: value).children.enumerated().flatMap { index, child in
            nonFiniteNumbers(in: child.value, at: path + "." + (child.label ?? "\(index)"))
        }
    }
}

/// Fails when `root`'s render tree (what the render side receives) holds a NaN or an infinity.
@MainActor
public func assertFiniteRenderTree(_ root: CALayer, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(nonFiniteNumbers(in: root.renderSnapshot()), [], what, file: file, line: line)
}
