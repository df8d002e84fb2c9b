import Foundation
@testable import UIKit
import XCTest

/// A delegate class found by name, as `main.m` names it.
final class NamedAppDelegate: UIResponder, UIApplicationDelegate {}

/// `UIApplicationMain(argc, argv, nil, NSStringFromClass(AppDelegate.self))` finds its classes.
final class ApplicationClassNameTests: XCTestCase {
    typealias DelegateType = (UIResponder & UIApplicationDelegate).Type

    func testAQualifiedNameFindsTheDelegateClass() throws {
        let result = ApplicationClassName.resolve(NSStringFromClass(NamedAppDelegate.self), as: DelegateType.self, kind: "a delegate")
        let type = try XCTUnwrap(try result.get())
        XCTAssertTrue(type == NamedAppDelegate.self)
    }

    func testNoNameIsNoClass() throws {
        XCTAssertNil(try ApplicationClassName.resolve(nil, as: UIApplication.Type.self, kind: "an app").get())
    }

    func testABareNameSaysToQualifyIt() {
        let result = ApplicationClassName.resolve("NamedAppDelegate", as: DelegateType.self, kind: "a delegate")
        guard case .failure(let failure) = result else { return XCTFail("a bare name resolved") }
        XCTAssertEqual(failure.message, "no class named \"NamedAppDelegate\" (give it with its module, as NSStringFromClass(NamedAppDelegate.self) does)")
    }

    func testAClassOfTheWrongKindIsRefused() {
        let result = ApplicationClassName.resolve(NSStringFromClass(UIView.self), as: DelegateType.self, kind: "a delegate")
        guard case .failure(let failure) = result else { return XCTFail("a view was taken for a delegate") }
        XCTAssertEqual(failure.message, "class \"UIKit.UIView\" is not a delegate")
    }
}
