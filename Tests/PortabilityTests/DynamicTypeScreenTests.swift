import QuartzCore
import TestSupport
import UIKit
import XCTest

/// The app sorts the categories it supports, as iOS code does once it declares the conformance itself.
extension UIContentSizeCategory: Comparable {}

/// A Dynamic Type contact card as iOS apps write it: labels with text styles and a scaled custom font that adjust
/// by themselves, a stack view that turns vertical at the accessibility sizes in `traitCollectionDidChange`, a
/// capped badge, and the change notification for what is not a label.
final class ContactCardViewController: UIViewController {
    let nameLabel = UILabel()
    let roleLabel = UILabel()
    let callButton = UIButton(type: .system)
    let stackView = UIStackView()
    let badge = UILabel()
    private(set) var notifiedCategories: [UIContentSizeCategory] = []
    private var observer: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.font = UIFont.preferredFont(forTextStyle: .title2)
        nameLabel.adjustsFontForContentSizeCategory = true
        nameLabel.numberOfLines = 0
        nameLabel.text = "Ada Lovelace"

        let serif = UIFont(name: "DejaVu Serif", size: 15) ?? UIFont.systemFont(ofSize: 15)
        roleLabel.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: serif)
        roleLabel.adjustsFontForContentSizeCategory = true
        roleLabel.numberOfLines = 0
        roleLabel.text = "Analyst"

        callButton.setTitle("Call", for: .normal)
        callButton.titleLabel?.font = UIFont.preferredFont(forTextStyle: .body)
        callButton.titleLabel?.adjustsFontForContentSizeCategory = true

        badge.font = UIFont.preferredFont(forTextStyle: .caption1)
        badge.adjustsFontForContentSizeCategory = true
        badge.maximumContentSizeCategory = .extraExtraLarge
        badge.text = "VIP"

        let texts = UIStackView(arrangedSubviews: [nameLabel, roleLabel, badge])
        texts.axis = .vertical
        texts.spacing = 4
        stackView.addArrangedSubview(texts)
        stackView.addArrangedSubview(callButton)
        stackView.spacing = 12
        stackView.alignment = .center
        stackView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            stackView.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -16),
            stackView.topAnchor.constraint(equalTo: view.topAnchor, constant: 16),
        ])
        updateAxis()

        observer = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil,
                                                          queue: nil) { [weak self] notification in
            guard let category = notification.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory else { return }
            MainActor.assumeIsolated { self?.notifiedCategories.append(category) }
        }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.preferredContentSizeCategory != previousTraitCollection?.preferredContentSizeCategory {
            updateAxis()
        }
    }

    private func updateAxis() {
        let isAccessibility = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        stackView.axis = isAccessibility ? .vertical : .horizontal
        stackView.alignment = isAccessibility ? .leading : .center
    }

    deinit {
        if let observer { NotificationCenter.default.removeObserver(observer) }
    }
}

final class DynamicTypeScreenTests: XCTestCase {
    func testTheCardGrowsAndStacksVerticallyAtAccessibilitySizes() {
        MainActor.assumeIsolated {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 480, height: 600))
            let controller = ContactCardViewController()
            window.rootViewController = controller
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            XCTAssertEqual(controller.stackView.axis, .horizontal)
            let nameSize = controller.nameLabel.font.pointSize
            let nameHeight = controller.nameLabel.frame.height
            let buttonWidth = controller.callButton.frame.width

            window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
            renderer.renderFrame()
            XCTAssertEqual(controller.stackView.axis, .vertical, "stacked at an accessibility size")
            XCTAssertGreaterThan(controller.nameLabel.font.pointSize, nameSize * 1.5)
            XCTAssertGreaterThan(controller.nameLabel.frame.height, nameHeight * 1.5, "laid out again")
            XCTAssertGreaterThan(controller.roleLabel.font.pointSize, 15 * 1.5)
            XCTAssertEqual(controller.roleLabel.font.familyName, UIFont(name: "DejaVu Serif", size: 15)?.familyName)
            XCTAssertGreaterThan(controller.callButton.frame.width, buttonWidth)
            XCTAssertEqual(controller.badge.font.pointSize,
                           UIFont.preferredFont(forTextStyle: .caption1,
                                                compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraExtraLarge)).pointSize,
                           "the badge stops at XXL")
            let buttonTop = controller.callButton.convert(controller.callButton.bounds, to: controller.view).minY
            XCTAssertGreaterThan(buttonTop, controller.nameLabel.convert(controller.nameLabel.bounds, to: controller.view).maxY,
                                 "the button sits below the text")

            window.traitOverrides.preferredContentSizeCategory = .large
            renderer.renderFrame()
            XCTAssertEqual(controller.stackView.axis, .horizontal)
            XCTAssertEqual(controller.nameLabel.font.pointSize, nameSize)
            NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: nil,
                                            userInfo: [UIContentSizeCategory.newValueUserInfoKey: UIContentSizeCategory.accessibilityLarge])
            XCTAssertEqual(controller.notifiedCategories, [.accessibilityLarge])
            XCTAssertEqual(([.accessibilityLarge, .small, .large] as [UIContentSizeCategory]).sorted(), [.small, .large, .accessibilityLarge])
        }
    }
}
