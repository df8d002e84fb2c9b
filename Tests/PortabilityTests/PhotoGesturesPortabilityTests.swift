import QuartzCore
import TestSupport
import UIKit
import XCTest

/// The classic photo screen (Swift 5, iOS 13.4): an image view a user pinches, turns and drags at once, each
/// handler applying its step to the view's transform or centre and resetting the recognizer, the delegate letting
/// the three recognize together; on iPadOS a trackpad's pinch and two-finger scrolling move it too (closures for the
/// selectors, as docs/Porting.md says).
final class PhotoViewController: UIViewController, UIGestureRecognizerDelegate {
    let photoView = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        photoView.image = Self.makePhoto()
        photoView.frame = CGRect(x: 0, y: 0, width: 160, height: 120)
        photoView.center = CGPoint(x: 160, y: 160)
        photoView.isUserInteractionEnabled = true
        view.addSubview(photoView)

        let pinch = UIPinchGestureRecognizer { [unowned self] recognizer in handlePinch(recognizer) }
        let rotation = UIRotationGestureRecognizer { [unowned self] recognizer in handleRotation(recognizer) }
        let pan = UIPanGestureRecognizer { [unowned self] recognizer in handlePan(recognizer) }
        pan.allowedScrollTypesMask = .continuous
        for recognizer in [pinch, rotation, pan] as [UIGestureRecognizer] {
            recognizer.delegate = self
            photoView.addGestureRecognizer(recognizer)
        }
    }

    func handlePinch(_ recognizer: UIPinchGestureRecognizer) {
        guard let view = recognizer.view else { return }
        view.transform = view.transform.scaledBy(x: recognizer.scale, y: recognizer.scale)
        recognizer.scale = 1
    }

    func handleRotation(_ recognizer: UIRotationGestureRecognizer) {
        guard let view = recognizer.view else { return }
        view.transform = view.transform.rotated(by: recognizer.rotation)
        recognizer.rotation = 0
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        guard let view = recognizer.view, let container = view.superview else { return }
        let translation = recognizer.translation(in: container)
        view.center = CGPoint(x: view.center.x + translation.x, y: view.center.y + translation.y)
        recognizer.setTranslation(.zero, in: container)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    /// A landscape: sky, sun and hill.
    static func makePhoto() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 160, height: 120)).image { context in
            UIColor.systemTeal.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 160, height: 120))
            UIColor.systemYellow.setFill()
            UIBezierPath(ovalIn: CGRect(x: 104, y: 14, width: 36, height: 36)).fill()
            UIColor.systemGreen.setFill()
            UIBezierPath(ovalIn: CGRect(x: -40, y: 70, width: 240, height: 120)).fill()
        }
    }
}

final class PhotoGesturesPortabilityTests: XCTestCase {
    func testTwoFingersScaleTurnAndMoveThePhotoAtOnce() throws {
        let image: CGImage? = MainActor.assumeIsolated {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 320))
            let screen = PhotoViewController()
            window.rootViewController = screen
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()

            // The fingers spread from 60 to 120 points apart, turn a quarter clockwise and their centre moves 20 right.
            renderer.touchesDown(at: [CGPoint(x: 130, y: 160), CGPoint(x: 190, y: 160)])
            for step in 1...6 {
                let t = CGFloat(step) / 6
                let angle = t * .pi / 2, half = 30 + 30 * t
                let centre = CGPoint(x: 160 + 20 * t, y: 160)
                CAContext.current.advance(by: 0.016)
                renderer.touchesMove(to: [CGPoint(x: centre.x - half * cos(angle), y: centre.y - half * sin(angle)),
                                          CGPoint(x: centre.x + half * cos(angle), y: centre.y + half * sin(angle))])
            }
            renderer.touchesUp(count: 2)

            let transform = screen.photoView.transform
            XCTAssertEqual(hypot(transform.a, transform.b), 2, accuracy: 1e-6, "twice as large")
            XCTAssertEqual(atan2(transform.b, transform.a), .pi / 2, accuracy: 1e-6, "turned a quarter clockwise")
            XCTAssertEqual(screen.photoView.center.x, 180, accuracy: 1e-6, "moved with the fingers' centre")
            XCTAssertEqual(screen.photoView.center.y, 160, accuracy: 1e-6)
            renderer.renderFrame()
            return renderer.image
        }
        assertSnapshot(try XCTUnwrap(image), named: "scaledTurnedAndMovedPhoto")
    }

    func testATrackpadPinchScalesAndTurnsItAndTwoFingerScrollingMovesIt() throws {
        try MainActor.assumeIsolated {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 320))
            let screen = PhotoViewController()
            window.rootViewController = screen
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()

            renderer.pointerMove(to: CGPoint(x: 170, y: 150))
            renderer.touchpadPinch([(1.1, 0.1), (1.3, 0.3), (1.5, .pi / 6)])
            let transform = screen.photoView.transform
            XCTAssertEqual(hypot(transform.a, transform.b), 1.5, accuracy: 1e-6)
            XCTAssertEqual(atan2(transform.b, transform.a), .pi / 6, accuracy: 1e-6)

            // Scrolling the content up by 30 moves the photo up by 30, as dragging it would.
            renderer.touchpadScroll([CGVector(dx: 0, dy: 10), CGVector(dx: -5, dy: 20)])
            XCTAssertEqual(screen.photoView.center, CGPoint(x: 165, y: 130))
            _ = try XCTUnwrap(renderer.image)
        }
    }
}
