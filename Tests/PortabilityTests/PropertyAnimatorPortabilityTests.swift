import QuartzCore
import TestSupport
import UIKit
import XCTest

/// Interactive-animation code as iOS developers write it (a card dragged and flung with a spring animator, a
/// subclassed animator, a custom timing provider, iOS 17 spring blocks), compiled unchanged and run on the
/// manual clock.
final class PropertyAnimatorPortabilityTests: XCTestCase {
    /// A card that follows a pan and is flung home with a spring carrying the pan's velocity.
    final class CardController: UIViewController {
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 80, height: 80))
        var animator: UIViewPropertyAnimator?
        var home = CGPoint(x: 60, y: 60)

        override func viewDidLoad() {
            super.viewDidLoad()
            card.backgroundColor = .systemBlue
            card.layer.cornerRadius = 12
            view.addSubview(card)
        }

        func release(at point: CGPoint, velocity: CGPoint) {
            card.center = point
            let distance = CGPoint(x: home.x - point.x, y: home.y - point.y)
            let relative = CGVector(dx: distance.x != 0 ? velocity.x / distance.x : 0,
                                    dy: distance.y != 0 ? velocity.y / distance.y : 0)
            let timing = UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: relative)
            let animator = UIViewPropertyAnimator(duration: 0.6, timingParameters: timing)
            animator.addAnimations { [weak self] in
                guard let self = self else { return }
                self.card.center = self.home
                self.card.transform = .identity
            }
            animator.addAnimations({ [weak self] in self?.card.alpha = 1 }, delayFactor: 0.2)
            animator.isInterruptible = true
            animator.scrubsLinearly = false
            animator.startAnimation()
            self.animator = animator
        }
    }

    /// An animator subclass, as apps make to keep their own state.
    final class TrackingAnimator: UIViewPropertyAnimator {
        var starts = 0

        override func startAnimation() {
            starts += 1
            super.startAnimation()
        }
    }

    /// A timing provider of the app's own.
    final class SnappyCurve: NSObject, UITimingCurveProvider {
        var timingCurveType: UITimingCurveType { .cubic }
        var cubicTimingParameters: UICubicTimingParameters? {
            UICubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0.9), controlPoint2: CGPoint(x: 0.3, y: 1))
        }
        var springTimingParameters: UISpringTimingParameters? { nil }

        func copy(with zone: NSZone? = nil) -> Any { SnappyCurve() }
        func encode(with coder: NSCoder) {}
        override init() { super.init() }
        required init?(coder: NSCoder) { super.init() }
    }

    func testAFlungCardSpringsHome() {
        MainActor.assumeIsolated {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let controller = CardController()
            window.rootViewController = controller
            let renderer = OffscreenRenderer(window: window)
            controller.card.alpha = 0.5
            controller.release(at: CGPoint(x: 220, y: 200), velocity: CGPoint(x: -800, y: 0))
            var ended: UIViewAnimatingPosition?
            controller.animator?.addCompletion { ended = $0 }
            clock.advance(by: 0.05)
            renderer.renderFrame()
            let early = controller.card.layer.presentation()?.position ?? .zero
            let xDone = (220 - early.x) / 160, yDone = (200 - early.y) / 140
            XCTAssertGreaterThan(xDone, yDone * 1.5, "x flung toward home, y from rest")
            clock.advance(by: 1)
            renderer.renderFrame()
            XCTAssertEqual(ended, .end)
            XCTAssertEqual(controller.card.center, controller.home)
            XCTAssertEqual(controller.card.alpha, 1)
        }
    }

    func testSubclassesAndCustomCurvesRun() {
        MainActor.assumeIsolated {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            window.addSubview(box)
            let renderer = OffscreenRenderer(window: window)
            let animator = TrackingAnimator(duration: 0.4, curve: .easeOut) { box.frame.origin.x = 100 }
            animator.startAnimation()
            XCTAssertEqual(animator.starts, 1)
            animator.pauseAnimation()
            animator.fractionComplete = 0.5
            animator.continueAnimation(withTimingParameters: SnappyCurve(), durationFactor: 1)
            XCTAssertTrue(animator.timingParameters is SnappyCurve)
            clock.advance(by: 0.5)
            renderer.renderFrame()
            XCTAssertEqual(animator.state, .inactive)
            XCTAssertEqual(box.frame.origin.x, 100)

            var finished = false
            UIView.animate(springDuration: 0.3, bounce: 0.2, initialSpringVelocity: 0, delay: 0, options: [.allowUserInteraction]) {
                box.alpha = 0.2
            } completion: { _ in finished = true }
            UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0.1, options: [.curveEaseIn]) {
                box.backgroundColor = .red
            }
            clock.advance(by: 1)
            renderer.renderFrame()
            XCTAssertTrue(finished)
        }
    }
}
