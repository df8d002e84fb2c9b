import QuartzCore

extension UIScrollView {
    /// The scroll indicators' colour scheme.
    public enum IndicatorStyle: Int, Sendable {
        case `default`
        case black
        case white
    }

    /// Whether dragging the scroll view dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        case none
        case onDrag
        case interactive
        case onDragWithAccessory
        case interactiveWithAccessory
    }
}
