import Foundation

/// What a view's focus properties hold until the app sets them.
struct ViewFocusFields {
    var effect: UIFocusEffect?
    var groupIdentifier: String?
    var groupPriority = UIFocusGroupPriority.ignored
    var deferralMode = UIFocusItemDeferralMode.automatic
}

extension UIView: UIFocusItem, UIFocusItemContainer {
    /// The view's own coordinates.
    public var coordinateSpace: any UICoordinateSpace { ViewCoordinateSpace(view: self) }
}

extension UIScrollView: UIFocusItemScrollableContainer {
    /// The size of the content area shown: the bounds' size.
    public var visibleSize: CGSize { bounds.size }
}

/// A view's coordinates as a `UICoordinateSpace`, which `UIView` itself does not adopt here.
final class ViewCoordinateSpace: UICoordinateSpace {
    let view: UIView
    init(view: UIView) { self.view = view }

    var bounds: CGRect { view.bounds }
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        convert(CGRect(origin: point, size: .zero), to: coordinateSpace).origin
    }
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        convert(CGRect(origin: point, size: .zero), from: coordinateSpace).origin
    }
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        guard let other = coordinateSpace as? ViewCoordinateSpace else { return view.convert(rect, to: nil) }
        return view.convert(rect, to: other.view)
    }
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        guard let other = coordinateSpace as? ViewCoordinateSpace else { return view.convert(rect, from: nil) }
        return view.convert(rect, from: other.view)
    }
}

/// The defaults UIKit's views answer focus questions with, by kind of view.
@MainActor
enum FocusRules {
    static func canBecomeFocused(_ view: UIView) -> Bool {
        switch view {
        case let cell as UICollectionViewCell:
            guard let collection = cell.focusCollectionView, let indexPath = collection.indexPath(for: cell) else { return false }
            return collection.itemDelegate?.collectionView(collection, canFocusItemAt: indexPath) ?? collection.allowsFocusNow
        case let cell as UITableViewCell:
            guard let table = cell.enclosingTableView, let indexPath = table.indexPath(for: cell) else { return false }
            return table.tableDelegate?.tableView(table, canFocusRowAt: indexPath) ?? table.allowsFocusNow
        case let field as UITextField:
            return field.isEnabled
        case let text as UITextView:
            return text.isEditable
        case let control as UIControl:
            return control.isEnabled && UIFocusSystem.controlsTakeFocus
        default:
            return false
        }
    }

    static func isFocused(_ view: UIView) -> Bool {
        guard let window = view.window else { return false }
        return window.focusSystem.focusedItem === view
    }

    /// Collection and table views are focus groups of their own, as on iPadOS.
    static func automaticGroupIdentifier(of view: UIView) -> String? {
        guard view is UICollectionView || view is UITableView else { return nil }
        return "UIKit.automatic.\(UInt(bitPattern: ObjectIdentifier(view).hashValue))"
    }

    static func preferredEnvironments(of view: UIView) -> [any UIFocusEnvironment] {
        switch view {
        case let window as UIWindow:
            return window.rootViewController.map { [$0] } ?? []
        case let collection as UICollectionView:
            return collection.preferredFocusCell().map { [$0] } ?? []
        case let table as UITableView:
            return table.preferredFocusCell().map { [$0] } ?? []
        default:
            return []
        }
    }

    static func setNeedsFocusUpdate(_ environment: any UIFocusEnvironment) {
        guard let system = UIFocusSystem.focusSystem(for: environment) else { return }
        if let focused = system.focusedItem, !UIFocusSystem.environment(environment, contains: focused) { return }
        system.requestFocusUpdate(to: environment)
    }

    static func updateFocusIfNeeded(_ environment: any UIFocusEnvironment) {
        UIFocusSystem.focusSystem(for: environment)?.updateFocusIfNeeded()
    }

    static func shouldUpdateFocus(_ view: UIView, in context: UIFocusUpdateContext) -> Bool {
        switch view {
        case let collection as UICollectionView:
            guard let delegate = collection.itemDelegate else { return true }
            return delegate.collectionView(collection, shouldUpdateFocusIn: collection.focusContext(context))
        case let table as UITableView:
            guard let delegate = table.tableDelegate else { return true }
            return delegate.tableView(table, shouldUpdateFocusIn: table.focusContext(context))
        default:
            return true
        }
    }

    static func didUpdateFocus(_ view: UIView, in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        switch view {
        case let collection as UICollectionView:
            collection.focusDidMove(collection.focusContext(context), with: coordinator)
        case let table as UITableView:
            table.focusDidMove(table.focusContext(context), with: coordinator)
        default:
            break
        }
    }

    static func focusItems(of view: UIView, in rect: CGRect) -> [any UIFocusItem] {
        guard let window = view.window else { return [] }
        let area = view.convert(rect, to: window)
        return FocusSearch.focusableViews(in: view).filter { $0.convert($0.bounds, to: window).intersects(area) }
    }
}
