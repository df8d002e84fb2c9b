import QuartzCore
import TestSupport
import UIKit
import UIKit.UIGestureRecognizerSubclass
import XCTest

/// A check mark drawn with one finger: down and to the right, then up and to the right, ending higher than it
/// turned (the custom recognizer of Apple's gesture guide, written afresh). It follows touchesBegan/Moved/Ended,
/// sets `state`, and clears itself in `reset()`.
final class CheckmarkGestureRecognizer: UIGestureRecognizer {
    enum Stroke { case notStarted, initialPoint, down, up }

    private(set) var stroke = Stroke.notStarted
    private var trackedTouch: UITouch?
    private var lowest = CGPoint.zero

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard touches.count == 1, trackedTouch == nil, let touch = touches.first else {
            touches.forEach { ignore($0, for: event) }
            return
        }
        trackedTouch = touch
        stroke = .initialPoint
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        let point = touch.location(in: view), previous = touch.previousLocation(in: view)
        guard point.x >= previous.x else {
            state = .failed
            return
        }
        switch stroke {
        case .initialPoint, .down:
            if point.y >= previous.y {
                stroke = .down
                lowest = point
            } else if stroke == .down {
                stroke = .up
            } else {
                state = .failed
            }
        case .up:
            if point.y > previous.y { state = .failed }
        case .notStarted:
            break
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        state = stroke == .up && touch.location(in: view).y < lowest.y - 10 ? .recognized : .failed
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        trackedTouch = nil
        stroke = .notStarted
    }

    override func reset() {
        super.reset()
        trackedTouch = nil
        stroke = .notStarted
    }

    /// A tap on the same view waits to see whether the touch becomes a check mark.
    override func shouldBeRequiredToFail(by other: UIGestureRecognizer) -> Bool {
        other is UITapGestureRecognizer && other.view === view
    }
}

/// A to-do card: draw a check mark on it to mark it done, double-tap to undo, tap once to select it. The single tap
/// waits for the double tap through the delegate; the check mark takes fingers only (a pencil or the pointer
/// scribbles instead), and a tap with Shift held adds to the selection.
final class TodoCardViewController: UIViewController, UIGestureRecognizerDelegate {
    let card = UIView()
    private(set) var isDone = false
    private(set) var selections: [String] = []
    private(set) var checkmark: CheckmarkGestureRecognizer!
    private var doubleTap: UITapGestureRecognizer!

    override func viewDidLoad() {
        super.viewDidLoad()
        card.frame = CGRect(x: 20, y: 20, width: 280, height: 200)
        card.backgroundColor = .secondarySystemBackground
        view.addSubview(card)

        checkmark = CheckmarkGestureRecognizer { [unowned self] recognizer in
            if recognizer.state == .recognized { isDone = true }
        }
        checkmark.name = "checkmark"
        checkmark.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.direct.rawValue)]
        card.addGestureRecognizer(checkmark)

        doubleTap = UITapGestureRecognizer { [unowned self] _ in isDone = false }
        doubleTap.numberOfTapsRequired = 2
        card.addGestureRecognizer(doubleTap)

        let singleTap = UITapGestureRecognizer { [unowned self] recognizer in
            selections.append(recognizer.modifierFlags.contains(.shift) ? "extend" : "select")
        }
        singleTap.delegate = self
        card.addGestureRecognizer(singleTap)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer === doubleTap
    }
}

final class CustomGestureRecognizerPortabilityTests: XCTestCase {
    func testAFingersCheckMarkMarksTheCardDoneAndADoubleTapUndoesIt() {
        MainActor.assumeIsolated {
            let (screen, renderer) = makeScreen()
            drawCheckmark(by: { renderer.touchesMove(to: [$0]) },
                          start: { renderer.touchesDown(at: [$0]) }, end: { renderer.touchesUp(count: 1) })
            XCTAssertTrue(screen.isDone)
            XCTAssertEqual(screen.selections, [], "the tap waited for the check mark, which recognized")
            XCTAssertEqual(screen.checkmark.stroke, .notStarted, "reset after the gesture")

            CAContext.current.advance(by: 1)
            for _ in 0..<2 {
                renderer.touchesDown(at: [CGPoint(x: 150, y: 100)])
                renderer.touchesUp(count: 1)
                CAContext.current.advance(by: 0.1)
            }
            XCTAssertFalse(screen.isDone)
            XCTAssertEqual(screen.selections, ["select"], "the first tap selected once the double tap failed; the second was the double tap")
        }
    }

    func testAStrokeThatIsNoCheckMarkFails() {
        MainActor.assumeIsolated {
            let (screen, renderer) = makeScreen()
            renderer.touchesDown(at: [CGPoint(x: 190, y: 70)])
            for point in [CGPoint(x: 150, y: 110), CGPoint(x: 120, y: 140)] {
                CAContext.current.advance(by: 0.016)
                renderer.touchesMove(to: [point])
            }
            renderer.touchesUp(count: 1)
            XCTAssertFalse(screen.isDone)
        }
    }

    func testThePointerCannotDrawACheckMark() {
        MainActor.assumeIsolated {
            let (screen, renderer) = makeScreen()
            drawCheckmark(by: { renderer.pointerMove(to: $0) },
                          start: { renderer.pointerDown(at: $0) }, end: { renderer.pointerUp() })
            XCTAssertFalse(screen.isDone)
            XCTAssertTrue(screen.card.gestureRecognizers?.contains { $0.name == "checkmark" } ?? false)
        }
    }
}

@MainActor
private func makeScreen() -> (TodoCardViewController, OffscreenRenderer) {
    _ = installManualClock()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
    let screen = TodoCardViewController()
    window.rootViewController = screen
    let renderer = OffscreenRenderer(window: window)
    renderer.renderFrame()
    return (screen, renderer)
}

@MainActor
private func drawCheckmark(by draw: (CGPoint) -> Void, start: (CGPoint) -> Void, end: () -> Void) {
    start(CGPoint(x: 80, y: 100))
    for point in [CGPoint(x: 100, y: 120), CGPoint(x: 120, y: 140), CGPoint(x: 150, y: 110), CGPoint(x: 190, y: 70)] {
        CAContext.current.advance(by: 0.016)
        draw(point)
    }
    end()
}
