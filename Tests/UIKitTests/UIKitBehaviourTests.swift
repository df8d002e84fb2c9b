@testable import UIKit
import Wayland
import XCTest

/// Smaller UIKit rules: keys, layer classes, tint, display links, nested and layout options.
final class UIKitBehaviourTests: XCTestCase {
    func testKeysReachTheFirstResponderWithTextAndModifiers() throws {
        try onMainActor {
            final class Field: UIView {
                var typed: [(String, UIKeyModifierFlags)] = []
                override var canBecomeFirstResponder: Bool { true }
                override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                    for press in presses { typed.append((press.key?.characters ?? "", press.key?.modifierFlags ?? [])) }
                }
            }
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let field = Field(frame: window.bounds)
            window.addSubview(field)
            XCTAssertTrue(field.becomeFirstResponder())
            let input = WindowInput(window: window)
            input.handle(KeyEvent(code: 30, keysym: 0x41, name: "A", text: "A", isPressed: true, isRepeat: false, modifiers: .shift, time: 1))
            input.handle(KeyEvent(code: 30, keysym: 0x41, name: "A", text: "", isPressed: false, isRepeat: false, modifiers: .shift, time: 2))
            let first = try XCTUnwrap(field.typed.first)
            XCTAssertEqual(first.0, "A")
            XCTAssertEqual(first.1, .shift)
            XCTAssertEqual(field.typed.count, 1, "a release is not a press")
            field.resignFirstResponder()
        }
    }

    func testLayerClassDecidesTheViewsLayer() {
        onMainActor {
            final class ShapeView: UIView {
                override class var layerClass: AnyClass { CAShapeLayer.self }
            }
            XCTAssertTrue(ShapeView().layer is CAShapeLayer)
            XCTAssertFalse(UIView().layer is CAShapeLayer)
        }
    }

    func testTintIsInheritedUntilSet() {
        onMainActor {
            let parent = UIView(), child = UIView()
            parent.addSubview(child)
            XCTAssertEqual(child.tintColor, .systemBlue)
            parent.tintColor = .red
            XCTAssertEqual(child.tintColor, .red)
            child.tintColor = .green
            parent.tintColor = .blue
            XCTAssertEqual(child.tintColor, .green)
        }
    }

    func testATemplateImageTakesTheTint() throws {
        try onMainActor {
            _ = installManualClock()
            let black = try XCTUnwrap(CGImage(width: 4, height: 4, premultipliedARGB32: [UInt32](repeating: 0xFF00_0000, count: 16)))
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let imageView = UIImageView(image: UIImage(cgImage: black).withRenderingMode(.alwaysTemplate))
            imageView.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
            imageView.tintColor = .red
            window.addSubview(imageView)
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            XCTAssertEqual(renderer.pixel(x: 1, y: 1), 0xFFFF_0000)
        }
    }

    func testADisplayLinkFiresOncePerFrameAndAtItsPreferredRate() {
        onMainActor {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let renderer = OffscreenRenderer(window: window)
            var every = [CFTimeInterval](), half = 0
            let link = CADisplayLink { every.append($0.targetTimestamp) }
            let slow = CADisplayLink { _ in half += 1 }
            slow.preferredFramesPerSecond = 30
            link.add(to: .main, forMode: .common)
            slow.add(to: .main, forMode: .common)
            for _ in 0..<10 {
                clock.advance(by: 1.0 / 60)
                XCTAssertTrue(renderer.renderFrame(), "a running link keeps frames coming")
            }
            link.invalidate()
            slow.invalidate()
            XCTAssertEqual(every.count, 10)
            XCTAssertEqual(every.last ?? 0, clock.mediaTime, accuracy: 1e-9)
            XCTAssertEqual(half, 5)
            XCTAssertFalse(renderer.renderFrame(), "no link, no animation: no more frames")
        }
    }

    func testANestedBlockTakesTheOuterDurationUnlessItOverridesIt() {
        onMainActor {
            _ = installManualClock()
            let a = UIView(), b = UIView()
            UIView.animate(withDuration: 2) {
                a.alpha = 0.5
                UIView.animate(withDuration: 0.1) { b.alpha = 0.5 }
            }
            XCTAssertEqual(b.layer.animation(forKey: "opacity")?.duration, 2)
            UIView.animate(withDuration: 2) {
                UIView.animate(withDuration: 0.1, delay: 0, options: .overrideInheritedDuration, animations: { a.alpha = 0.2 })
            }
            XCTAssertEqual(a.layer.animation(forKey: "opacity")?.duration, 0.1)
        }
    }
}

/// `UIImage(named:)` takes names with or without an image extension, as iOS does.
final class ImageNameTests: XCTestCase {
    func testANameWithoutExtensionTriesSVGThenBitmapsAtTheScreenScaleFirst() {
        MainActor.assumeIsolated {
            XCTAssertEqual(UIImage.fileSuffixes(for: "Cloud", screenScale: 1).suffixes, [".svg", ".png", "@2x.png", ".jpg", "@2x.jpg"])
            XCTAssertEqual(UIImage.fileSuffixes(for: "Cloud", screenScale: 2).suffixes, [".svg", "@2x.png", ".png", "@2x.jpg", ".jpg"])
        }
    }

    func testANameWithAnExtensionTriesOnlyThatKind() {
        MainActor.assumeIsolated {
            let png = UIImage.fileSuffixes(for: "Img1.png", screenScale: 2)
            XCTAssertEqual(png.base, "Img1")
            XCTAssertEqual(png.suffixes, ["@2x.png", ".png"])
            XCTAssertEqual(UIImage.fileSuffixes(for: "Photo.JPG", screenScale: 1).suffixes, [".JPG", "@2x.JPG"], "as written: file names are case-sensitive")
            XCTAssertEqual(UIImage.fileSuffixes(for: "Icon.svg", screenScale: 1).suffixes, [".svg"])
            XCTAssertEqual(UIImage.fileSuffixes(for: "v1.2", screenScale: 1).base, "v1.2", "not an image extension")
        }
    }
}
