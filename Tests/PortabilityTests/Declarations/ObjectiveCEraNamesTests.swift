import UIKit
import XCTest

/// Swift code of the iOS 10 and 11 era, before UIKit's types were nested.
final class ObjectiveCEraNamesTests: XCTestCase {
    @available(*, deprecated, message: "uses the Objective-C-era names on purpose")
    func testObjectiveCEraNamesStillCompile() {
        MainActor.assumeIsolated { checkObjectiveCEraNamesStillCompile() }
    }

    @available(*, deprecated, message: "uses the Objective-C-era names on purpose")
    @MainActor
    private func checkObjectiveCEraNamesStillCompile() {
        let options: UIViewAnimationOptions = [.curveEaseInOut, .allowUserInteraction]
        XCTAssertEqual(options, UIView.AnimationOptions([.curveEaseInOut, .allowUserInteraction]))
        let mode: UIViewContentMode = .scaleAspectFit
        let mask: UIViewAutoresizing = [.flexibleWidth, .flexibleHeight]
        let view = UIView(frame: .zero)
        view.contentMode = mode
        view.autoresizingMask = mask
        let state: UIControlState = .highlighted
        let events: UIControlEvents = .touchUpInside
        XCTAssertEqual(state, UIControl.State.highlighted)
        XCTAssertEqual(events, UIControl.Event.touchUpInside)
        let recognizerState: UIGestureRecognizerState = .began
        XCTAssertEqual(recognizerState, UIGestureRecognizer.State.began)
        let type: UIButtonType = .system
        XCTAssertEqual(UIButton(type: type).buttonType, .system)
        let curve: UIViewAnimationCurve = .easeOut
        XCTAssertEqual(curve, UIView.AnimationCurve.easeOut)
        let cellStyle: UITableViewCellStyle = .subtitle
        let selection: UITableViewCellSelectionStyle = .none
        let cell = UITableViewCell(style: cellStyle, reuseIdentifier: "cell")
        cell.selectionStyle = selection
        XCTAssertEqual(cell.selectionStyle, .none)
        let appState: UIApplicationState = .active
        XCTAssertEqual(appState, UIApplication.State.active)
        XCTAssertEqual(NSNotification.Name.UIApplicationDidBecomeActive, UIApplication.didBecomeActiveNotification)
    }
}
