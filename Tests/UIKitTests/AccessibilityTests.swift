import ATSPI
import TestSupport
@testable import UIKit
import XCTest

/// UIKit's accessibility as VoiceOver and Orca see it: the standard views' automatic answers, the trait → role and
/// state mapping, the tree built from views and containers, actions, keyboard focus, quiet idleness and Reduce Motion.
final class AccessibilityTests: XCTestCase {
    func testStandardViewsAnswerAsUIKitDoes() {
        onMainActor {
            let label = UILabel()
            label.text = "Inbox"
            XCTAssertTrue(label.isAccessibilityElement)
            XCTAssertEqual(label.accessibilityLabel, "Inbox")
            XCTAssertEqual(label.accessibilityTraits, .staticText)
            label.accessibilityLabel = "Mailbox"
            XCTAssertEqual(label.accessibilityLabel, "Mailbox", "what the app sets wins")
            let button = UIButton(type: .system)
            button.setTitle("Next", for: .normal)
            XCTAssertTrue(button.isAccessibilityElement)
            XCTAssertEqual(button.accessibilityLabel, "Next")
            XCTAssertEqual(button.accessibilityTraits, .button)
            button.isEnabled = false
            XCTAssertEqual(button.accessibilityTraits, [.button, .notEnabled])
            let slider = UISlider()
            slider.value = 0.5
            XCTAssertEqual(slider.accessibilityTraits, .adjustable)
            XCTAssertEqual(slider.accessibilityValue, "50%")
            slider.accessibilityIncrement()
            XCTAssertEqual(slider.value, 0.6, accuracy: 0.0001)
            XCTAssertEqual(slider.accessibilityValue, "60%")
            slider.accessibilityDecrement()
            slider.accessibilityDecrement()
            XCTAssertEqual(slider.value, 0.4, accuracy: 0.0001)
            let image = UIImageView()
            XCTAssertFalse(image.isAccessibilityElement, "an image without a label says nothing")
            image.accessibilityLabel = "Message"
            XCTAssertTrue(image.isAccessibilityElement)
            XCTAssertEqual(image.accessibilityTraits, .image)
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            cell.textLabel?.text = "Inbox"
            cell.detailTextLabel?.text = "12 unread"
            cell.isSelected = true
            XCTAssertTrue(cell.isAccessibilityElement)
            XCTAssertEqual(cell.accessibilityLabel, "Inbox, 12 unread")
            XCTAssertEqual(cell.accessibilityTraits, .selected)
            XCTAssertFalse(UIView().isAccessibilityElement)
            let element = UIAccessibilityElement(accessibilityContainer: UIView())
            XCTAssertTrue(element.isAccessibilityElement)
        }
    }

    func testTraitsMapToAtSpiRolesAndStates() {
        typealias Mapping = AccessibilityRoleMapping
        XCTAssertEqual(Mapping.role(traits: .button, kind: .element), .pushButton)
        XCTAssertEqual(Mapping.role(traits: [.button, .image], kind: .element), .pushButton)
        XCTAssertEqual(Mapping.role(traits: .link, kind: .element), .link)
        XCTAssertEqual(Mapping.role(traits: [.header, .staticText], kind: .element), .heading)
        XCTAssertEqual(Mapping.role(traits: .adjustable, kind: .element), .slider)
        XCTAssertEqual(Mapping.role(traits: .image, kind: .element), .image)
        XCTAssertEqual(Mapping.role(traits: .staticText, kind: .element), .label)
        XCTAssertEqual(Mapping.role(traits: .searchField, kind: .element), .entry)
        XCTAssertEqual(Mapping.role(traits: .toggleButton, kind: .element), .toggleButton)
        XCTAssertEqual(Mapping.role(traits: .tabBar, kind: .container), .pageTabList)
        XCTAssertEqual(Mapping.role(traits: .selected, kind: .listItem), .listItem)
        XCTAssertEqual(Mapping.role(traits: [], kind: .list), .list)
        XCTAssertEqual(Mapping.role(traits: [], kind: .container), .panel)
        XCTAssertEqual(Mapping.role(traits: [], kind: .window), .frame)
        let button = Mapping.states(traits: .button, kind: .element, focusable: true, focused: true)
        XCTAssertEqual(button.states, [.visible, .showing, .enabled, .sensitive, .focusable, .focused])
        let disabled = Mapping.states(traits: [.button, .notEnabled], kind: .element, focusable: true, focused: false)
        XCTAssertEqual(disabled.states, [.visible, .showing], "a disabled element is neither enabled, sensitive nor focusable")
        let toggle = Mapping.states(traits: [.toggleButton, .selected], kind: .element, focusable: true, focused: false)
        XCTAssertTrue(toggle.contains(.checked) && toggle.contains(.checkable) && toggle.contains(.selected))
        XCTAssertTrue(Mapping.states(traits: .adjustable, kind: .element, focusable: true, focused: false).contains(.horizontal))
        XCTAssertTrue(Mapping.states(traits: [], kind: .listItem, focusable: true, focused: false).contains(.selectable))
        XCTAssertTrue(Mapping.states(traits: [], kind: .window, focusable: false, focused: false, active: true).contains(.active))
        XCTAssertTrue(Mapping.states(traits: [], kind: .container, focusable: false, focused: false, modal: true).contains(.modal))
        XCTAssertTrue(Mapping.isFocusable(traits: .button, kind: .element, hasCustomActions: false))
        XCTAssertTrue(Mapping.isFocusable(traits: .staticText, kind: .element, hasCustomActions: true))
        XCTAssertFalse(Mapping.isFocusable(traits: .staticText, kind: .element, hasCustomActions: false))
        XCTAssertFalse(Mapping.isFocusable(traits: [.button, .notEnabled], kind: .element, hasCustomActions: false))
    }

    /// A window with a header label and a button inside a plain view, a table, a chart of two
    /// `UIAccessibilityElement`s, and a hidden label.
    @MainActor
    private final class Screen {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let panel = UIView(frame: CGRect(x: 10, y: 10, width: 300, height: 60))
        let title = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
        let button = UIButton(type: .system)
        let chart = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
        let hidden = UILabel()
        var tapped = 0

        init() {
            title.text = "Folders"
            title.accessibilityTraits = [.staticText, .header]
            button.setTitle("Edit", for: .normal)
            button.frame = CGRect(x: 220, y: 10, width: 60, height: 30)
            button.addAction(UIAction { [unowned self] _ in self.tapped += 1 }, for: .primaryActionTriggered)
            panel.addSubview(title)
            panel.addSubview(button)
            window.addSubview(panel)
            let bar1 = UIAccessibilityElement(accessibilityContainer: chart)
            bar1.accessibilityLabel = "Monday"
            bar1.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 50, width: 40, height: 50)
            let bar2 = UIAccessibilityElement(accessibilityContainer: chart)
            bar2.accessibilityLabel = "Tuesday"
            bar2.accessibilityFrameInContainerSpace = CGRect(x: 50, y: 20, width: 40, height: 80)
            chart.accessibilityElements = [bar2, bar1]
            window.addSubview(chart)
            hidden.text = "Secret"
            hidden.isHidden = true
            window.addSubview(hidden)
        }
    }

    func testTheTreeFlattensPlainViewsKeepsContainersAndHonoursModalViews() {
        onMainActor {
            _ = installManualClock()
            let screen = Screen()
            let window = screen.window
            XCTAssertEqual(window.accessibilityElementCount(), 3, "title, button and chart; the panel is looked through, the hidden label left out")
            XCTAssertTrue(window.accessibilityElement(at: 0) as? UILabel === screen.title)
            XCTAssertTrue(window.accessibilityElement(at: 1) as? UIButton === screen.button)
            XCTAssertTrue(window.accessibilityElement(at: 2) as? UIView === screen.chart)
            XCTAssertEqual(window.index(ofAccessibilityElement: screen.button), 1)
            XCTAssertEqual(window.index(ofAccessibilityElement: screen.hidden), NSNotFound)
            XCTAssertNil(window.accessibilityElement(at: 3))
            XCTAssertEqual(screen.chart.accessibilityElementCount(), 2)
            let tuesday = screen.chart.accessibilityElement(at: 0) as? UIAccessibilityElement
            XCTAssertEqual(tuesday?.accessibilityLabel, "Tuesday", "the app's order")
            XCTAssertEqual(tuesday?.accessibilityFrame, CGRect(x: 70, y: 120, width: 40, height: 80), "container space in window coordinates")
            XCTAssertEqual(screen.button.accessibilityFrame, CGRect(x: 230, y: 20, width: 60, height: 30))

            // The nodes the bridge reports: the application, the window, then the elements with roles and extents.
            let focus = AccessibilityFocus()
            let tree = AccessibleViewTree(focus: focus, applicationName: "demo") { [window] }
            let app = tree.node(.root)
            XCTAssertEqual(app?.role, .application)
            let windowID = try! XCTUnwrap(app?.children.first)
            let windowNode = tree.node(windowID)
            XCTAssertEqual(windowNode?.role, .frame)
            let children = windowNode?.children.compactMap { tree.node($0) } ?? []
            XCTAssertEqual(children.map(\.role), [.heading, .pushButton, .panel])
            XCTAssertEqual(children.map(\.name), ["Folders", "Edit", ""])
            XCTAssertEqual(children[1].extents, CGRect(x: 230, y: 20, width: 60, height: 30))
            XCTAssertEqual(children[1].actions.map(\.name), ["activate"])
            XCTAssertEqual(children[0].text?.string, "Folders")
            XCTAssertEqual(children[1].parent, windowID)
            let bars = children[2].children.compactMap { tree.node($0) }
            XCTAssertEqual(bars.map(\.name), ["Tuesday", "Monday"])
            XCTAssertEqual(bars.map(\.role), [.label, .label])

            // A modal view hides its siblings.
            let alert = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 100))
            let ok = UIButton(type: .system)
            ok.setTitle("OK", for: .normal)
            alert.addSubview(ok)
            alert.accessibilityViewIsModal = true
            window.addSubview(alert)
            XCTAssertEqual(window.accessibilityElementCount(), 1)
            XCTAssertTrue(window.accessibilityElement(at: 0) as? UIButton === ok)
            alert.removeFromSuperview()
            XCTAssertNil(tree.node(tree.objects.id(for: ok, parent: windowID)), "a view that left the window is gone")
        }
    }

    func testActionsActivateStepAndRunCustomActions() {
        onMainActor {
            _ = installManualClock()
            let screen = Screen()
            let tree = AccessibleViewTree(focus: AccessibilityFocus(), applicationName: "demo") { [screen] in [screen.window] }
            let windowID = tree.objects.id(for: screen.window, parent: .root)
            let buttonID = tree.objects.id(for: screen.button, parent: windowID)
            XCTAssertTrue(tree.performAction(0, on: buttonID))
            XCTAssertEqual(screen.tapped, 1, "activating a button sends its primary action")
            let slider = UISlider(frame: CGRect(x: 0, y: 250, width: 200, height: 30))
            var changes = 0
            slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
            var ran: [String] = []
            slider.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Reset") { action in
                ran.append(action.name)
                return true
            }]
            screen.window.addSubview(slider)
            let sliderID = tree.objects.id(for: slider, parent: windowID)
            let node = tree.node(sliderID)
            XCTAssertEqual(node?.role, .slider)
            XCTAssertEqual(node?.actions.map(\.name), ["activate", "increment", "decrement", "Reset"])
            XCTAssertEqual(node?.value, AccessibleValue(current: 0, minimum: 0, maximum: 1, step: 0.1, text: "0%"))
            XCTAssertTrue(tree.performAction(1, on: sliderID))
            XCTAssertEqual(slider.value, 0.1, accuracy: 0.0001)
            XCTAssertTrue(tree.setValue(0.75, on: sliderID))
            XCTAssertEqual(slider.value, 0.75)
            XCTAssertEqual(changes, 2, "each step tells the slider's targets")
            XCTAssertTrue(tree.performAction(3, on: sliderID))
            XCTAssertEqual(ran, ["Reset"])
            XCTAssertFalse(tree.setValue(1, on: buttonID), "a button has no value")
        }
    }

    func testTabMovesKeyboardFocusAndSpaceActivates() {
        onMainActor {
            _ = installManualClock()
            let screen = Screen()
            let second = UIButton(type: .system)
            second.setTitle("Done", for: .normal)
            second.frame = CGRect(x: 300, y: 250, width: 60, height: 30)
            screen.window.addSubview(second)
            let focus = UIApplication.shared.accessibility.focus
            var moves: [String] = []
            focus.onChange = { path in moves.append((path?.last?.accessibilityLabel) ?? "-") }
            @MainActor func press(_ name: String, _ flags: UIKeyModifierFlags = []) {
                let key = UIKey(characters: "", charactersIgnoringModifiers: "", modifierFlags: flags, keyCode: 0, keysymName: name)
                screen.window.pressesBegan([UIPress(phase: .began, key: key, timestamp: 0)], with: nil)
            }
            press("Tab")
            XCTAssertTrue(focus.focused === screen.button)
            XCTAssertTrue(screen.button.accessibilityElementIsFocused())
            press("Tab")
            XCTAssertTrue(focus.focused === second)
            press("Tab")
            XCTAssertTrue(focus.focused === screen.button, "focus wraps around")
            press("ISO_Left_Tab", .shift)
            XCTAssertTrue(focus.focused === second)
            press("Tab")
            press("space")
            XCTAssertEqual(screen.tapped, 1)
            XCTAssertEqual(moves, ["Edit", "Done", "Edit", "Done", "Edit"])
            focus.move(to: nil)
        }
    }

    func testNothingIsWalkedOrSentWhileNoAssistiveTechnologyListens() {
        onMainActor {
            _ = installManualClock()
            let screen = Screen()
            let host = AccessibilityHost()
            host.focus.onChange = nil
            // Changes, notifications and posts with no bridge: no node is made, nothing listens.
            screen.title.accessibilityLabel = "Other"
            host.post(.announcement, argument: "Hello")
            host.post(.screenChanged, argument: screen.button)
            host.post(.layoutChanged, argument: nil)
            host.setNeedsRefresh()
            XCTAssertFalse(host.isListening)
            XCTAssertEqual(host.tree.nodesMade, 0)
            XCTAssertEqual(host.tree.objects.count, 0)
            XCTAssertFalse(UIAccessibility.isVoiceOverRunning)
        }
    }

    func testReduceMotionComesFromTheEnvironmentOrGnome() {
        XCTAssertTrue(AccessibilitySettings.read(environment: ["UIKIT_REDUCE_MOTION": "1"]) { true }.reduceMotion)
        XCTAssertFalse(AccessibilitySettings.read(environment: ["UIKIT_REDUCE_MOTION": "0"]) { false }.reduceMotion)
        XCTAssertTrue(AccessibilitySettings.read(environment: [:]) { false }.reduceMotion, "enable-animations false")
        XCTAssertFalse(AccessibilitySettings.read(environment: [:]) { true }.reduceMotion)
        XCTAssertFalse(AccessibilitySettings.read(environment: [:]) { nil }.reduceMotion, "no GNOME: full motion")
        XCTAssertEqual(AccessibilitySettings.parse("false\n"), false)
        XCTAssertNil(AccessibilitySettings.parse("No such schema"))
    }

    func testReduceMotionTurnsAPushIntoACrossFade() {
        onMainActor {
            let stack = NavigationStack(pushed: false), rig = stack.rig
            UIApplication.shared.accessibility.settings.reduceMotion = true
            defer { UIApplication.shared.accessibility.settings.reduceMotion = false }
            XCTAssertTrue(UIAccessibility.isReduceMotionEnabled)
            XCTAssertTrue(UIAccessibility.prefersCrossFadeTransitions)
            stack.navigation.pushViewController(stack.b, animated: true)
            rig.frame(after: 0)
            rig.frame(after: 0.35 / 2)
            XCTAssertEqual(rig.shownMinX(stack.b.view), 0, accuracy: 0.01, "no slide")
            XCTAssertEqual(rig.shownMinX(stack.a.view), 0, accuracy: 0.01, "no parallax")
            let opacity = (stack.b.view.layer.presentation() ?? stack.b.view.layer).opacity
            XCTAssertGreaterThan(opacity, 0.2)
            XCTAssertLessThan(opacity, 0.8)
            rig.frame(after: 0.35)
            XCTAssertEqual(stack.b.view.alpha, 1)
            XCTAssertNil(stack.a.view.superview)
            XCTAssertTrue(stack.navigation.topViewController === stack.b)
        }
    }
}
