import Foundation

/// One move worked out before it happens: its context and the environments that are asked and told, innermost
/// first (those holding the item focus leaves, then those holding the item it reaches, each once).
@MainActor
struct FocusUpdate {
    let context: UIFocusUpdateContext
    let environments: [any UIFocusEnvironment]
    /// The context collection and table views hear, with their index paths, made once per view.
    private let specialized: [ObjectIdentifier: UIFocusUpdateContext]

    init(previous: (any UIFocusItem)?, next: (any UIFocusItem)?, heading: UIFocusHeading) {
        let context = UIFocusUpdateContext(previous: previous, next: next, heading: heading)
        var environments: [any UIFocusEnvironment] = []
        var seen: Set<ObjectIdentifier> = []
        for item in [previous, next] {
            var current: (any UIFocusEnvironment)? = item
            while let step = current {
                if seen.insert(ObjectIdentifier(step)).inserted { environments.append(step) }
                current = step.parentFocusEnvironment
            }
        }
        var specialized: [ObjectIdentifier: UIFocusUpdateContext] = [:]
        for environment in environments {
            if let collection = environment as? UICollectionView {
                specialized[ObjectIdentifier(collection)] = UICollectionViewFocusUpdateContext(context, in: collection)
            } else if let table = environment as? UITableView {
                specialized[ObjectIdentifier(table)] = UITableViewFocusUpdateContext(context, in: table)
            }
        }
        self.context = context
        self.environments = environments
        self.specialized = specialized
    }

    /// The context `environment` hears.
    func context(for environment: any UIFocusEnvironment) -> UIFocusUpdateContext {
        specialized[ObjectIdentifier(environment)] ?? context
    }
}

/// What a move changes in the items themselves: cells show the focused state through their configuration, the item
/// reached scrolls into view, and a text input focus reaches starts editing while one focus leaves stops.
@MainActor
enum FocusStateChange {
    static func apply(previous: (any UIFocusItem)?, next: (any UIFocusItem)?) {
        for item in [previous, next] {
            (item as? UICollectionViewCell)?.setNeedsUpdateConfiguration()
            (item as? UITableViewCell)?.setNeedsUpdateConfiguration()
        }
        if let view = next as? UIView { FocusScrolling.reveal(view) }
        if let view = next as? UIView, isTextInput(view) {
            if !view.isFirstResponder { _ = FocusLoop.focus(view) }
        } else if let view = previous as? UIView, isTextInput(view), view.isFirstResponder {
            _ = view.resignFirstResponder()
        }
    }

    static func isTextInput(_ view: UIView) -> Bool {
        view is UITextField || view is UITextView
    }
}
