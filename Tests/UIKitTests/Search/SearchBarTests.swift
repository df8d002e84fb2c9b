@testable import UIKit
import Wayland
import XCTest

/// A search bar driven as a person would: a touch on the field begins editing, typed keys change the text, Return
/// is the search button, the Cancel button and Escape cancel, the scope bar chooses a scope; the delegate hears each
/// in order.
final class SearchBarTests: XCTestCase {
    /// Writes each delegate call it hears.
    @MainActor
    final class Recorder: UISearchBarDelegate {
        var events: [String] = []
        var allowsBegin = true
        func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { events.append("shouldBegin"); return allowsBegin }
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { events.append("didBegin") }
        func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { events.append("shouldEnd"); return true }
        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { events.append("didEnd") }
        func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            events.append("shouldChange(\(range.location),\(text))")
            return text != "!"
        }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { events.append("textDidChange(\(searchText))") }
        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { events.append("search") }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { events.append("cancel") }
        func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { events.append("scope(\(selectedScope))") }
    }

    /// Touches the window at `point` with one finger, down and up.
    @MainActor
    static func touch(_ rig: TextInputRig, at point: CGPoint, time: UInt32 = 100) {
        rig.input.handle(TouchFrame(events: [.down(id: 1, x: Double(point.x), y: Double(point.y), serial: 1, time: time)]))
        rig.input.handle(TouchFrame(events: [.up(id: 1, serial: 2, time: time + 40)]))
    }

    /// A search bar of `height` across the top of the rig's window, laid out, telling `recorder`.
    @MainActor
    private static func bar(in rig: TextInputRig, height: CGFloat = 56, recorder: Recorder? = nil, configure: (UISearchBar) -> Void = { _ in }) -> UISearchBar {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 400, height: height))
        bar.delegate = recorder
        configure(bar)
        rig.window.addSubview(bar)
        rig.window.layoutIfNeeded()
        return bar
    }

    func testTouchTypeReturnAndCancelReachTheDelegateInOrder() {
        onMainActor {
            let rig = TextInputRig(), recorder = Recorder()
            let bar = Self.bar(in: rig, recorder: recorder) {
                $0.placeholder = "Find a city"
                $0.showsCancelButton = true
            }
            XCTAssertEqual(bar.searchTextField.placeholder, "Find a city")
            XCTAssertEqual(bar.sizeThatFits(CGSize(width: 400, height: 1000)), CGSize(width: 400, height: 56))
            XCTAssertEqual(bar.searchTextField.frame.minY, 10, "a 36-point field centred in the 56-point row")
            XCTAssertLessThan(bar.searchTextField.frame.maxX, bar.cancelButton.frame.minX, "the Cancel button beside the field")
            Self.touch(rig, at: CGPoint(x: 100, y: 28))
            XCTAssertTrue(bar.isFirstResponder)
            XCTAssertEqual(recorder.events, ["shouldBegin", "didBegin"])
            recorder.events = []
            rig.type("Os!")
            XCTAssertEqual(bar.text, "Os", "the delegate refused the '!'")
            XCTAssertEqual(recorder.events, ["shouldChange(0,O)", "textDidChange(O)", "shouldChange(1,s)", "textDidChange(Os)", "shouldChange(2,!)"])
            recorder.events = []
            rig.press("Return")
            XCTAssertEqual(recorder.events, ["search"])
            recorder.events = []
            rig.press("Escape")
            XCTAssertEqual(recorder.events, ["cancel"], "Escape is the Cancel button while it shows")
            recorder.events = []
            bar.cancelButton.sendActions(for: .touchUpInside)
            XCTAssertEqual(recorder.events, ["cancel"])
            XCTAssertTrue(bar.resignFirstResponder())
            XCTAssertEqual(recorder.events, ["cancel", "shouldEnd", "didEnd"])
        }
    }

    func testARefusedBeginKeepsTheFieldIdleAndSettingTextTellsNoOne() {
        onMainActor {
            let rig = TextInputRig(), recorder = Recorder()
            recorder.allowsBegin = false
            let bar = Self.bar(in: rig, recorder: recorder)
            Self.touch(rig, at: CGPoint(x: 100, y: 28))
            XCTAssertFalse(bar.isFirstResponder)
            XCTAssertEqual(recorder.events, ["shouldBegin"])
            bar.text = "set"
            XCTAssertEqual(bar.searchTextField.text, "set")
            XCTAssertEqual(recorder.events, ["shouldBegin"])
            XCTAssertEqual(bar.searchTextField.placeholder, "Search", "the system placeholder while none is set")
        }
    }

    func testTheCancelButtonAnimatesInAndTheFieldNarrows() {
        onMainActor {
            let rig = TextInputRig()
            let bar = Self.bar(in: rig)
            XCTAssertEqual(bar.searchTextField.frame, CGRect(x: 8, y: 10, width: 384, height: 36))
            bar.setShowsCancelButton(true, animated: true)
            XCTAssertTrue(bar.showsCancelButton)
            let narrowed = bar.searchTextField.frame.width
            XCTAssertLessThan(narrowed, 384)
            rig.clock.advance(by: 0.125)
            let shown = bar.searchTextField.layer.presentation()?.bounds.width ?? -1
            XCTAssertGreaterThan(shown, narrowed, "half way through the 0.25 s animation")
            XCTAssertLessThan(shown, 384)
            rig.clock.advance(by: 0.2)
            XCTAssertEqual(bar.searchTextField.layer.presentation()?.bounds.width ?? -1, narrowed, accuracy: 0.01)
        }
    }

    func testTheScopeBarShowsBelowTheFieldAndTellsTheChosenScope() {
        onMainActor {
            let rig = TextInputRig()
            let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
            let recorder = Recorder()
            bar.delegate = recorder
            bar.scopeButtonTitles = ["All", "Mail", "Notes"]
            XCTAssertEqual(bar.sizeThatFits(CGSize(width: 400, height: 1000)).height, 56, "hidden until showsScopeBar")
            bar.showsScopeBar = true
            XCTAssertEqual(bar.sizeThatFits(CGSize(width: 400, height: 1000)).height, 100)
            bar.prompt = "Choose"
            XCTAssertEqual(bar.sizeThatFits(CGSize(width: 400, height: 1000)).height, 130)
            bar.prompt = nil
            rig.window.addSubview(bar)
            rig.window.layoutIfNeeded()
            XCTAssertEqual(bar.scopeBar.frame, CGRect(x: 8, y: 56, width: 384, height: 32))
            bar.selectedScopeButtonIndex = 2
            XCTAssertEqual(recorder.events, [], "setting the scope tells no one")
            let mail = bar.scopeBar.convert(CGPoint(x: bar.scopeBar.bounds.midX, y: 16), to: rig.window)
            Self.touch(rig, at: mail)
            XCTAssertEqual(bar.selectedScopeButtonIndex, 1)
            XCTAssertEqual(recorder.events, ["scope(1)"])
        }
    }

    func testTheSearchFieldIsATextFieldWithTokens() {
        onMainActor {
            let bar = UISearchBar()
            let field: UITextField = bar.searchTextField
            XCTAssertTrue(field is UISearchTextField)
            bar.searchTextField.insertToken(UISearchToken(icon: nil, text: "Photos"), at: 0)
            bar.searchTextField.insertToken(UISearchToken(icon: nil, text: "Recent"), at: 5)
            XCTAssertEqual(bar.searchTextField.tokens.count, 2)
            bar.searchTextField.removeToken(at: 0)
            XCTAssertEqual(bar.searchTextField.tokens.count, 1)
            bar.searchBarStyle = .minimal
            XCTAssertNil(bar.backgroundColor)
            bar.searchBarStyle = .default
            bar.barTintColor = .red
            XCTAssertEqual(bar.backgroundColor, .red)
        }
    }
}
