import Foundation
import XCTest
@testable import QuartzCore

/// No initializers of its own: inherits all of CALayer's.
@MainActor
private class InheritingLayer: CALayer {
    var madeBy = "inherited"
}

/// A subclass of that, still inheriting.
@MainActor
private final class GrandchildLayer: InheritingLayer {
    var extra = [1, 2, 3]
}

/// Three designated initializers of CALayer's and one of its own, declared in one order…
@MainActor
private final class ForwardLayer: CALayer {
    var madeBy: String
    var copied = 0

    override init() {
        madeBy = "init()"
        super.init()
    }

    override init(layer: Any) {
        madeBy = "init(layer:)"
        copied = (layer as? ForwardLayer).map { $0.copied + 1 } ?? -1
        super.init(layer: layer)
    }

    required init?(coder aDecoder: NSCoder) {
        madeBy = "init(coder:)"
        super.init(coder: aDecoder)
    }

    init(tag: Int) {
        madeBy = "init(tag:)"
        super.init()
    }
}

/// …and in the opposite one, with a generic parameter besides.
@MainActor
private final class BackwardLayer<Payload>: CALayer {
    var madeBy: String
    var payload: Payload?

    init(payload: Payload) {
        madeBy = "init(payload:)"
        self.payload = payload
        super.init()
    }

    required init?(coder aDecoder: NSCoder) {
        madeBy = "init(coder:)"
        super.init(coder: aDecoder)
    }

    override init(layer: Any) {
        madeBy = "init(layer:)"
        payload = (layer as? BackwardLayer<Payload>)?.payload
        super.init(layer: layer)
    }

    override init() {
        madeBy = "init()"
        super.init()
    }
}

/// Only initializers of its own, as many iOS layers are written: any presentation copy of it traps, as on iOS.
@MainActor
private final class OwnInitializersLayer: CALayer {
    let color: CGColor

    init(color: CGColor) {
        self.color = color
        super.init()
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// Counts the objects of this class alive, to show the `Any` handed to `init(layer:)` is neither leaked nor freed twice.
private final class Counted {
    nonisolated(unsafe) static var alive = 0
    init() { Counted.alive += 1 }
    deinit { Counted.alive -= 1 }
}

/// `DynamicInitializer` finds the subclass's own vtable entry for `init()` and `init(layer:)`, whatever order the class
/// declares its initializers in and whether it inherits them.
final class DynamicInitializerTests: XCTestCase {
    func testInheritedInitializersMakeTheSubclassWithItsPropertyDefaults() {
        onMainActor {
            _ = installManualClock()
            let made = InheritingLayer.instantiate()
            XCTAssertTrue(type(of: made) == InheritingLayer.self)
            XCTAssertEqual(made.madeBy, "inherited")
            made.opacity = 0.5
            let copy = InheritingLayer.instantiate(layer: made)
            XCTAssertEqual(copy.opacity, 0.5, "CALayer's init(layer:) copied the model")
            XCTAssertEqual(copy.renderID, made.renderID)
            let grandchild = GrandchildLayer.instantiate(layer: GrandchildLayer())
            XCTAssertTrue(type(of: grandchild) == GrandchildLayer.self)
            XCTAssertEqual(grandchild.extra, [1, 2, 3])
        }
    }

    func testEachInitializerIsFoundWhateverTheOrderOfDeclaration() {
        onMainActor {
            _ = installManualClock()
            let forward = ForwardLayer(tag: 1)
            XCTAssertEqual(ForwardLayer.instantiate().madeBy, "init()")
            let forwardCopy = ForwardLayer.instantiate(layer: forward)
            XCTAssertEqual(forwardCopy.madeBy, "init(layer:)")
            XCTAssertEqual(ForwardLayer.instantiate(layer: forwardCopy).copied, 2)

            let backward = BackwardLayer(payload: "cargo")
            XCTAssertEqual(BackwardLayer<String>.instantiate().madeBy, "init()")
            let backwardCopy = BackwardLayer<String>.instantiate(layer: backward)
            XCTAssertEqual(backwardCopy.madeBy, "init(layer:)")
            XCTAssertEqual(backwardCopy.payload, "cargo")
        }
    }

    func testPresentationCopiesRunTheSubclassInitLayer() {
        onMainActor {
            _ = installManualClock()
            let layer = ForwardLayer(tag: 7)
            let presentation = layer.presentation()
            XCTAssertEqual(presentation?.madeBy, "init(layer:)")
            XCTAssertEqual(presentation?.copied, 1)
            XCTAssertTrue(presentation?.model() === layer)
        }
    }

    func testTheArgumentIsConsumedOnce() {
        onMainActor {
            _ = installManualClock()
            XCTAssertEqual(Counted.alive, 0)
            for _ in 0..<3 {
                _ = InheritingLayer.instantiate(layer: Counted())
                _ = ForwardLayer.instantiate(layer: Counted())
            }
            XCTAssertEqual(Counted.alive, 0, "each argument released exactly once")
        }
    }

    func testAnimationCopiesRunTheSubclassInit() {
        onMainActor {
            _ = installManualClock()
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.duration = 3
            let copy = animation.copy() as? CABasicAnimation
            XCTAssertTrue(copy.map { type(of: $0) == CABasicAnimation.self } ?? false)
            XCTAssertEqual(copy?.keyPath, "opacity")
            XCTAssertEqual(copy?.duration, 3)
        }
    }

    /// A layer with only initializers of its own animates built-in properties without ever being copied.
    func testALayerWithOnlyItsOwnInitializersAnimatesWithoutCopies() {
        onMainActor {
            let clock = installManualClock()
            let root = CALayer()
            let layer = OwnInitializersLayer(color: CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            root.addSublayer(layer)
            CATransaction.flush()
            layer.position = CGPoint(x: 10, y: 10)
            CATransaction.flush()
            clock.advance(by: 0.1)
            layer.position = CGPoint(x: 30, y: 10)
            layer.opacity = 0.5
            CATransaction.flush()
            _ = root.treeSnapshot()
            XCTAssertEqual(layer.animationKeys() ?? [], ["position", "opacity"])
            let retarget = layer.animation(forKey: "position") as? CABasicAnimation
            let from = retarget?.fromValue as? CGPoint
            XCTAssertTrue((0.1..<9.9).contains(from?.x ?? 0), "from where the first move showed it after 0.1 s of 0.25 s")
        }
    }

    /// A presentation copy of `OwnInitializersLayer` traps with Swift's message, in a child process.
    func testACopyOfALayerWithoutInitLayerTrapsWithSwiftsMessage() throws {
        if ProcessInfo.processInfo.environment["DYNAMIC_INITIALIZER_TRAP"] == "1" {
            onMainActor {
                _ = installManualClock()
                _ = OwnInitializersLayer(color: CGColor(red: 1, green: 0, blue: 0, alpha: 1)).presentation()
            }
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        process.arguments = ["QuartzCoreTests.DynamicInitializerTests/testACopyOfALayerWithoutInitLayerTrapsWithSwiftsMessage"]
        var environment = ProcessInfo.processInfo.environment
        environment["DYNAMIC_INITIALIZER_TRAP"] = "1"
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .uncaughtSignal)
        XCTAssertTrue(output.contains("Use of unimplemented initializer 'init(layer:)'"), output)
    }
}
