import Foundation
import TestSupport
import UIKit
import XCTest

/// A label that copies its text through an edit menu it shows where asked, and a text field delegate that dims the field
/// while its edit menu shows, written as iOS 16 apps write them.
class CopyableLabel: UILabel, UIEditMenuInteractionDelegate {
    private var editMenuInteraction: UIEditMenuInteraction?
    private(set) var copied: String?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = true
        let interaction = UIEditMenuInteraction(delegate: self)
        addInteraction(interaction)
        editMenuInteraction = interaction
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func showMenu(at location: CGPoint) {
        let configuration = UIEditMenuConfiguration(identifier: nil, sourcePoint: location)
        configuration.preferredArrowDirection = .down
        editMenuInteraction?.presentEditMenu(with: configuration)
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration, suggestedActions: [UIMenuElement]) -> UIMenu? {
        let copy = UIAction(title: "Copy", image: nil) { [weak self] _ in
            self?.copied = self?.text
        }
        return UIMenu(children: [copy] + suggestedActions)
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration) -> CGRect {
        return bounds
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration, animator: UIEditMenuInteractionAnimating) {
        animator.addAnimations { self.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.2) }
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration, animator: UIEditMenuInteractionAnimating) {
        animator.addAnimations { self.backgroundColor = .clear }
        animator.addCompletion { interaction.view?.setNeedsDisplay() }
    }
}

class DimmingFieldDelegate: NSObject, UITextFieldDelegate, UITextViewDelegate {
    private(set) var menusShown = 0

    func textField(_ textField: UITextField, willPresentEditMenuWith animator: UIEditMenuInteractionAnimating) {
        menusShown += 1
        animator.addAnimations { textField.alpha = 0.8 }
    }

    func textField(_ textField: UITextField, willDismissEditMenuWith animator: UIEditMenuInteractionAnimating) {
        animator.addAnimations { textField.alpha = 1.0 }
    }

    func textView(_ textView: UITextView, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating) {
        menusShown += 1
    }

    func textView(_ textView: UITextView, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating) {}
}

final class EditMenuInteractionTests: XCTestCase {
    func testALabelsEditMenuAndAFieldDelegate() {
        MainActor.assumeIsolated { check() }
    }

    @MainActor
    private func check() {
        _ = installManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let label = CopyableLabel(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        label.text = "Order #42"
        window.addSubview(label)
        label.showMenu(at: CGPoint(x: 20, y: 15))
        let interaction = label.interactions.first as? UIEditMenuInteraction
        XCTAssertNotNil(interaction?.delegate)
        XCTAssertEqual(interaction?.location(in: label), CGPoint(x: 20, y: 15))
        interaction?.updateVisibleMenuPosition(animated: false)
        interaction?.reloadVisibleMenu()
        interaction?.dismissMenu()
        XCTAssertNil(label.copied, "dismissed without choosing")

        let delegate = DimmingFieldDelegate()
        let field = UITextField(frame: CGRect(x: 10, y: 60, width: 200, height: 34))
        field.delegate = delegate
        let notes = UITextView(frame: CGRect(x: 10, y: 100, width: 200, height: 80))
        notes.delegate = delegate
        window.addSubview(field)
        window.addSubview(notes)
        XCTAssertEqual(delegate.menusShown, 0)
    }
}
