import Foundation
import QuartzCore

/// One day of a calendar view: its number over a circle drawn when the day is chosen (filled with the tint colour
/// when the day is also today, a pale wash of it otherwise), today's number in the tint colour, an unavailable
/// day's in grey, and the delegate's decoration under the number. A tap chooses the day; a newly chosen circle
/// grows in (fades in, with Reduce Motion on).
@MainActor
final class CalendarDayView: UIControl {
    static let circleDiameter: CGFloat = 38
    /// The height of the strip under the circle that holds a decoration.
    static let decorationHeight: CGFloat = 12

    let day: CalendarDay
    let circle = UIView()
    let numberLabel = UILabel()
    private(set) var decorationView: UIView?
    private(set) var dayState: CalendarDayState
    private let design: UIFontDescriptor.SystemDesign

    init(day: CalendarDay, state: CalendarDayState, design: UIFontDescriptor.SystemDesign) {
        self.day = day
        dayState = CalendarDayState(number: state.number)
        self.design = design
        super.init(frame: .zero)
        backgroundColor = .clear
        circle.isUserInteractionEnabled = false
        circle.alpha = 0
        numberLabel.textAlignment = .center
        numberLabel.isUserInteractionEnabled = false
        addSubview(circle)
        addSubview(numberLabel)
        isAccessibilityElement = true
        apply(state, animated: false)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Draws `state`; a circle newly chosen grows and fades in when `animated`.
    func apply(_ newState: CalendarDayState, animated: Bool) {
        let wasShowingCircle = dayState.isSelected && !dayState.isInWeekBand
        if newState.decoration !== dayState.decoration || (decorationView == nil && newState.decoration != nil) {
            replaceDecoration(with: newState.decoration)
        }
        dayState = newState
        let state = newState
        numberLabel.text = state.number
        let showsCircle = state.isSelected && !state.isInWeekBand
        let filled = state.isToday && showsCircle
        let weight: UIFont.Weight = state.isToday || state.isSelected ? .semibold : .regular
        numberLabel.font = CalendarFonts.font(size: 20, weight: weight, design: design)
        numberLabel.textColor = filled ? .white
            : !state.isAvailable ? .tertiaryLabel
            : state.isToday || state.isSelected ? tintColor : .label
        circle.backgroundColor = filled ? tintColor : tintColor.withAlphaComponent(0.15)
        var traits: UIAccessibilityTraits = .button
        if state.isSelected { traits.insert(.selected) }
        if !state.isAvailable { traits.insert(.notEnabled) }
        accessibilityTraits = traits
        isEnabled = state.isAvailable
        guard showsCircle != wasShowingCircle else { return }
        if showsCircle, animated {
            circle.alpha = 0
            let grows = !UIAccessibility.isReduceMotionEnabled
            circle.transform = grows ? CGAffineTransform(scaleX: 0.5, y: 0.5) : .identity
            UIView.animate(withDuration: CalendarDayView.selectionDuration, delay: 0, options: [.curveEaseOut]) {
                self.circle.alpha = 1
                self.circle.transform = .identity
            }
        } else {
            circle.layer.removeAllAnimations()
            circle.alpha = showsCircle ? 1 : 0
            circle.transform = .identity
        }
    }

    /// How long a chosen day's circle takes to grow in.
    static let selectionDuration: TimeInterval = 0.25

    override func tintColorDidChange() {
        super.tintColorDidChange()
        apply(dayState, animated: false)
    }

    private func replaceDecoration(with decoration: UICalendarView.Decoration?) {
        decorationView?.removeFromSuperview()
        decorationView = decoration.map(CalendarDecorationView.make)
        if let decorationView { addSubview(decorationView) }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let diameter = min(CalendarDayView.circleDiameter, bounds.width - 2, bounds.height - CalendarDayView.decorationHeight)
        let center = CGPoint(x: bounds.midX, y: 1 + CalendarDayView.circleDiameter / 2)
        circle.bounds = CGRect(x: 0, y: 0, width: diameter, height: diameter)
        circle.center = center
        circle.layer.cornerRadius = diameter / 2
        numberLabel.bounds = CGRect(x: 0, y: 0, width: bounds.width, height: CalendarDayView.circleDiameter)
        numberLabel.center = center
        decorationView?.frame = CGRect(x: 0, y: bounds.height - CalendarDayView.decorationHeight - 1,
                                       width: bounds.width, height: CalendarDayView.decorationHeight)
    }
}
