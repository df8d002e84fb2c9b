@testable import UIKit
import XCTest

/// Traits as iOS passes them down: the collection's values, overrides on views and controllers, who hears of a
/// change and with which `current`, dynamic colours resolved again, and iOS 17's registrations.
final class TraitCollectionTests: XCTestCase {
    /// A view that records the changes it hears of, with the current collection at the time.
    final class RecordingView: UIView {
        var heard: [(previous: UIUserInterfaceStyle, current: UIUserInterfaceStyle, own: UIUserInterfaceStyle)] = []

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            heard.append((previousTraitCollection?.userInterfaceStyle ?? .unspecified,
                          UITraitCollection.current.userInterfaceStyle, traitCollection.userInterfaceStyle))
        }
    }

    final class RecordingController: UIViewController {
        var heard: [UIUserInterfaceStyle] = []

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            heard.append(traitCollection.userInterfaceStyle)
        }
    }

    func testCollectionsMergeCompareAndMutate() {
        onMainActor {
            let dark = UITraitCollection(userInterfaceStyle: .dark)
            let compact = UITraitCollection(horizontalSizeClass: .compact)
            let merged = UITraitCollection(traitsFrom: [dark, compact, UITraitCollection(userInterfaceStyle: .light)])
            XCTAssertEqual(merged.userInterfaceStyle, .light, "later collections win")
            XCTAssertEqual(merged.horizontalSizeClass, .compact)
            XCTAssertEqual(merged.verticalSizeClass, .unspecified)
            XCTAssertTrue(merged.containsTraits(in: compact))
            XCTAssertFalse(merged.containsTraits(in: dark))
            let mutated = UITraitCollection { $0.userInterfaceStyle = .dark; $0.userInterfaceLevel = .elevated }
            XCTAssertEqual(mutated.userInterfaceLevel, .elevated)
            let modified = mutated.modifyingTraits { $0.legibilityWeight = .bold }
            XCTAssertEqual(modified.legibilityWeight, .bold)
            XCTAssertEqual(modified.userInterfaceStyle, .dark)
            XCTAssertTrue(modified.hasDifferentColorAppearance(comparedTo: merged))
            XCTAssertFalse(modified.hasDifferentColorAppearance(comparedTo: mutated), "bold text does not change colours")
            XCTAssertEqual(UITraitCollection(displayScale: .nan).displayScale, 0, "a bad scale is unspecified")
        }
    }

    func testCurrentIsSetForABlockAndPutBack() {
        onMainActor {
            _ = installManualClock()
            XCTAssertEqual(UITraitCollection.current.userInterfaceStyle, .light, "the desktop's, outside any view")
            UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
                XCTAssertEqual(UITraitCollection.current.userInterfaceStyle, .dark)
                XCTAssertEqual(UIColor.label.cgColor, UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor,
                               "cgColor resolves with the current collection")
            }
            XCTAssertEqual(UITraitCollection.current.userInterfaceStyle, .light)
        }
    }

    func testAViewsOverrideReachesItsSubviewsOnlyAndTheyHearOfIt() {
        onMainActor {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let panel = UIView(frame: window.bounds)
            let inside = RecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let sibling = RecordingView(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
            window.addSubview(panel)
            panel.addSubview(inside)
            window.addSubview(sibling)
            XCTAssertEqual(inside.traitCollection.userInterfaceStyle, .light)
            panel.overrideUserInterfaceStyle = .dark
            XCTAssertEqual(inside.traitCollection.userInterfaceStyle, .dark)
            XCTAssertEqual(sibling.traitCollection.userInterfaceStyle, .light)
            XCTAssertEqual(inside.heard.count, 1)
            XCTAssertEqual(inside.heard.first?.previous, .light)
            XCTAssertEqual(inside.heard.first?.current, .dark, "current is the view's new collection while it hears")
            XCTAssertTrue(sibling.heard.isEmpty)
            panel.overrideUserInterfaceStyle = .dark
            XCTAssertEqual(inside.heard.count, 1, "no change, nothing heard")
            sibling.removeFromSuperview()
            panel.addSubview(sibling)
            XCTAssertEqual(sibling.heard.map(\.own), [.dark], "moving under the override is a change")
            panel.overrideUserInterfaceStyle = .unspecified
            XCTAssertEqual(inside.heard.map(\.own), [.dark, .light])
        }
    }

    func testControllersOverrideForThemselvesAndForTheirChildren() {
        onMainActor {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let parent = RecordingController()
            let child = RecordingController()
            window.rootViewController = parent
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            let label = RecordingView()
            child.view.addSubview(label)
            parent.overrideUserInterfaceStyle = .dark
            XCTAssertEqual(parent.traitCollection.userInterfaceStyle, .dark)
            XCTAssertEqual(child.traitCollection.userInterfaceStyle, .dark)
            XCTAssertEqual(label.traitCollection.userInterfaceStyle, .dark)
            XCTAssertEqual(parent.heard, [.dark])
            XCTAssertEqual(child.heard, [.dark])
            parent.setOverrideTraitCollection(UITraitCollection(userInterfaceStyle: .light), forChild: child)
            XCTAssertEqual(child.traitCollection.userInterfaceStyle, .light, "the parent's override for the child wins")
            XCTAssertEqual(label.traitCollection.userInterfaceStyle, .light)
            XCTAssertEqual(parent.overrideTraitCollection(forChild: child)?.userInterfaceStyle, .light)
            XCTAssertEqual(child.heard, [.dark, .light])
        }
    }

    func testDynamicBackgroundsAndDrawingFollowTheStyle() {
        onMainActor {
            _ = installManualClock()
            final class Swatch: UIView {
                override func draw(_ rect: CGRect) {
                    UIColor.label.setFill()
                    UIRectFill(bounds)
                }
            }
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
            let background = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            background.backgroundColor = .systemBackground
            let swatch = Swatch(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
            window.addSubview(background)
            window.addSubview(swatch)
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            let light = (renderer.pixel(x: 10, y: 10), renderer.pixel(x: 30, y: 10))
            window.overrideUserInterfaceStyle = .dark
            renderer.renderFrame()
            let dark = (renderer.pixel(x: 10, y: 10), renderer.pixel(x: 30, y: 10))
            XCTAssertEqual(light.0 & 0xFFFFFF, 0xFFFFFF, "white background in light mode")
            XCTAssertEqual(dark.0 & 0xFFFFFF, 0x000000, "black background in dark mode")
            XCTAssertEqual(light.1 & 0xFFFFFF, 0x000000, "the label colour drawn black in light mode")
            XCTAssertEqual(dark.1 & 0xFFFFFF, 0xFFFFFF, "drawn again white in dark mode")
            XCTAssertTrue(background.backgroundColor === UIColor.systemBackground, "the dynamic colour is kept")
        }
    }

    func testRegistrationsHearOnlyTheirTraitsUntilUnregistered() {
        onMainActor {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let view = RecordingView()
            window.addSubview(view)
            var styleChanges: [UIUserInterfaceStyle] = []
            var levelChanges = 0
            let registration = view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: RecordingView, previous: UITraitCollection) in
                styleChanges.append(view.traitCollection.userInterfaceStyle)
            }
            view.registerForTraitChanges([UITraitUserInterfaceLevel.self]) { (_: RecordingView, _: UITraitCollection) in levelChanges += 1 }
            window.overrideUserInterfaceStyle = .dark
            window.traitOverrides.legibilityWeight = .bold
            XCTAssertEqual(styleChanges, [.dark])
            XCTAssertEqual(levelChanges, 0)
            XCTAssertTrue(window.traitOverrides.contains(UITraitLegibilityWeight.self))
            window.traitOverrides.remove(UITraitLegibilityWeight.self)
            XCTAssertEqual(view.traitCollection.legibilityWeight, .regular)
            view.unregisterForTraitChanges(registration)
            window.overrideUserInterfaceStyle = .light
            XCTAssertEqual(styleChanges, [.dark])
            window.traitOverrides.userInterfaceLevel = .elevated
            XCTAssertEqual(levelChanges, 1)
        }
    }

    func testTheDesktopsColourSchemeReachesEveryWindow() {
        onMainActor {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let view = RecordingView()
            window.addSubview(view)
            let pinned = RecordingView()
            pinned.overrideUserInterfaceStyle = .light
            window.addSubview(pinned)
            _ = OffscreenRenderer(window: window)
            UIApplication.shared.desktopColorSchemeChanged(to: .dark)
            defer { UIApplication.shared.desktopColorSchemeChanged(to: .light) }
            XCTAssertEqual(view.heard.map(\.own), [.dark])
            XCTAssertTrue(pinned.heard.isEmpty, "an override holds")
            XCTAssertEqual(UIScreen.main.traitCollection.userInterfaceStyle, .dark)
        }
    }
}
