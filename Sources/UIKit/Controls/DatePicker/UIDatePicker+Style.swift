import Foundation

extension UIDatePicker {
    /// The style a picker asking for `preferred` shows in `mode`: the countdown and year-and-month modes only have
    /// wheels, and `.automatic` means wheels.
    static func resolvedStyle(_ preferred: UIDatePickerStyle, mode: Mode) -> UIDatePickerStyle {
        switch (preferred, mode) {
        case (.automatic, _), (_, .countDownTimer), (_, .yearAndMonth): return .wheels
        default: return preferred
        }
    }

    /// Shows the style in force: the wheels, or the inline or compact view over them, made again when the style or
    /// the mode changed and brought up to date with the calendar, limits and date otherwise.
    func applyStyle() {
        let style = datePickerStyle
        if let styleView, styleView.style == style, styleView.mode == datePickerMode {
            styleView.configure()
            styleView.dateDidChange(animated: false)
            return
        }
        styleView?.removeFromSuperview()
        switch style {
        case .inline: styleView = InlineDatePickerView(picker: self)
        case .compact: styleView = CompactDatePickerView(picker: self, parts: DatePickerPart.parts(of: datePickerMode))
        default: styleView = nil
        }
        wheelView.isHidden = styleView != nil
        if let styleView {
            styleView.frame = bounds
            styleView.isUserInteractionEnabled = isEnabled
            addSubview(styleView)
            styleView.configure()
            styleView.dateDidChange(animated: false)
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
}

/// What a compact label shows and opens: the date (a calendar) or the time (wheels).
enum DatePickerPart {
    case date
    case time

    /// The labels a compact picker in `mode` shows.
    static func parts(of mode: UIDatePicker.Mode) -> [DatePickerPart] {
        switch mode {
        case .time: return [.time]
        case .dateAndTime: return [.date, .time]
        default: return [.date]
        }
    }
}

/// The view a date picker shows in place of its wheels in the inline and compact styles.
@MainActor
class DatePickerStyleView: UIView {
    private(set) weak var picker: UIDatePicker?
    let style: UIDatePickerStyle
    let mode: UIDatePicker.Mode

    init(picker: UIDatePicker, style: UIDatePickerStyle) {
        self.picker = picker
        self.style = style
        mode = picker.datePickerMode
        super.init(frame: .zero)
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Takes the picker's calendar, locale, time zone and limits.
    func configure() {}

    /// Shows the picker's date.
    func dateDidChange(animated: Bool) {}

    /// The size the view wants in `width` (its own width when 0).
    func fittingSize(for width: CGFloat) -> CGSize { .zero }
}
