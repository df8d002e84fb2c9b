import Foundation

/// The month and year wheels: a tap on the title shows them in place of the weekdays and days, with the title in the
/// tint colour and its chevron turned down; turning them shows that month, and another tap on the title brings the
/// days back.
extension UICalendarView {
    /// Whether the month and year wheels are shown.
    var isShowingMonthYearWheels: Bool { monthYearPicker != nil }

    func toggleMonthYearWheels() {
        if let monthYearPicker {
            monthYearPicker.removeFromSuperview()
            self.monthYearPicker = nil
        } else {
            settleSlide()
            let picker = makeMonthYearPicker()
            picker.frame = pager.frame
            addSubview(picker)
            monthYearPicker = picker
        }
        let showing = isShowingMonthYearWheels
        pager.isHidden = showing
        weekdayLabels.forEach { $0.isHidden = showing }
        previousButton.isHidden = showing
        nextButton.isHidden = showing
        titleLabel.textColor = showing ? tintColor : .label
        UIView.animate(withDuration: 0.25) {
            self.titleChevron.transform = showing ? CGAffineTransform(rotationAngle: .pi / 2) : .identity
        }
    }

    /// Wheels of months and years in the view's calendar, locale and available range, at the month shown.
    private func makeMonthYearPicker() -> UIDatePicker {
        let picker = UIDatePicker()
        picker.datePickerMode = .yearAndMonth
        picker.preferredDatePickerStyle = .wheels
        picker.calendar = calendar
        picker.locale = locale
        picker.timeZone = shownCalendar.timeZone
        if availableDateRange.start != .distantPast { picker.minimumDate = availableDateRange.start }
        if availableDateRange.end != .distantFuture { picker.maximumDate = availableDateRange.end }
        picker.date = monthView.grid.firstDay
        picker.addAction(UIAction { [unowned self, unowned picker] _ in
            let calendar = shownCalendar
            let start = calendar.dateInterval(of: .month, for: picker.date)?.start ?? picker.date
            setVisibleDateComponents(monthComponents(start, in: calendar), animated: false)
        }, for: .valueChanged)
        return picker
    }
}
