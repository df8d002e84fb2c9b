import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A checkbox shown inline in a note, as TextKit 2 tutorials build one: an attachment subclass handing out a view
/// provider whose view is a button toggling the item.
final class ChecklistCheckboxAttachment: NSTextAttachment {
    var isChecked = false

    override func viewProvider(for parentView: UIView?, location: NSTextLocation, textContainer: NSTextContainer?) -> NSTextAttachmentViewProvider? {
        let provider = ChecklistCheckboxViewProvider(textAttachment: self, parentView: parentView,
                                                     textLayoutManager: textContainer?.textLayoutManager, location: location)
        provider.tracksTextAttachmentViewBounds = true
        return provider
    }
}

/// Makes the checkbox button: a plain button configuration showing a circle, filled when checked.
final class ChecklistCheckboxViewProvider: NSTextAttachmentViewProvider {
    override func loadView() {
        super.loadView()
        guard let attachment = textAttachment as? ChecklistCheckboxAttachment else { return }
        var configuration = UIButton.Configuration.plain()
        configuration.contentInsets = .zero
        let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in
            attachment.isChecked.toggle()
        })
        button.configurationUpdateHandler = { button in
            var updated = button.configuration
            updated?.image = UIImage(systemName: attachment.isChecked ? "checkmark.circle.fill" : "circle")
            button.configuration = updated
        }
        button.frame = CGRect(x: 0, y: 0, width: 22, height: 22)
        view = button
    }
}

/// A note editor whose lines start with checkboxes.
final class ChecklistNoteViewController: UIViewController {
    let textView = UITextView(usingTextLayoutManager: true)
    var checkboxes: [ChecklistCheckboxAttachment] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        textView.frame = view.bounds
        textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        textView.font = .preferredFont(forTextStyle: .body)
        view.addSubview(textView)
        let note = NSMutableAttributedString()
        for item in ["Milk", "Eggs", "Flour"] {
            let checkbox = ChecklistCheckboxAttachment()
            checkboxes.append(checkbox)
            note.append(NSAttributedString(attachment: checkbox))
            note.append(NSAttributedString(string: " \(item)\n", attributes: [.font: UIFont.preferredFont(forTextStyle: .body)]))
        }
        textView.attributedText = note
    }
}

/// The note runs offscreen: each checkbox is a button in the text view, on its own line, and tapping one ticks its item.
final class ChecklistAttachmentPortabilityTests: XCTestCase {
    func testEachCheckboxIsAButtonOnItsLineAndTogglesItsItem() {
        MainActor.assumeIsolated {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
            let note = ChecklistNoteViewController()
            window.rootViewController = note
            note.view.layoutIfNeeded()
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()

            var buttons: [UIButton] = []
            func collect(_ view: UIView) {
                for subview in view.subviews {
                    if let button = subview as? UIButton { buttons.append(button) } else { collect(subview) }
                }
            }
            collect(note.textView)
            XCTAssertEqual(buttons.count, 3, "one checkbox per line")
            let tops = buttons.map { $0.convert($0.bounds, to: note.textView).minY }.sorted()
            XCTAssertLessThan(tops[0], tops[1])
            XCTAssertLessThan(tops[1], tops[2])
            XCTAssertTrue(note.checkboxes.allSatisfy { $0.usesTextAttachmentView })

            let first = buttons.min { $0.convert($0.bounds, to: note.textView).minY < $1.convert($1.bounds, to: note.textView).minY }!
            first.sendActions(for: .primaryActionTriggered)
            XCTAssertEqual(note.checkboxes.map { $0.isChecked }, [true, false, false])

            var fragments: [NSTextLayoutFragment] = []
            note.textView.textLayoutManager?.enumerateTextLayoutFragments(from: nil, options: [.ensuresLayout]) { fragment in
                fragments.append(fragment)
                return true
            }
            XCTAssertEqual(fragments.prefix(3).map { $0.textAttachmentViewProviders.count }, [1, 1, 1])
        }
    }
}
