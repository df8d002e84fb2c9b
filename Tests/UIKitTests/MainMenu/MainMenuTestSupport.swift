import Foundation
@testable import UIKit
import XCTest

/// An app delegate whose `buildMenu(with:)` runs what a test gives it.
@MainActor
final class MenuBuildingDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var build: (any UIMenuBuilder) -> Void = { _ in }
    private(set) var builds = 0

    override func buildMenu(with builder: any UIMenuBuilder) {
        super.buildMenu(with: builder)
        builds += 1
        build(builder)
    }
}

/// A test case that puts a menu-building delegate on the shared app and the main menu back as it was afterwards.
class MainMenuTestCase: XCTestCase {
    @MainActor private static var previousDelegate: (any UIApplicationDelegate)?

    /// Makes `delegate` the app's and rebuilds the main menu through it.
    @MainActor
    static func install(_ delegate: MenuBuildingDelegate) {
        previousDelegate = UIApplication.shared.delegate
        UIApplication.shared.delegate = delegate
        UIMenuSystem.main.setNeedsRebuild()
    }

    override func tearDown() {
        onMainActor {
            UIApplication.shared.delegate = Self.previousDelegate
            Self.previousDelegate = nil
            UIMenuSystem.main.setNeedsRebuild()
            UIApplication.firstResponder = nil
        }
        super.tearDown()
    }
}

extension UIMenu {
    /// The titles of the elements the menu shows, inline groups flattened.
    @MainActor
    var shownTitles: [String] {
        MenuLayout.visibleElements(of: self).map(\.element.title)
    }
}
