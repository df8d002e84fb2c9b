import Observation
import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A contact card as an iOS 26 app writes one: its state in an `@Observable` model, the controller's
/// `updateProperties()` setting the name label's text and the status dot's colour, the card's `layoutSubviews`
/// sizing the details from the model, and a tap that expands it with `UIView.animate(options: .flushUpdates)`.
/// Nothing calls `setNeedsLayout()` or `setNeedsUpdateProperties()`: UIKit tracks what each method read.
@Observable
final class ContactModel {
    var name = "Ada Lovelace"
    var isOnline = false
    var expanded = false
}

final class ContactCardView: UIView {
    let model: ContactModel
    let nameLabel = UILabel()
    let statusDot = UIView()
    let detailsView = UIView()

    init(model: ContactModel) {
        self.model = model
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        statusDot.layer.cornerRadius = 6
        detailsView.backgroundColor = .secondarySystemBackground
        addSubview(nameLabel)
        addSubview(statusDot)
        addSubview(detailsView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        statusDot.frame = CGRect(x: 16, y: 20, width: 12, height: 12)
        nameLabel.frame = CGRect(x: 36, y: 10, width: bounds.width - 52, height: 32)
        let detailsHeight: CGFloat = model.expanded ? 160 : 40
        detailsView.frame = CGRect(x: 16, y: 52, width: bounds.width - 32, height: detailsHeight)
    }
}

final class ContactViewController: UIViewController {
    let model: ContactModel

    init(model: ContactModel) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    var card: ContactCardView { view as! ContactCardView }

    override func loadView() {
        view = ContactCardView(model: model)
    }

    override func updateProperties() {
        super.updateProperties()
        card.nameLabel.text = model.name
        card.statusDot.backgroundColor = model.isOnline ? .systemGreen : .systemGray
    }

    func toggleDetails() {
        UIView.animate(options: .flushUpdates) {
            self.model.expanded.toggle()
        }
    }
}

final class ObservationPortabilityTests: XCTestCase {
    /// The contact screen as a window's root, drawn once offscreen on a manual clock.
    @MainActor
    static func showContact() -> (CAManualMediaClock, ContactModel, ContactViewController, OffscreenRenderer) {
        let clock = installManualClock()
        let model = ContactModel()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = ContactViewController(model: model)
        window.rootViewController = controller
        let renderer = OffscreenRenderer(window: window)
        renderer.renderFrame()
        return (clock, model, controller, renderer)
    }

    func testTheCardFollowsItsModelWithoutInvalidation() {
        MainActor.assumeIsolated {
            let (_, model, controller, renderer) = Self.showContact()
            XCTAssertEqual(controller.card.nameLabel.text, "Ada Lovelace")
            XCTAssertEqual(controller.card.statusDot.backgroundColor, .systemGray)

            model.name = "Grace Hopper"
            model.isOnline = true
            renderer.renderFrame()
            XCTAssertEqual(controller.card.nameLabel.text, "Grace Hopper")
            XCTAssertEqual(controller.card.statusDot.backgroundColor, .systemGreen)
            XCTAssertEqual(controller.card.detailsView.frame.height, 40)
        }
    }

    func testExpandingAnimatesTheDetailsOpen() {
        MainActor.assumeIsolated {
            let (clock, model, controller, renderer) = Self.showContact()

            controller.toggleDetails()
            let details = controller.card.detailsView
            XCTAssertEqual(details.frame.height, 160, "laid out as the block ends")
            renderer.renderFrame()
            XCTAssertEqual(details.layer.presentation()?.bounds.height ?? -1, 40, accuracy: 0.5, "starts where it was")
            clock.advance(by: 0.15)
            renderer.renderFrame()
            let midway = details.layer.presentation()?.bounds.height ?? -1
            XCTAssertGreaterThan(midway, 40)
            XCTAssertLessThan(midway, 160)
            clock.advance(by: 1)
            renderer.renderFrame()
            XCTAssertEqual(details.layer.presentation()?.bounds.height ?? -1, 160, accuracy: 0.5)
            XCTAssertEqual(model.expanded, true)
        }
    }
}
