import Foundation

/// One change of a batch update, as a layout's `prepare(forCollectionViewUpdates:)` sees it: a section change has
/// `NSNotFound` as its item.
@MainActor @preconcurrency
open class UICollectionViewUpdateItem {
    public enum Action: Int, Sendable {
        case insert, delete, reload, move, none
    }

    open private(set) var indexPathBeforeUpdate: IndexPath?
    open private(set) var indexPathAfterUpdate: IndexPath?
    open private(set) var updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
    }
}
