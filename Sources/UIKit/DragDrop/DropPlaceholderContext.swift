import Foundation

/// A drop placeholder's context in a table or collection view: committing runs the delegate's data source updates
/// and inserts the real row or item through `insert`.
@MainActor
final class DropPlaceholderContext: UICollectionViewDropPlaceholderContext, UITableViewDropPlaceholderContext {
    let dragItem: UIDragItem
    let animator = DragAnimator()
    private let insert: (@escaping (IndexPath) -> Void) -> Void
    private var isDone = false

    init(dragItem: UIDragItem, insert: @escaping (@escaping (IndexPath) -> Void) -> Void) {
        self.dragItem = dragItem
        self.insert = insert
    }

    func addAnimations(_ animations: @escaping () -> Void) { animator.addAnimations(animations) }
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { animator.addCompletion(completion) }

    func commitInsertion(dataSourceUpdates: @escaping (IndexPath) -> Void) -> Bool {
        guard !isDone else { return false }
        isDone = true
        insert(dataSourceUpdates)
        return true
    }

    func deletePlaceholder() -> Bool {
        guard !isDone else { return false }
        isDone = true
        return true
    }

    func setNeedsCellUpdate() {}
}
