import UIKit

// A sign-up form in a scroll view with a keyboard observer, as everyday iOS code writes it; EverydayIdiomsTests
// runs it.

final class EverydayFormViewController: UIViewController, UITextFieldDelegate, UIScrollViewDelegate {
    private let scrollView = UIScrollView()
    private let stack = UIStackView()
    private let email = UITextField()
    private let notes = UITextView()
    private var bottom: NSLayoutConstraint!
    private var observers: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.alwaysBounceVertical = true
        scrollView.keyboardDismissMode = .interactive
        scrollView.delegate = self
        view.addSubview(scrollView)
        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .fill
        stack.distribution = .fill
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16)
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        email.placeholder = "Email"
        email.borderStyle = .roundedRect
        email.keyboardType = .emailAddress
        email.textContentType = .emailAddress
        email.autocapitalizationType = .none
        email.autocorrectionType = .no
        email.returnKeyType = .next
        email.clearButtonMode = .whileEditing
        email.delegate = self
        email.leftView = UIImageView(image: UIImage(systemName: "envelope"))
        email.leftViewMode = .always
        email.attributedPlaceholder = NSAttributedString(string: "Email", attributes: [.foregroundColor: UIColor.placeholderText])
        email.addAction(UIAction { _ in }, for: .editingChanged)
        notes.font = .preferredFont(forTextStyle: .body)
        notes.textContainerInset = UIEdgeInsets(top: 8, left: 4, bottom: 8, right: 4)
        notes.isScrollEnabled = false
        notes.layer.cornerRadius = 8
        notes.dataDetectorTypes = [.link, .phoneNumber]
        notes.linkTextAttributes = [.foregroundColor: UIColor.systemBlue, .underlineStyle: NSUnderlineStyle.single.rawValue]
        let title = UILabel()
        title.text = "Sign up"
        title.font = .systemFont(ofSize: 28, weight: .bold)
        title.adjustsFontSizeToFitWidth = true
        title.minimumScaleFactor = 0.5
        title.setContentHuggingPriority(.defaultHigh, for: .vertical)
        title.setContentCompressionResistancePriority(.required, for: .vertical)
        let button = UIButton(type: .system)
        button.setTitle("Continue", for: .normal)
        button.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        button.backgroundColor = .systemBlue
        button.setTitleColor(.white, for: .normal)
        button.layer.cornerRadius = 10
        button.contentEdgeInsets = UIEdgeInsets(top: 12, left: 20, bottom: 12, right: 20)
        button.isEnabled = false
        var config = UIButton.Configuration.filled()
        config.title = "Go"
        config.image = UIImage(systemName: "arrow.right")
        config.imagePlacement = .trailing
        config.imagePadding = 8
        config.cornerStyle = .capsule
        config.buttonSize = .large
        config.baseBackgroundColor = .systemIndigo
        config.showsActivityIndicator = false
        let go = UIButton(configuration: config, primaryAction: UIAction { _ in })
        go.configurationUpdateHandler = { button in
            var updated = button.configuration
            updated?.showsActivityIndicator = button.isHighlighted
            button.configuration = updated
        }
        let toggle = UISwitch()
        toggle.onTintColor = .systemGreen
        toggle.setOn(true, animated: true)
        let segmented = UISegmentedControl(items: ["A", "B"])
        segmented.selectedSegmentIndex = 0
        segmented.selectedSegmentTintColor = .systemBlue
        segmented.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        let slider = UISlider()
        slider.minimumValue = 0
        slider.maximumValue = 100
        slider.setValue(50, animated: true)
        slider.isContinuous = true
        let stepper = UIStepper()
        stepper.stepValue = 5
        let progress = UIProgressView(progressViewStyle: .default)
        progress.setProgress(0.4, animated: true)
        progress.trackTintColor = .systemFill
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.hidesWhenStopped = true
        spinner.startAnimating()
        let page = UIPageControl()
        page.numberOfPages = 3
        page.currentPageIndicatorTintColor = .label
        for subview in [title, email, notes, button, go, toggle, segmented, slider, stepper, progress, spinner, page] {
            stack.addArrangedSubview(subview)
        }
        stack.setCustomSpacing(24, after: title)
        bottom = scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bottom,
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            notes.heightAnchor.constraint(greaterThanOrEqualToConstant: 100),
            button.heightAnchor.constraint(equalToConstant: 50).withPriority(.defaultHigh),
        ])
        observers.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { [weak self] note in
            guard let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
                  let duration = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
                  let curve = note.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt else { return }
            MainActor.assumeIsolated {
                guard let self else { return }
                let overlap = self.view.bounds.maxY - self.view.convert(frame, from: nil).minY
                self.bottom.constant = -max(0, overlap)
                UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16)) {
                    self.view.layoutIfNeeded()
                }
            }
        })
        let tap = UITapGestureRecognizer()
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
        view.endEditing(true)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        let current = textField.text ?? ""
        guard let swiftRange = Range(range, in: current) else { return false }
        let updated = current.replacingCharacters(in: swiftRange, with: string)
        let alsoUpdated = (textField.text as NSString?)?.replacingCharacters(in: range, with: string)
        return updated.count <= 64 && alsoUpdated != nil
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        notes.becomeFirstResponder()
        return true
    }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        targetContentOffset.pointee.y = (targetContentOffset.pointee.y / 100).rounded() * 100
    }
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let offset = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
        navigationItem.title = offset > 40 ? "Sign up" : nil
    }
    func showError() {
        let alert = UIAlertController(title: "Oops", message: "Try again", preferredStyle: .alert)
        alert.addTextField { field in field.placeholder = "Code"; field.keyboardType = .numberPad }
        let ok = UIAlertAction(title: "OK", style: .default) { [weak alert] _ in _ = alert?.textFields?.first?.text }
        alert.addAction(ok)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.preferredAction = ok
        present(alert, animated: true)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.popoverPresentationController?.sourceView = view
        sheet.popoverPresentationController?.sourceRect = CGRect(x: view.bounds.midX, y: view.bounds.midY, width: 0, height: 0)
        sheet.popoverPresentationController?.permittedArrowDirections = []
        let generator = UINotificationFeedbackGenerator()
        generator.prepare()
        generator.notificationOccurred(.error)
        UIImpactFeedbackGenerator(style: .medium).impactOccurred(intensity: 0.7)
        UISelectionFeedbackGenerator().selectionChanged()
        UIAccessibility.post(notification: .announcement, argument: "Error")
        if UIAccessibility.isReduceMotionEnabled || UIAccessibility.isVoiceOverRunning { return }
    }
}

extension NSLayoutConstraint {
    func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}
