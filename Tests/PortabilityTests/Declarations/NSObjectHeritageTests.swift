import UIKit
import XCTest

/// UIKit's and Core Animation's classes descend from `NSObject` as on iOS, so the idioms that lean on it compile and
/// behave: `==` between views, controllers, layers and recognizers, `firstIndex(of:)`, sets and dictionary keys,
/// delegate protocols refining `NSObjectProtocol`, and trait collections equal by value.
final class NSObjectHeritageTests: XCTestCase {
    protocol PhotoPickerDelegate: NSObjectProtocol {
        func picker(didPick index: Int)
    }

    final class AlbumController: UIViewController, PhotoPickerDelegate {
        var picked: [Int] = []
        func picker(didPick index: Int) { picked.append(index) }
    }

    func testIdentityIdiomsOfViewsControllersAndLayers() {
        MainActor.assumeIsolated {
            let container = UIView()
            let first = UIView(), second = UIView()
            container.addSubview(first)
            container.addSubview(second)
            XCTAssertTrue(first.superview == container)
            XCTAssertEqual(container.subviews.firstIndex(of: second), 1)
            XCTAssertFalse(first == second)
            let visible: Set<UIView> = [first, second, first]
            XCTAssertEqual(visible.count, 2)
            var badges: [UIView: String] = [:]
            badges[first] = "new"
            XCTAssertEqual(badges[first], "new")
            XCTAssertTrue(first.isEqual(first))
            XCTAssertEqual(first.hash, first.hash)

            let pages = [UIViewController(), UIViewController(), UIViewController()]
            XCTAssertEqual(pages.firstIndex(of: pages[2]), 2)
            XCTAssertTrue(first.layer.superlayer == container.layer)
            XCTAssertEqual(container.layer.sublayers?.firstIndex(of: second.layer), 1)

            let pan = UIPanGestureRecognizer(), tap = UITapGestureRecognizer()
            first.addGestureRecognizer(pan)
            first.addGestureRecognizer(tap)
            XCTAssertTrue(first.gestureRecognizers?.first == pan)
            XCTAssertTrue(pan != tap)

            let album = AlbumController()
            let delegate: PhotoPickerDelegate? = album
            delegate?.picker(didPick: 3)
            XCTAssertTrue(delegate?.isEqual(album) ?? false)
            XCTAssertEqual(album.picked, [3])
            let items: [NSObject] = [album, first, first.layer, pan, UIImage(), UIBarButtonItem()]
            XCTAssertEqual(items.count, 6)
        }
    }

    func testTraitCollectionsAreEqualByValue() {
        MainActor.assumeIsolated {
            let dark = UITraitCollection(userInterfaceStyle: .dark)
            XCTAssertEqual(dark, UITraitCollection(userInterfaceStyle: .dark))
            XCTAssertNotEqual(dark, UITraitCollection(userInterfaceStyle: .light))
            XCTAssertEqual(Set([dark, UITraitCollection(userInterfaceStyle: .dark)]).count, 1)
        }
    }
}
