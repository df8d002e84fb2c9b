import ATSPI
@testable import UIKit
import XCTest

/// The four controls as VoiceOver and Orca see them: a stepper and a page control adjustable (AT-SPI sliders with
/// their numbers), a progress view a progress bar, a segmented control a group of segment buttons; keyboard focus
/// stops at each and Up, Down and Space work them.
final class ControlAccessibilityTests: XCTestCase {
    override func tearDown() {
        MainActor.assumeIsolated { UIApplication.shared.accessibility.focus.move(to: nil) }
        super.tearDown()
    }

    @MainActor
    private final class Screen {
        let clock = installManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let segments = UISegmentedControl(items: ["List", "Grid"])
        let stepper = UIStepper(frame: CGRect(x: 20, y: 60, width: 0, height: 0))
        let pages = UIPageControl(frame: CGRect(x: 20, y: 110, width: 120, height: 26))
        let bar = UIProgressView(frame: CGRect(x: 20, y: 160, width: 200, height: 4))
        lazy var tree = AccessibleViewTree(focus: UIApplication.shared.accessibility.focus, applicationName: "demo") { [window] in [window] }
        lazy var windowID = tree.objects.id(for: window, parent: .root)
        var changes: [String] = []

        init() {
            segments.frame = CGRect(x: 20, y: 10, width: 200, height: 32)
            segments.selectedSegmentIndex = 0
            pages.numberOfPages = 4
            bar.progress = 0.42
            for view in [segments, stepper, pages, bar] as [UIView] { window.addSubview(view) }
            window.layoutIfNeeded()
            segments.addAction(UIAction { [unowned self] _ in changes.append("segment \(segments.selectedSegmentIndex)") }, for: .valueChanged)
            stepper.addAction(UIAction { [unowned self] _ in changes.append("stepper \(stepper.value)") }, for: .valueChanged)
            pages.addAction(UIAction { [unowned self] _ in changes.append("page \(pages.currentPage)") }, for: .valueChanged)
        }

        func node(_ object: UIResponder, parent: UIResponder? = nil) -> AccessibleNode? {
            let parentID = parent.map { tree.objects.id(for: $0, parent: windowID) } ?? windowID
            return tree.node(tree.objects.id(for: object, parent: parentID))
        }

        func press(_ name: String) {
            let key = UIKey(characters: "", charactersIgnoringModifiers: "", modifierFlags: [], keyCode: 0, keysymName: name)
            window.pressesBegan([UIPress(phase: .began, key: key, timestamp: 0)], with: nil)
        }
    }

    func testAStepperIsAnAdjustableSliderWithItsNumbers() throws {
        try onMainActor {
            let screen = Screen()
            let stepper = screen.stepper
            XCTAssertTrue(stepper.isAccessibilityElement)
            XCTAssertEqual(stepper.accessibilityTraits, .adjustable)
            XCTAssertEqual(stepper.accessibilityValue, "0")
            stepper.stepValue = 2.5
            stepper.accessibilityIncrement()
            XCTAssertEqual(stepper.accessibilityValue, "2.5")
            stepper.accessibilityDecrement()
            stepper.accessibilityDecrement()
            XCTAssertEqual(screen.changes, ["stepper 2.5", "stepper 0.0"], "a step at the minimum changes and tells nothing")
            let node = try XCTUnwrap(screen.node(stepper))
            XCTAssertEqual(node.role, .slider)
            XCTAssertEqual(node.value, AccessibleValue(current: 0, minimum: 0, maximum: 100, step: 2.5, text: "0"))
            XCTAssertEqual(node.actions.map(\.name), ["activate", "increment", "decrement"])
            XCTAssertTrue(screen.tree.setValue(40, on: screen.tree.objects.id(for: stepper, parent: screen.windowID)))
            XCTAssertEqual(stepper.value, 40, "a screen reader sets the value directly")
        }
    }

    func testAPageControlSaysItsPageAndStepsThroughThem() throws {
        try onMainActor {
            let screen = Screen()
            let pages = screen.pages
            XCTAssertEqual(pages.accessibilityTraits, .adjustable)
            XCTAssertEqual(pages.accessibilityValue, "page 1 of 4")
            pages.accessibilityIncrement()
            XCTAssertEqual(pages.accessibilityValue, "page 2 of 4")
            let node = try XCTUnwrap(screen.node(pages))
            XCTAssertEqual(node.role, .slider)
            XCTAssertEqual(node.value, AccessibleValue(current: 2, minimum: 1, maximum: 4, step: 1, text: "page 2 of 4"))
            XCTAssertEqual(screen.changes, ["page 1"])
        }
    }

    func testAProgressViewIsAProgressBarFocusPassesBy() throws {
        try onMainActor {
            let screen = Screen()
            XCTAssertTrue(screen.bar.isAccessibilityElement)
            XCTAssertEqual(screen.bar.accessibilityValue, "42%")
            XCTAssertEqual(screen.bar.accessibilityTraits, .updatesFrequently)
            let node = try XCTUnwrap(screen.node(screen.bar))
            XCTAssertEqual(node.role, .progressBar)
            XCTAssertEqual(node.value?.current ?? 0, 0.42, accuracy: 1e-6)
            XCTAssertEqual(node.value?.maximum, 1)
            XCTAssertFalse(node.states.contains(.focusable), "a progress bar takes no keyboard focus, as GTK's")
        }
    }

    func testASegmentedControlIsAGroupOfSegmentButtons() throws {
        try onMainActor {
            let screen = Screen()
            let control = screen.segments
            XCTAssertFalse(control.isAccessibilityElement)
            XCTAssertEqual(control.accessibilityElementCount(), 2)
            let grid = try XCTUnwrap(control.accessibilityElement(at: 1) as? UIAccessibilityElement)
            let list = try XCTUnwrap(control.accessibilityElement(at: 0) as? UIAccessibilityElement)
            XCTAssertEqual(grid.accessibilityLabel, "Grid")
            XCTAssertEqual(grid.accessibilityValue, "2 of 2")
            XCTAssertEqual(grid.accessibilityTraits, .button)
            XCTAssertEqual(list.accessibilityTraits, [.button, .selected])
            XCTAssertEqual(grid.accessibilityFrame, CGRect(x: 120, y: 10, width: 100, height: 32))
            let group = try XCTUnwrap(screen.node(control))
            XCTAssertEqual(group.role, .panel)
            XCTAssertEqual(group.children.count, 2)
            let button = try XCTUnwrap(screen.node(grid, parent: control))
            XCTAssertEqual(button.role, .pushButton)
            XCTAssertEqual(button.name, "Grid")
            XCTAssertTrue(grid.accessibilityActivate())
            XCTAssertEqual(control.selectedSegmentIndex, 1)
            XCTAssertEqual(screen.changes, ["segment 1"])
            XCTAssertTrue(try XCTUnwrap(screen.node(grid, parent: control)).states.contains(.selected))
            control.setEnabled(false, forSegmentAt: 0)
            XCTAssertFalse(list.accessibilityActivate(), "a disabled segment is not chosen")
            XCTAssertTrue(list.accessibilityTraits.contains(.notEnabled))
        }
    }

    func testKeyboardFocusStopsAtEachAndTheKeysWorkThem() {
        onMainActor {
            let screen = Screen()
            let focus = UIApplication.shared.accessibility.focus
            screen.press("Tab")
            XCTAssertTrue((focus.focused as? UIAccessibilityElement)?.accessibilityLabel == "List", "the first segment")
            screen.press("Tab")
            screen.press("space")
            XCTAssertEqual(screen.segments.selectedSegmentIndex, 1, "Space chooses the focused segment")
            screen.press("Tab")
            XCTAssertTrue(focus.focused === screen.stepper)
            screen.press("Up")
            screen.press("Up")
            screen.press("Down")
            XCTAssertEqual(screen.stepper.value, 1)
            screen.press("Tab")
            XCTAssertTrue(focus.focused === screen.pages)
            screen.press("Up")
            XCTAssertEqual(screen.pages.currentPage, 1)
            screen.press("Tab")
            XCTAssertFalse(focus.focused === screen.bar, "the progress view is passed by")
            XCTAssertEqual(screen.changes, ["segment 1", "stepper 1.0", "stepper 2.0", "stepper 1.0", "page 1"])
        }
    }
}
