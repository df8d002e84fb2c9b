/// Where an alert's buttons go, as UIKit arranges them: an alert with two buttons puts them side by side, the cancel
/// button on the left, when both titles fit; otherwise the buttons are stacked in the order they were added with the
/// cancel button last. An action sheet stacks its buttons and shows the cancel button apart, below them.
struct AlertButtonArrangement: Equatable {
    /// The actions' indices in the stacked group or the row, in order (left to right, top to bottom).
    var main: [Int]
    /// The cancel action's index when it shows apart (an action sheet's).
    var separateCancel: Int?
    var isSideBySide: Bool

    init(styles: [UIAlertAction.Style], preferredStyle: UIAlertController.Style, titlesFitSideBySide: Bool) {
        let cancel = styles.firstIndex(of: .cancel)
        let others = styles.indices.filter { $0 != cancel }
        switch preferredStyle {
        case .actionSheet:
            main = others
            separateCancel = cancel
            isSideBySide = false
        case .alert:
            isSideBySide = styles.count == 2 && titlesFitSideBySide
            separateCancel = nil
            if let cancel {
                main = isSideBySide ? [cancel] + others : others + [cancel]
            } else {
                main = others
            }
        }
    }
}
