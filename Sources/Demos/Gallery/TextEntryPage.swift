import UIKit

/// A form to type into: a name, an e-mail address, a password shown as dots, a message in a text view with a
/// link, and a switch asking for news; beside it, what the form sends as it is edited.
final class TextEntryPage: GalleryPage, UITextFieldDelegate, UITextViewDelegate {
    override class var name: String { "Text entry" }
    override class var api: String { "UITextField · UITextView · UITextFieldDelegate · UIPasteboard · UndoManager" }
    override class var hint: String { "Click a field and type; Tab moves on; Ctrl+Z undoes; the e-mail field refuses spaces." }

    private(set) var fields: [UITextField] = []
    private(set) var message: UITextView!
    private(set) var news: UISwitch!
    /// The last events the form sent, newest first.
    private(set) var log: UILabel!
    private var entries: [String] = []

    override func build() {
        let panel = UIView(frame: CGRect(x: 20, y: 10, width: 440, height: 380))
        panel.backgroundColor = GalleryPalette.panel
        panel.layer.cornerRadius = 16
        stage.addSubview(panel)
        let rows: [(label: String, placeholder: String)] = [("Name", "Jane Appleseed"), ("E-mail", "jane@example.org"), ("Password", "Required")]
        for (index, row) in rows.enumerated() {
            let top = 24 + CGFloat(index) * 56
            caption(row.label, frame: CGRect(x: 20, y: top + 8, width: 90, height: 20), size: 15, color: GalleryPalette.text, alignment: .left, in: panel)
            let field = UITextField(frame: CGRect(x: 110, y: top, width: 310, height: 36))
            field.borderStyle = .roundedRect
            field.font = .systemFont(ofSize: 16)
            field.placeholder = row.placeholder
            field.clearButtonMode = .whileEditing
            field.delegate = self
            field.addAction(UIAction { [weak self, unowned field] _ in self?.note("\(row.label): \(field.isSecureTextEntry ? "•••" : field.text ?? "")") }, for: .editingChanged)
            panel.addSubview(field)
            fields.append(field)
        }
        fields[1].keyboardType = .emailAddress
        fields[1].textContentType = .emailAddress
        fields[2].isSecureTextEntry = true
        fields[2].textContentType = .password
        caption("Message", frame: CGRect(x: 20, y: 200, width: 90, height: 20), size: 15, color: GalleryPalette.text, alignment: .left, in: panel)
        message = UITextView(frame: CGRect(x: 110, y: 192, width: 310, height: 168))
        message.layer.cornerRadius = 6
        message.font = .systemFont(ofSize: 15)
        let text = NSMutableAttributedString(
            string: "Dear team,\nthe fields on the left take typing, selection by mouse and keys, copy and paste.\nSee the issue for more.",
            attributes: [.font: UIFont.systemFont(ofSize: 15), .foregroundColor: UIColor.label])
        text.addAttribute(.link, value: URL(string: "https://example.org/issues/23")!, range: NSRange(location: 96, length: 9))
        message.attributedText = text
        message.delegate = self
        panel.addSubview(message)

        caption("What the form sends", frame: CGRect(x: 485, y: 20, width: 260, height: 20), size: 15, color: GalleryPalette.text, alignment: .left)
        let news = UISwitch(frame: CGRect(x: 485, y: 340, width: 0, height: 0))
        news.accessibilityLabel = "Send me news"
        news.addAction(UIAction { [weak self, unowned news] _ in self?.note("news: \(news.isOn ? "on" : "off")") }, for: .valueChanged)
        stage.addSubview(news)
        self.news = news
        caption("Send me news", frame: CGRect(x: 546, y: 345, width: 200, height: 20), size: 15, color: GalleryPalette.text, alignment: .left)
        log = caption("", frame: CGRect(x: 485, y: 48, width: 260, height: 280), color: GalleryPalette.api, alignment: .left)
        log.numberOfLines = 0
        note("ready")
    }

    /// Adds a line at the top of the log (twelve kept).
    private func note(_ line: String) {
        entries.insert(line, at: 0)
        entries = Array(entries.prefix(12))
        log.text = entries.joined(separator: "\n")
        log.frame.size.height = log.sizeThatFits(CGSize(width: log.frame.width, height: 280)).height
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        note("began editing field \((fields.firstIndex { $0 === textField } ?? 0) + 1)")
    }

    /// The e-mail field refuses spaces.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard textField === fields[1], string.contains(" ") else { return true }
        note("refused a space")
        return false
    }

    /// Return moves to the next field, as forms do.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        guard let index = fields.firstIndex(where: { $0 === textField }), index + 1 < fields.count else { return true }
        fields[index + 1].becomeFirstResponder()
        return false
    }

    func textViewDidChange(_ textView: UITextView) {
        note("message: \(textView.text.count) characters")
    }

    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction) -> Bool {
        note("link \(URL.absoluteString)")
        return false
    }
}
