import Foundation
@_spi(DesktopInput) import UIKit

/// The probe's screen: a text view the input method edits, and a blue square with a context menu.
final class InputProbeViewController: UIViewController, UIContextMenuInteractionDelegate {
    let textView = ProbeTextView(frame: CGRect(x: 20, y: 20, width: 360, height: 40))
    let menuTarget = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 150))

    override func viewDidLoad() {
        view.backgroundColor = UIColor(white: 0.92, alpha: 1)
        textView.backgroundColor = .white
        view.addSubview(textView)
        menuTarget.backgroundColor = .blue
        menuTarget.addInteraction(UIContextMenuInteraction(delegate: self))
        view.addSubview(menuTarget)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: "square" as NSString, previewProvider: nil) { _ in
            let chose: UIActionHandler = { action in report("chose \(action.title)") }
            return UIMenu(title: "", children: [
                UIAction(title: "Copy", handler: chose),
                UIAction(title: "Rename", handler: chose),
                UIAction(title: "Unavailable", attributes: .disabled, handler: chose),
                UIMenu(title: "Share", children: [UIAction(title: "Mail", handler: chose), UIAction(title: "Messages", handler: chose)]),
                UIMenu(title: "", options: .displayInline, children: [UIAction(title: "Delete", attributes: .destructive, handler: chose)]),
            ])
        }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
        report("menu opened")
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
        report("menu closed")
    }
}

/// A minimal editor: text with a caret at its end and marked text after it, shown in a label, reporting each change.
final class ProbeTextView: UIView, DesktopTextInputClient {
    private(set) var text = ""
    private(set) var marked = ""
    private let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.frame = bounds.insetBy(dx: 6, dy: 4)
        addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    override var canBecomeFirstResponder: Bool { true }

    private func changed() {
        label.text = text + marked
        report("marked \(marked)")
        report("text \(text)")
    }

    func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        marked = markedText ?? ""
        changed()
    }

    func unmarkText() {
        text += marked
        marked = ""
    }

    func insertText(_ text: String) {
        self.text += text
        marked = ""
        changed()
    }

    func deleteSurrounding(beforeLength: Int, afterLength: Int) {
        var units = Array(text.utf16)
        units.removeLast(min(beforeLength, units.count))
        text = String(decoding: units, as: UTF16.self)
        changed()
    }

    var surroundingText: (text: String, selection: NSRange)? {
        (text, NSRange(location: text.utf16.count, length: 0))
    }

    var caretRect: CGRect { CGRect(x: frame.minX + 6, y: frame.minY + 4, width: 1, height: 30) }
}

extension ProbeTextView {
    var desktopContentPurpose: DesktopContentPurpose { .normal }
}
