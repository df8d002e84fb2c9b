import Foundation

/// A list cell slides for its swipe actions by its bounds' origin, so everything in it (content, accessories,
/// background, separators) moves together, and the actions' buttons fill the strip it uncovers.
extension UICollectionViewCell: SwipeableCell {
    /// Moves the bounds' origin against the offset and lays the actions' buttons in the uncovered strip; the cell
    /// clips while it is slid, so the content never shows past its edge.
    func slideForSwipe() {
        bounds.origin.x = -swipeOffset
        clipsToBounds = swipeOffset != 0 || clipsOutsideSwipe
        placeSwipeActions()
    }

    /// The buttons' strip: right of the content for trailing actions, left of it for leading ones.
    func placeSwipeActions() {
        guard let actions = swipeActionsView else { return }
        let size = bounds.size
        actions.frame = swipeOffset < 0
            ? CGRect(x: size.width, y: 0, width: -swipeOffset, height: size.height)
            : CGRect(x: -swipeOffset, y: 0, width: swipeOffset, height: size.height)
        bringSubviewToFront(actions)
    }
}
