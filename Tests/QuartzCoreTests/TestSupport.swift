import Foundation
import XCTest
@testable import QuartzCore
@_exported import TestSupport

/// Asserts two floating-point values agree within `accuracy`.
func assertClose(_ a: CGFloat?, _ b: CGFloat, accuracy: CGFloat = 1e-9, _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
    guard let a else {
        XCTFail("nil instead of \(b) \(message)", file: file, line: line)
        return
    }
    XCTAssertEqual(a, b, accuracy: accuracy, message, file: file, line: line)
}

/// Asserts two points agree within `accuracy`.
func assertClose(_ a: CGPoint?, _ b: CGPoint, accuracy: CGFloat = 1e-9, file: StaticString = #filePath, line: UInt = #line) {
    guard let a else {
        XCTFail("nil instead of \(b)", file: file, line: line)
        return
    }
    XCTAssertEqual(a.x, b.x, accuracy: accuracy, "x", file: file, line: line)
    XCTAssertEqual(a.y, b.y, accuracy: accuracy, "y", file: file, line: line)
}

/// Asserts two transforms agree entry by entry within `accuracy`.
func assertClose(_ a: CATransform3D, _ b: CATransform3D, accuracy: CGFloat = 1e-9, file: StaticString = #filePath, line: UInt = #line) {
    for (index, (x, y)) in zip(a.entries, b.entries).enumerated() {
        XCTAssertEqual(x, y, accuracy: accuracy, "entry \(index)", file: file, line: line)
    }
}

/// Records delegate calls in order.
@MainActor
final class RecordingAnimationDelegate: CAAnimationDelegate {
    var events: [String] = []

    func animationDidStart(_ anim: CAAnimation) {
        events.append("start")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        events.append("stop \(flag)")
    }
}

/// An action that records the events it runs for.
@MainActor
final class RecordingAction: CAAction {
    var events: [String] = []

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        events.append(event)
    }
}
