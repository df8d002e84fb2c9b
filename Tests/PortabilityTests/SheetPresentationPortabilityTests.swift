import QuartzCore
import TestSupport
import UIKit
import XCTest

extension UISheetPresentationController.Detent.Identifier {
    static let peekFilters = UISheetPresentationController.Detent.Identifier("peekFilters")
}

/// A shop's product list that shows its filters in a half-height sheet, as iOS 15/16 apps write it (Swift 5):
/// detents set up before presenting, a grabber, a custom detent, the presenter usable under the medium sheet, and
/// the sheet's delegate.
final class ProductListViewController: UIViewController, UISheetPresentationControllerDelegate {
    let sortButton = UIButton(type: .system)
    var sortTaps = 0
    var detentChanges: [String] = []
    var filtersDismissed = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        sortButton.setTitle("Sort", for: .normal)
        sortButton.frame = CGRect(x: 20, y: 40, width: 120, height: 44)
        sortButton.addAction(UIAction { [weak self] _ in self?.sortTaps += 1 }, for: .touchUpInside)
        view.addSubview(sortButton)
    }

    func showFilters() {
        let filters = UINavigationController(rootViewController: FiltersViewController())
        if let sheet = filters.sheetPresentationController {
            let peek = UISheetPresentationController.Detent.custom(identifier: .peekFilters) { context in
                return context.maximumDetentValue * 0.2
            }
            sheet.detents = [peek, .medium(), .large()]
            sheet.selectedDetentIdentifier = .medium
            sheet.largestUndimmedDetentIdentifier = .medium
            sheet.prefersGrabberVisible = true
            sheet.prefersScrollingExpandsWhenScrolledToEdge = false
            sheet.preferredCornerRadius = 16
            sheet.delegate = self
        }
        present(filters, animated: true, completion: nil)
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        detentChanges.append(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "none")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        filtersDismissed += 1
    }
}

/// The filters: "Show All" expands the sheet with an animation.
final class FiltersViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Filters"
        view.backgroundColor = .systemBackground
    }

    func showAll() {
        guard let sheet = navigationController?.sheetPresentationController else { return }
        sheet.animateChanges {
            sheet.selectedDetentIdentifier = .large
        }
    }
}

final class SheetPresentationPortabilityTests: XCTestCase {
    func testTheFiltersSheetRestsAtMediumExpandsAndIsSwipedAway() throws {
        try MainActor.assumeIsolated {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
            let products = ProductListViewController()
            window.rootViewController = products
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            @MainActor func wait(_ seconds: Double) {
                clock.advance(by: seconds)
                renderer.renderFrame()
            }

            products.showFilters()
            wait(0.6)
            let filters = try XCTUnwrap(products.presentedViewController as? UINavigationController)
            XCTAssertEqual(filters.view.frame, CGRect(x: 0, y: 305, width: 400, height: 295), "medium is half the sheet's room")
            XCTAssertEqual(filters.view.layer.cornerRadius, 16)

            renderer.pointerDown(at: CGPoint(x: 60, y: 60))
            renderer.pointerUp()
            XCTAssertEqual(products.sortTaps, 1, "the list stays usable above the undimmed medium sheet")

            (filters.topViewController as? FiltersViewController)?.showAll()
            wait(0.6)
            XCTAssertEqual(filters.view.frame.minY, 10)
            XCTAssertEqual(products.detentChanges, [], "a change in code is not reported")

            renderer.pointerDown(at: CGPoint(x: 200, y: 300))
            for step in 1...4 {
                wait(1.0 / 60)
                renderer.pointerMove(to: CGPoint(x: 200, y: 300 + CGFloat(step) * 20))
            }
            renderer.pointerUp()
            wait(0.6)
            XCTAssertEqual(products.detentChanges, ["com.apple.UIKit.medium"], "a fling down from large rests at the next detent")

            renderer.pointerDown(at: CGPoint(x: 200, y: 400))
            for step in 1...10 {
                wait(0.1)
                renderer.pointerMove(to: CGPoint(x: 200, y: 400 + CGFloat(step) * 18))
            }
            renderer.pointerUp()
            wait(0.6)
            XCTAssertEqual(products.detentChanges, ["com.apple.UIKit.medium", "peekFilters"])
            XCTAssertEqual(filters.view.frame.minY, 600 - 118)

            renderer.pointerDown(at: CGPoint(x: 200, y: 500))
            for step in 1...6 {
                wait(0.1)
                renderer.pointerMove(to: CGPoint(x: 200, y: 500 + CGFloat(step) * 15))
            }
            renderer.pointerUp()
            wait(0.6)
            XCTAssertNil(products.presentedViewController)
            XCTAssertEqual(products.filtersDismissed, 1)
        }
    }
}
