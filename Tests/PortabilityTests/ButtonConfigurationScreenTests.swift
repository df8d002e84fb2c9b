import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A sign-up step as iOS 15 code writes it: a filled "Continue" button whose update handler shows a spinner while
/// busy, a tinted button with a drawn image, and a bordered pop-up button choosing from a menu, in a stack view.
final class SignUpStepViewController: UIViewController {
    let continueButton = UIButton(configuration: .filled())
    let inviteButton = UIButton(configuration: .tinted())
    let planButton = UIButton(configuration: .bordered())
    private(set) var chosenPlan = "Monthly"
    private(set) var isSubmitting = false {
        didSet { continueButton.setNeedsUpdateConfiguration() }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        var continueConfiguration = UIButton.Configuration.filled()
        continueConfiguration.title = "Continue"
        continueConfiguration.buttonSize = .large
        continueConfiguration.cornerStyle = .capsule
        continueConfiguration.imagePadding = 8
        continueButton.configuration = continueConfiguration
        continueButton.configurationUpdateHandler = { [unowned self] button in
            var configuration = button.configuration
            configuration?.showsActivityIndicator = self.isSubmitting
            configuration?.title = self.isSubmitting ? "Submitting…" : "Continue"
            button.isEnabled = !self.isSubmitting
            button.configuration = configuration
        }
        continueButton.addAction(UIAction { [unowned self] _ in self.isSubmitting = true }, for: .primaryActionTriggered)

        var inviteConfiguration = UIButton.Configuration.tinted()
        inviteConfiguration.title = "Invite a friend"
        inviteConfiguration.image = Self.personImage()
        inviteConfiguration.imagePlacement = .leading
        inviteConfiguration.imagePadding = 6
        inviteConfiguration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = UIFont.systemFont(ofSize: 15, weight: .semibold)
            return outgoing
        }
        inviteButton.configuration = inviteConfiguration

        planButton.menu = UIMenu(title: "Plan", children: ["Monthly", "Yearly"].map { plan in
            UIAction(title: plan) { [unowned self] _ in self.chosenPlan = plan }
        })
        planButton.showsMenuAsPrimaryAction = true
        planButton.changesSelectionAsPrimaryAction = true

        let stack = UIStackView(arrangedSubviews: [planButton, inviteButton, continueButton])
        stack.axis = .vertical
        stack.spacing = 16
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            continueButton.widthAnchor.constraint(equalToConstant: 240),
        ])
    }

    /// A head and shoulders drawn as a template image, no symbol font needed.
    private static func personImage() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).image { context in
            UIColor.black.setFill()
            context.cgContext.fillEllipse(in: CGRect(x: 5, y: 1, width: 6, height: 6))
            UIBezierPath(roundedRect: CGRect(x: 2, y: 9, width: 12, height: 7), cornerRadius: 3.5).fill()
        }.withRenderingMode(.alwaysTemplate)
    }
}

final class ButtonConfigurationScreenTests: XCTestCase {
    func testTheContinueButtonShowsItsBusyStateThroughTheUpdateHandler() {
        MainActor.assumeIsolated {
            let controller = SignUpStepViewController()
            let image = render(controller)
            XCTAssertNotNil(image)
            let button = controller.continueButton
            XCTAssertEqual(button.currentTitle, "Continue")
            XCTAssertEqual(button.frame.width, 240)
            XCTAssertEqual(button.frame.height, button.intrinsicContentSize.height)
            button.sendActions(for: .primaryActionTriggered)
            controller.view.layoutIfNeeded()
            XCTAssertEqual(button.configuration?.title, "Submitting…")
            XCTAssertEqual(button.configuration?.showsActivityIndicator, true)
            XCTAssertFalse(button.isEnabled)
        }
    }

    func testThePlanButtonShowsTheChosenPlanAndTheInviteButtonItsImage() {
        MainActor.assumeIsolated {
            let controller = SignUpStepViewController()
            _ = render(controller)
            XCTAssertEqual(controller.planButton.currentTitle, "Monthly", "a pop-up button shows its first choice")
            XCTAssertNotNil(controller.inviteButton.imageView?.image)
            XCTAssertEqual(controller.inviteButton.titleLabel?.font.pointSize, 15)
            XCTAssertGreaterThan(controller.inviteButton.frame.width, controller.inviteButton.titleLabel?.frame.width ?? 0)
        }
    }

    func testTheScreenLooksAsOnIOS() throws {
        let image = MainActor.assumeIsolated { render(SignUpStepViewController()) }
        assertSnapshot(try XCTUnwrap(image), named: "signUpStep")
    }

    /// The controller's view in a 320 × 300 window, rendered at scale 2.
    @MainActor
    private func render(_ controller: UIViewController) -> CGImage? {
        _ = installManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        window.rootViewController = controller
        controller.view.frame = window.bounds
        window.layoutIfNeeded()
        let renderer = OffscreenRenderer(window: window, scale: 2)
        renderer.renderFrame()
        CAContext.current.advance(by: 1)
        renderer.renderFrame()
        return renderer.image
    }
}
