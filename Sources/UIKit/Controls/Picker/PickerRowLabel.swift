import QuartzCore

/// The view a picker row shows when its delegate gives titles rather than views: one line, centred, in the
/// picker's font; the picker fills it with the row's title.
final class PickerRowLabel: UILabel {
    static let font = UIFont.systemFont(ofSize: 21)

    override init(frame: CGRect) {
        super.init(frame: frame)
        textAlignment = .center
        font = PickerRowLabel.font
        adjustsFontSizeToFitWidth = true
        minimumScaleFactor = 0.5
    }

    required init?(coder: NSCoder) {
        return nil
    }
}
