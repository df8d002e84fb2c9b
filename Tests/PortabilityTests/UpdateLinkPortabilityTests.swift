import TestSupport
import UIKit
import XCTest

/// A ball bouncing on the floor of its view, moved by hand in an update link's action from the update's model time,
/// as an iOS 18 app animates a view frame by frame.
final class BouncingBallView: UIView {
    let ball = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let bounceHeight: CGFloat = 120
    let bouncePeriod: TimeInterval = 1
    private var updateLink: UIUpdateLink?
    private var startTime: TimeInterval?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        ball.backgroundColor = .systemRed
        ball.layer.cornerRadius = 20
        addSubview(ball)

        let link = UIUpdateLink(view: self)
        link.requiresContinuousUpdates = true
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60)
        link.addAction(to: .beforeCATransactionCommit) { [weak self] _, info in
            self?.moveBall(at: info.modelTime)
        }
        link.isEnabled = true
        updateLink = link
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    var isBouncing: Bool {
        get { updateLink?.isEnabled ?? false }
        set { updateLink?.isEnabled = newValue }
    }

    private func moveBall(at time: TimeInterval) {
        if startTime == nil {
            startTime = time
        }
        let elapsed = time - (startTime ?? time)
        let phase = elapsed.truncatingRemainder(dividingBy: bouncePeriod) / bouncePeriod
        let height = bounceHeight * CGFloat(4 * phase * (1 - phase))
        ball.center = CGPoint(x: bounds.midX, y: bounds.maxY - ball.bounds.height / 2 - height)
    }
}

final class UpdateLinkPortabilityTests: XCTestCase {
    func testTheBallBouncesToItsHeightAndBackInASecond() {
        MainActor.assumeIsolated {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let bouncing = BouncingBallView(frame: window.bounds)
            window.addSubview(bouncing)
            let renderer = OffscreenRenderer(window: window)
            XCTAssertTrue(renderer.renderFrame(), "the link asks for frames")
            XCTAssertEqual(bouncing.ball.center, CGPoint(x: 100, y: 180), "on the floor at the start")

            @MainActor func frames(_ count: Int) {
                for _ in 0..<count {
                    clock.advance(by: 1.0 / 60)
                    renderer.renderFrame()
                }
            }
            frames(15)
            XCTAssertEqual(bouncing.ball.center.y, 90, accuracy: 1e-6, "a quarter second in, three quarters up")
            frames(15)
            XCTAssertEqual(bouncing.ball.center.y, 60, accuracy: 1e-6, "at the top half a second in")
            if let image = renderer.image {
                assertSnapshot(image, named: "ballAtTheTop")
            }
            frames(30)
            XCTAssertEqual(bouncing.ball.center.y, 180, accuracy: 0.01, "back on the floor after a second")

            bouncing.isBouncing = false
            XCTAssertFalse(renderer.renderFrame(), "a paused ball asks for no frames")
            let resting = bouncing.ball.center
            frames(10)
            XCTAssertEqual(bouncing.ball.center, resting)
        }
    }

    func testTheBallStopsWhenItsViewLeavesTheWindow() {
        MainActor.assumeIsolated {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let bouncing = BouncingBallView(frame: window.bounds)
            window.addSubview(bouncing)
            CAContext.current.advance(by: 0.25)
            XCTAssertEqual(bouncing.ball.center.y, 90, accuracy: 1e-6)
            bouncing.removeFromSuperview()
            CAContext.current.advance(by: 0.25)
            XCTAssertEqual(bouncing.ball.center.y, 90, accuracy: 1e-6, "no updates off the window")
        }
    }
}
