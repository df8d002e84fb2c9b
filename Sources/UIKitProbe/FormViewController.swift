import UIKit

/// The probe's form (`--form`): three fields on a pale blue ground, the third a password's (dots); each reports when
/// it takes the keys ("focus N") and what it holds after each change ("text N …").
final class FormViewController: UIViewController {
    override func viewDidLoad() {
        view.backgroundColor = UIColor(red: 200 / 255, green: 230 / 255, blue: 1, alpha: 1)
        for index in 1...3 {
            let field = UITextField(frame: CGRect(x: 20, y: CGFloat(index) * 60 - 40, width: 300, height: 34))
            field.borderStyle = .roundedRect
            field.font = .systemFont(ofSize: 18)
            field.placeholder = "Field \(index)"
            field.isSecureTextEntry = index == 3
            field.addAction(UIAction { _ in report("focus \(index)") }, for: .editingDidBegin)
            field.addAction(UIAction { [unowned field] _ in report("text \(index) \(field.text ?? "")") }, for: .editingChanged)
            view.addSubview(field)
        }
    }
}
