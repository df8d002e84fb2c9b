import Foundation

/// What a compact date picker's label presents: a card holding a second picker, the calendar for the date or the
/// wheels for the time, whose every change becomes the owner's date (with a `.valueChanged` from the owner). It
/// stays until dismissed, as on iOS, where a tap outside it dismisses it.
@MainActor
final class DatePickerPopupController: UIViewController {
    let picker = UIDatePicker()
    private weak var owner: UIDatePicker?
    let part: DatePickerPart
    /// Run when the card has gone.
    var onDisappear: (() -> Void)?
    static let margin: CGFloat = 8

    init(owner: UIDatePicker, part: DatePickerPart) {
        self.owner = owner
        self.part = part
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
        picker.datePickerMode = part == .date ? .date : .time
        picker.preferredDatePickerStyle = part == .date ? .inline : .wheels
        copySettings(from: owner)
        picker.addAction(UIAction { [unowned self] _ in self.owner?.userChose(picker.date) }, for: .valueChanged)
        let size = part == .date ? picker.sizeThatFits(CGSize(width: 320, height: 0)) : UIDatePicker.standardSize
        picker.frame = CGRect(origin: CGPoint(x: DatePickerPopupController.margin, y: DatePickerPopupController.margin), size: size)
        preferredContentSize = CGSize(width: size.width + 2 * DatePickerPopupController.margin,
                                      height: size.height + 2 * DatePickerPopupController.margin)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    private func copySettings(from owner: UIDatePicker) {
        picker.calendar = owner.calendar
        picker.locale = owner.locale
        picker.timeZone = owner.timeZone
        picker.minimumDate = owner.minimumDate
        picker.maximumDate = owner.maximumDate
        picker.minuteInterval = owner.minuteInterval
        picker.tintColor = owner.tintColor
        picker.date = owner.date
    }

    /// The owner's date changed: the card shows it.
    func ownerDateDidChange() {
        guard let owner, owner.date != picker.date else { return }
        picker.setDate(owner.date, animated: true)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(picker)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        onDisappear?()
    }
}
