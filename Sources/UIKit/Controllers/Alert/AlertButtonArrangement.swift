/// Where an alert's buttons go, as UIKit arranges them: an alert with two buttons puts them side by side, the cancel
/// button on the left, when both titles fit; otherwise the buttons are stacked in the order they were added with the
/// cancel button last. An action sheet stacks its buttons and shows the cancel button apart, below them; in a
/// popover it leaves the cancel button out (a tap outside cancels), as iPadOS does.
struct AlertButtonArrangement: Equatable {
    /// Whether the action at `index` has a place (a popover's action sheet has none for its cancel action).
    func shows(_ index: Int) -> Bool {
        main.contains(index) || separateCancel == index
    }

    /// The actions' indices in the stacked group or the row, in order (left to right, top to bottom).
    var main: [Int]
    /// The cancel action's index when it shows apart (an action sheet's).
    var separateCancel: Int?
    var isSideBySide: Bool

    init(styles: [UIAlertAction.Style], preferredStyle: UIAlertController.Style, titlesFitSideBySide: Bool, inPopover: Bool = false) {
        let cancel = styles.firstIndex(of: .cancel)
        let others = styles.indices.filter { $0 != cancel }
        switch preferredStyle {
        case .actionSheet:
            main = others
            separateCancel = inPopover ? nil : cancel
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
