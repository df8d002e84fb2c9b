import Foundation
import QuartzCore

/// A scrolling view of items in sections placed by a layout object: it asks its data source for the cells the layout
/// puts in view, reuses those that scroll out, selects items on a tap, and animates batch updates and layout changes
/// between the layout's attributes.
@MainActor @preconcurrency
open class UICollectionView: UIScrollView {
    weak open var dataSource: (any UICollectionViewDataSource)? { didSet { reloadData() } }
    /// The view behind every element; it fills the collection view and does not scroll.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var isPrefetchingEnabled = true
    /// Asked for the items about to come on screen, a screen's length around the visible ones, so their data loads
    /// early.
    weak open var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
    /// The items the prefetch data source was asked for that have not shown since.
    var prefetchWindow = PrefetchWindow()
    /// Whether focus returns to the item focused last when it comes back to the collection view.
    open var remembersLastFocusedIndexPath = false
    /// Whether the cells can be focused (the delegate's `canFocusItemAt` decides over it); on by default, as on iPadOS.
    open var allowsFocus = true
    /// Whether the cells can be focused while the collection view is editing.
    open var allowsFocusDuringEditing = false
    /// Whether focus moving to a cell selects its item (the delegate's `selectionFollowsFocusForItemAt` decides over it).
    open var selectionFollowsFocus = false
    /// The item focused last, which focus returns to when `remembersLastFocusedIndexPath` is on.
    var lastFocusedIndexPath: IndexPath?
    /// Whether the list is editing: cells show their `.whenEditing` accessories and update their configurations.
    open var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            for case let cell as UICollectionViewCell in visibleViews.values { cell.setNeedsUpdateConfiguration() }
        }
    }

    /// The layout placing the elements.
    open var collectionViewLayout: UICollectionViewLayout {
        get { layoutStorage }
        set { setCollectionViewLayout(newValue, animated: false) }
    }
    var layoutStorage: UICollectionViewLayout

    /// Items per section as the data source last said; nil until asked (again, after `reloadData`).
    var counts: [Int]?
    var cellClasses: [String: UICollectionViewCell.Type] = [:]
    var supplementaryClasses: [String: UICollectionReusableView.Type] = [:]
    /// The nibs registered for cells and supplementary views, by reuse pool (`cell` or `supplementary`, kind, identifier).
    var nibs: [String: UINib] = [:]
    var reusePool: [String: [UICollectionReusableView]] = [:]
    /// The views showing elements, and the attributes last applied to each.
    var visibleViews: [CollectionElementKey: UICollectionReusableView] = [:]
    var appliedAttributes: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
    /// Views animating out of a batch update or a layout switch: removed when their animation ends.
    var disappearingViews: [ObjectIdentifier: UICollectionReusableView] = [:]
    /// The elements of views leaving in a layout switch.
    var transitionLeaving: [ObjectIdentifier: CollectionElementKey] = [:]
    /// The old layout's attributes while a batch update asks the layout for final attributes.
    var attributesBeforeUpdate: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
    /// The selected items, in the order they were selected.
    var selectedIndexPaths: [IndexPath] = []
    /// The changes recorded by the `performBatchUpdates` block running now.
    var batch: CollectionBatch?
    /// The cell a diffable data source configures again (`reconfigureItems`): dequeuing from its pool returns it.
    var reconfiguringCell: UICollectionViewCell?
    let selectionTap = UITapGestureRecognizer()
    /// Drags list cells sideways to reveal their swipe actions; the scroll pan waits for it to fail.
    let listSwipe = ListSwipeRecognizer()
    /// The list cell whose swipe actions are showing or being dragged out.
    var swipe: TableSwipe?
    /// The arrangement shown while an item moves or a drop makes room (DragDrop/).
    var itemShift: CollectionItemShift?
    var interactiveMovement: CollectionInteractiveMovement?
    /// The drag and drop interactions the delegates below install.
    var dragDrop: CollectionDragDrop?
    /// The interactive layout transition running, from `startInteractiveTransition(to:completion:)` to its end.
    var interactiveTransition: CollectionInteractiveTransition?
    /// How self-sizing cells and supplementary views on screen take a new size when their content changes.
    open var selfSizingInvalidation: SelfSizingInvalidation = .enabled {
        didSet { if selfSizingInvalidation == .enabledIncludingConstraints { UIKitContextState.current.constraintsResizeCells = true } }
    }
    /// The views on screen that asked to be sized again at the next layout pass.
    var viewsNeedingSizing = Set<ObjectIdentifier>()

    // MARK: Drag and drop (their mechanics in DragDrop/)

    /// Gives the items a drag lifts from this collection view.
    weak open var dragDelegate: (any UICollectionViewDragDelegate)? { didSet { updateDragDropInteractions() } }
    /// Takes drops on this collection view.
    weak open var dropDelegate: (any UICollectionViewDropDelegate)? { didSet { updateDragDropInteractions() } }
    /// Whether items can be dragged (true on the desktop, as on iPad).
    open var dragInteractionEnabled = UIDragInteraction.isEnabledByDefault { didSet { updateDragDropInteractions() } }
    /// How quickly items make room as a drag passes over them.
    open var reorderingCadence: ReorderingCadence = .immediate
    /// Whether a drag lifted from this collection view is running.
    open var hasActiveDrag: Bool { dragDrop?.dragInteraction.activeDrag != nil }
    /// Whether a drag is over this collection view.
    open var hasActiveDrop: Bool { dragDrop?.activeDropSession != nil }
    /// Whether a drop's changes are still to be applied.
    open var hasUncommittedUpdates: Bool { itemShift != nil }

    /// How quickly items make room in a drag.
    public enum ReorderingCadence: Int, Sendable {
        case immediate, fast, slow
    }

    /// Starts moving the item at `indexPath` with `updateInteractiveMovementTargetPosition(_:)`; false when the data
    /// source does not let it move or another movement runs.
    @discardableResult
    open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool { beginMovement(at: indexPath) }
    /// Moves the item being moved to `targetPosition` (content coordinates); the others make room.
    open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) { updateMovement(to: targetPosition) }
    /// Puts the item where it is now: the data source hears `moveItemAt:to:`.
    open func endInteractiveMovement() { endMovement(cancelled: false) }
    /// Puts the item back where it was.
    open func cancelInteractiveMovement() { endMovement(cancelled: true) }

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        layoutStorage = layout
        super.init(frame: frame)
        layout.collectionView = self
        selectionTap.cancelsTouchesInView = false
        selectionTap.addAction { [unowned self] recognizer in self.tapped(at: recognizer.location(in: self)) }
        addGestureRecognizer(selectionTap)
        listSwipe.addAction { [unowned self] recognizer in self.swipeDragged(recognizer) }
        addGestureRecognizer(listSwipe)
        panGestureRecognizer.require(toFail: listSwipe)
    }

    /// Difference from Apple: UIKit raises for a collection view made without a layout; this one gets a flow layout.
    override public convenience init(frame: CGRect) {
        self.init(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The delegate hears the scroll view's events and, when it is a `UICollectionViewDelegate`, the collection
    /// view's (a `UICollectionViewDelegateFlowLayout` sizes a flow layout's items too).
    ///
    /// Difference from Apple: typed as the scroll view's delegate (Swift cannot narrow an inherited property's type).
    override open var delegate: (any UIScrollViewDelegate)? {
        get { super.delegate }
        set {
            super.delegate = newValue
            collectionViewLayout.invalidateLayout()
        }
    }

    /// The delegate as the collection view's own.
    var itemDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    override open var bounds: CGRect {
        get { super.bounds }
        set {
            boundsWillChange(to: newValue)
            super.bounds = newValue
        }
    }

    override open var frame: CGRect {
        get { super.frame }
        set {
            boundsWillChange(to: CGRect(origin: bounds.origin, size: newValue.size))
            super.frame = newValue
        }
    }

    /// Asks the layout whether the new bounds invalidate it, before they change, as UIKit does.
    private func boundsWillChange(to newBounds: CGRect) {
        guard newBounds != super.bounds, counts != nil,
              layoutStorage.shouldInvalidateLayout(forBoundsChange: newBounds) else { return }
        layoutStorage.invalidateLayout(with: layoutStorage.invalidationContext(forBoundsChange: newBounds))
    }

    // MARK: Overridable members (their mechanics in the +Concern files)

    override open func layoutSubviews() {
        super.layoutSubviews()
        layoutPass()
    }

    /// Scrolls so that the item shows at `scrollPosition` (as far as the content allows).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scroll(toItem: indexPath, at: scrollPosition, animated: animated)
    }

    /// The selected items in the order they were selected; nil when none is.
    open var indexPathsForSelectedItems: [IndexPath]? {
        selectedIndexPaths.isEmpty ? nil : selectedIndexPaths
    }

    /// Selects the item (deselecting the others unless `allowsMultipleSelection`) and scrolls to it; nil deselects
    /// everything. The delegate is not told.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        select(indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects the item; the delegate is not told.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        deselect(indexPath, animated: animated)
    }

    open func insertSections(_ sections: IndexSet) { record { $0.insertedSections.formUnion(sections) } }
    open func deleteSections(_ sections: IndexSet) { record { $0.deletedSections.formUnion(sections) } }
    open func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections.formUnion(sections) } }
    open func moveSection(_ section: Int, toSection newSection: Int) { record { $0.movedSections.append((section, newSection)) } }
    open func insertItems(at indexPaths: [IndexPath]) { record { $0.insertedItems.formUnion(indexPaths) } }
    open func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletedItems.formUnion(indexPaths) } }
    open func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedItems.formUnion(indexPaths) } }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { record { $0.movedItems.append((indexPath, newIndexPath)) } }

    /// Runs `updates` (which changes the data source and names the changes), then animates from the old layout to
    /// the new one; `completion` runs when the animation ends.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        runBatchUpdates(updates, completion: completion)
    }

    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        switchLayout(to: layout, animated: animated, completion: nil)
    }

    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        switchLayout(to: layout, animated: animated, completion: completion)
    }

    /// Installs a transition layout (the delegate's, or a plain one) between the current layout and `layout`; the
    /// caller moves its `transitionProgress`, then finishes or cancels the transition.
    @discardableResult
    open func startInteractiveTransition(to layout: UICollectionViewLayout,
                                         completion: UICollectionView.LayoutInteractiveTransitionCompletion? = nil) -> UICollectionViewTransitionLayout {
        beginInteractiveTransition(to: layout, completion: completion)
    }

    /// Installs the transition's next layout, the elements animating the rest of the way to it.
    open func finishInteractiveTransition() {
        endInteractiveTransition(finishing: true)
    }

    /// Puts the transition's current layout back, the elements animating back to it.
    open func cancelInteractiveTransition() {
        endInteractiveTransition(finishing: false)
    }

    /// A glide comes to rest where the layout's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`
    /// says (velocity in points a millisecond, as UIKit's); nil when the layout keeps the natural end.
    override func decelerationTarget(from offset: CGPoint, velocity: CGPoint) -> CGPoint? {
        let decay = -1000 * log(decelerationRate.rawValue)
        guard decay > 0 else { return nil }
        let proposed = clamped(CGPoint(x: offset.x + velocity.x / decay, y: offset.y + velocity.y / decay))
        let target = layoutStorage.targetContentOffset(forProposedContentOffset: proposed,
                                                       withScrollingVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000))
        return target == proposed ? nil : target
    }

    // MARK: Registration and reuse

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        nibs["cell\u{0}" + identifier] = nil
        guard let cellClass else { cellClasses[identifier] = nil; return }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            return Diagnostics.report("register(_:forCellWithReuseIdentifier: \"\(identifier)\"): \(cellClass) is not a UICollectionViewCell; ignored")
        }
        cellClasses[identifier] = type
    }

    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        let key = elementKind + "\u{0}" + identifier
        nibs["supplementary\u{0}" + key] = nil
        guard let viewClass else { supplementaryClasses[key] = nil; return }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            return Diagnostics.report("register(_:forSupplementaryViewOfKind: \"\(elementKind)\"): \(viewClass) is not a UICollectionReusableView; ignored")
        }
        supplementaryClasses[key] = type
    }

    /// Registers `nib` for the cells of `identifier`, in place of a class; nil removes the registration.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = nil
        nibs["cell\u{0}" + identifier] = nib
    }

    /// Registers `nib` for the supplementary views of `kind` and `identifier`, in place of a class; nil removes it.
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        let key = kind + "\u{0}" + identifier
        supplementaryClasses[key] = nil
        nibs["supplementary\u{0}" + key] = nib
    }

    /// A free cell of the class registered for `identifier`, or a new one.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let type: UICollectionViewCell.Type
        if let registered = cellClasses[identifier] {
            type = registered
        } else if let nib = nibs["cell\u{0}" + identifier] {
            type = nib.registeredClass(UICollectionViewCell.Type.self, near: [dataSource, delegate]) ?? UICollectionViewCell.self
        } else {
            Diagnostics.report("dequeueReusableCell(withReuseIdentifier: \"\(identifier)\"): no class registered for the identifier; a plain UICollectionViewCell is used")
            type = UICollectionViewCell.self
        }
        let cell = dequeue("cell\u{0}" + identifier, identifier, type) as? UICollectionViewCell ?? UICollectionViewCell()
        (cell as? UICollectionViewListCell)?.place(in: self, at: indexPath, kind: nil)
        return cell
    }

    /// A free supplementary view of the class registered for `elementKind` and `identifier`, or a new one.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        let key = elementKind + "\u{0}" + identifier
        let nibType = nibs["supplementary\u{0}" + key].map {
            $0.registeredClass(UICollectionReusableView.Type.self, near: [dataSource, delegate]) ?? UICollectionReusableView.self
        }
        let type = supplementaryClasses[key] ?? nibType ?? {
            Diagnostics.report("dequeueReusableSupplementaryView(ofKind: \"\(elementKind)\", withReuseIdentifier: \"\(identifier)\"): no class registered; a plain UICollectionReusableView is used")
            return UICollectionReusableView.self
        }()
        let view = dequeue("supplementary\u{0}" + key, identifier, type)
        (view as? UICollectionViewListCell)?.place(in: self, at: indexPath, kind: elementKind)
        return view
    }

    // MARK: Data

    /// Asks the data source again for everything; the selection is cleared.
    open func reloadData() {
        closeSwipe(animated: false)
        counts = nil
        itemShift = nil
        interactiveMovement = nil
        for view in disappearingViews.values { enqueue(view) }
        disappearingViews.removeAll()
        for (key, view) in visibleViews { endDisplaying(view, key) }
        visibleViews.removeAll()
        appliedAttributes.removeAll()
        selectedIndexPaths.removeAll()
        prefetchWindow.reset()
        layoutStorage.invalidateLayout(with: .everything(of: UICollectionViewLayoutInvalidationContext.self, counts: true))
        setNeedsLayout()
    }

    open var numberOfSections: Int { loadedCounts.count }

    open func numberOfItems(inSection section: Int) -> Int {
        let counts = loadedCounts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    // MARK: Queries

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        preparedLayout.layoutAttributesForItem(at: indexPath)
    }

    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        preparedLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The item whose cell is at `point` (content coordinates), the front one where several overlap.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        return (preparedLayout.layoutAttributesForElements(in: probe) ?? [])
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) && isValid($0.indexPath) }
            .max { $0.zIndex < $1.zIndex }?.indexPath
    }

    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleViews[CollectionElementKey(category: .cell, kind: nil, indexPath: indexPath)] as? UICollectionViewCell
    }

    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleViews.first { $0.value === cell }?.key.indexPath
    }

    open var visibleCells: [UICollectionViewCell] {
        indexPathsForVisibleItems.compactMap(cellForItem(at:))
    }

    open var indexPathsForVisibleItems: [IndexPath] {
        visibleViews.keys.filter { $0.category == .cell }.map(\.indexPath).sorted()
    }

    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleViews[CollectionElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap { supplementaryView(forElementKind: elementKind, at: $0) }
    }

    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleViews.keys.filter { $0.category == .supplementaryView && $0.kind == elementKind }.map(\.indexPath).sorted()
    }
}
