import Foundation

/// A date picker in the compact style: the date and the time as labels on grey capsules, side by side at the
/// trailing edge; a tap on one presents, from the nearest view controller, a sheet with the calendar (for the
/// date) or the wheels (for the time), where each choice becomes the picker's date at once.
@MainActor
final class CompactDatePickerView: DatePickerStyleView {
    static let gap: CGFloat = 6
    let capsules: [DatePickerCapsule]
    /// The sheet shown now.
    private(set) weak var presented: DatePickerPopupController?

    init(picker: UIDatePicker, parts: [DatePickerPart], style: UIDatePickerStyle = .compact) {
        capsules = parts.map(DatePickerCapsule.init)
        super.init(picker: picker, style: style)
        for capsule in capsules {
            addSubview(capsule)
            capsule.addAction(UIAction { [unowned self, unowned capsule] _ in open(capsule) }, for: .touchUpInside)
        }
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func dateDidChange(animated: Bool) {
        guard let picker else { return }
        for capsule in capsules { capsule.text = CompactDatePickerView.text(of: picker.date, part: capsule.part, in: picker.wheelCalendar) }
        presented?.ownerDateDidChange()
        setNeedsLayout()
    }

    /// The date as a capsule writes it: "Jan 9, 2007" or "9:41 AM" in the calendar's locale and time zone.
    static func text(of date: Date, part: DatePickerPart, in calendar: Calendar) -> String {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.locale = calendar.locale
        formatter.timeZone = calendar.timeZone
        formatter.dateStyle = part == .date ? .medium : .none
        formatter.timeStyle = part == .time ? .short : .none
        return formatter.string(from: date)
    }

    override func fittingSize(for width: CGFloat) -> CGSize {
        let widths = capsules.map(\.intrinsicContentSize.width)
        return CGSize(width: widths.reduce(0, +) + CompactDatePickerView.gap * CGFloat(max(widths.count - 1, 0)),
                      height: DatePickerCapsule.height)
    }

    /// The capsules from the trailing edge, centred in the height.
    override func layoutSubviews() {
        super.layoutSubviews()
        var x = bounds.width
        for capsule in capsules.reversed() {
            let width = capsule.intrinsicContentSize.width
            x -= width
            capsule.frame = CGRect(x: x, y: (bounds.height - DatePickerCapsule.height) / 2, width: width, height: DatePickerCapsule.height)
            x -= CompactDatePickerView.gap
        }
    }

    /// Presents the sheet for `capsule`'s part from the view controller nearest the picker.
    private func open(_ capsule: DatePickerCapsule) {
        guard presented == nil, let picker else { return }
        let chain = sequence(first: picker.next, next: { $0?.next }).compactMap { $0 as? UIViewController }
        guard let host = chain.first ?? picker.window?.rootViewController else { return }
        let sheet = DatePickerPopupController(owner: picker, part: capsule.part)
        sheet.onDisappear = { [weak capsule] in capsule?.isOpen = false }
        capsule.isOpen = true
        presented = sheet
        host.present(sheet, animated: true)
    }
}
