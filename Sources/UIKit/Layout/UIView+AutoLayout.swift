import Foundation
import LayoutSolver

/// The work behind the Auto Layout members declared in `UIView`'s body: the hooks the view's own setters and its
/// layout pass call, and the state they read and write.
extension UIView {
    /// The direction leading and trailing follow in this view: its semantic content attribute's, else its
    /// superview's (the layout direction trait passes down the tree), else left to right.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttribute,
                                            relativeTo: superview?.effectiveUserInterfaceLayoutDirection ?? .leftToRight)
    }

    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: .leftToRight)
    }

    public class func userInterfaceLayoutDirection(
        for semanticContentAttribute: UISemanticContentAttribute, relativeTo layoutDirection: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceRightToLeft: return .rightToLeft
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .unspecified: return layoutDirection
        }
    }

    // MARK: Hooks from UIView's body

    /// The frame, bounds or center changed: a view whose frame is a constraint tells the engine, and one placed by
    /// constraints is compared with its solved frame again at the next flush.
    func autoLayoutFrameDidChange() {
        guard let state = autoLayoutStorage, state.isInEngine, !state.isTakingSolvedFrame else { return }
        LayoutEngineHost.host(for: self)?.frameChanged(self)
    }

    /// Before `layoutIfNeeded()`: the engine's pending changes mark the views that move.
    func autoLayoutFlush() {
        LayoutEngineHost.host(for: self)?.flush()
    }

    /// As the view lays out (before `layoutSubviews`): the subviews placed by constraints get their solved frames.
    func autoLayoutApplyToSubviews() {
        guard let host = LayoutEngineHost.host(for: self) else { return }
        host.applyLayout(toSubviewsOf: self)
    }

    func autoLayoutContentDidChange() {
        LayoutEngineHost.host(for: self)?.contentChanged(self)
    }

    func autoLayoutUpdateConstraintsIfNeeded() {
        guard needsUpdateConstraints() else { return }
        autoLayout.needsUpdateConstraints = false
        trackingReads(for: .constraints) {
            if let viewController { viewController.updateViewConstraints() } else { updateConstraints() }
        }
    }

    func autoLayoutSetNeedsUpdateConstraints() {
        autoLayout.needsUpdateConstraints = true
        let host = LayoutEngineHost.hostCreating(for: self)
        host.viewsNeedingConstraintUpdate.append(self)
        host.root?.setNeedsLayout()
    }

    func autoLayoutSetTranslates(_ translates: Bool) {
        guard translates != translatesAutoresizingMaskIntoConstraints else { return }
        autoLayout.translatesAutoresizingMaskIntoConstraints = translates
        LayoutEngineHost.host(for: self)?.translationChanged(self)
    }

    func autoLayoutSetContentPriority(_ priority: UILayoutPriority, _ axis: NSLayoutConstraint.Axis, hugging: Bool) {
        let clamped = UILayoutPriority(min(1000, max(1, priority.rawValue.isFinite ? priority.rawValue : 1)))
        if hugging { autoLayout.hugging[axis.rawValue] = clamped } else { autoLayout.compressionResistance[axis.rawValue] = clamped }
        LayoutEngineHost.host(for: self)?.contentChanged(self)
    }

    func autoLayoutSetSemanticContentAttribute(_ attribute: UISemanticContentAttribute) {
        guard attribute != semanticContentAttribute else { return }
        autoLayout.semanticContentAttribute = attribute
        LayoutEngineHost.host(for: self)?.treeChanged()
        setNeedsLayout()
    }

    /// The view moved into or out of a tree: the engines of both trees follow, and a tree with constraints gets one.
    func autoLayoutDidMove(fromRoot oldRoot: UIView?) {
        guard let state = autoLayoutStorage else {
            return
        }
        if let oldRoot, oldRoot !== self, state.subtreeHasConstraints || state.isInEngine {
            oldRoot.autoLayoutStorage?.host?.treeChanged()
        }
        if superview != nil, let host = state.host {
            // No longer a root: its engine gives way to the new tree's, which takes the update-constraints passes
            // still owed (a stack view made and filled before it joins a window has made no constraints yet).
            state.host = nil
            host.root = nil
            let owed = host.viewsNeedingConstraintUpdate.filter { $0.needsUpdateConstraints() }
            if !owed.isEmpty {
                let newHost = LayoutEngineHost.hostCreating(for: self)
                newHost.viewsNeedingConstraintUpdate.append(contentsOf: owed)
                newHost.root?.setNeedsLayout()
            }
        }
        guard state.subtreeHasConstraints || state.isInEngine else { return }
        var view = superview
        while let current = view, state.subtreeHasConstraints, !current.autoLayout.subtreeHasConstraints {
            current.autoLayout.subtreeHasConstraints = true
            view = current.superview
        }
        if state.subtreeHasConstraints {
            LayoutEngineHost.hostCreating(for: self).treeChanged()
        } else {
            layoutRoot.autoLayoutStorage?.host?.treeChanged()
        }
    }

    // MARK: Margins and guides

    func autoLayoutEffectiveMargins() -> UIEdgeInsets {
        var margins = autoLayoutStorage?.layoutMargins ?? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        if let controller = viewController {
            // A controller's root view starts at the system minimum, and keeps to it unless the controller says not.
            let minimum = autoLayoutAbsolute(controller.systemMinimumLayoutMargins)
            if autoLayoutStorage?.marginsWereSet != true { margins = minimum }
            if controller.viewRespectsSystemMinimumLayoutMargins {
                margins = UIEdgeInsets(top: max(margins.top, minimum.top), left: max(margins.left, minimum.left),
                                       bottom: max(margins.bottom, minimum.bottom), right: max(margins.right, minimum.right))
            }
        }
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaStorage
            margins = UIEdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left,
                                   bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
        }
        if preservesSuperviewLayoutMargins, let superview {
            let outer = superview.layoutMargins, frame = self.frame, size = superview.bounds.size
            margins.left = max(margins.left, outer.left - frame.minX)
            margins.top = max(margins.top, outer.top - frame.minY)
            margins.right = max(margins.right, outer.right - (size.width - frame.maxX))
            margins.bottom = max(margins.bottom, outer.bottom - (size.height - frame.maxY))
        }
        return margins
    }

    func autoLayoutSetMargins(_ margins: UIEdgeInsets) {
        guard margins != autoLayoutStorage?.layoutMargins || autoLayoutStorage?.marginsWereSet != true else { return }
        autoLayout.layoutMargins = margins
        autoLayout.marginsWereSet = true
        layoutMarginsDidChange()
        setNeedsLayout()
    }

    func autoLayoutDirectional(_ margins: UIEdgeInsets) -> NSDirectionalEdgeInsets {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return NSDirectionalEdgeInsets(top: margins.top, leading: rightToLeft ? margins.right : margins.left,
                                       bottom: margins.bottom, trailing: rightToLeft ? margins.left : margins.right)
    }

    func autoLayoutAbsolute(_ margins: NSDirectionalEdgeInsets) -> UIEdgeInsets {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return UIEdgeInsets(top: margins.top, left: rightToLeft ? margins.trailing : margins.leading,
                            bottom: margins.bottom, right: rightToLeft ? margins.leading : margins.trailing)
    }

    func autoLayoutSystemGuide(_ role: UILayoutGuide.SystemRole) -> UILayoutGuide {
        let state = autoLayout
        let existing: UILayoutGuide?
        switch role {
        case .margins: existing = state.marginsGuide
        case .safeArea: existing = state.safeAreaGuide
        case .readableContent: existing = state.readableGuide
        case .scrollContent: existing = state.scrollContentGuide
        case .scrollFrame: existing = state.scrollFrameGuide
        case .keyboard: existing = state.keyboardGuide
        }
        if let existing { return existing }
        let guide = role == .keyboard ? UIKeyboardLayoutGuide() : UILayoutGuide()
        guide.systemRole = role
        guide.owningView = self
        switch role {
        case .margins:
            guide.identifier = "UIViewLayoutMarginsGuide"
            state.marginsGuide = guide
        case .safeArea:
            guide.identifier = "UIViewSafeAreaLayoutGuide"
            state.safeAreaGuide = guide
        case .readableContent:
            guide.identifier = "UIViewReadableContentGuide"
            state.readableGuide = guide
        case .scrollContent:
            guide.identifier = "UIScrollView-contentLayoutGuide"
            state.scrollContentGuide = guide
        case .scrollFrame:
            guide.identifier = "UIScrollView-frameLayoutGuide"
            state.scrollFrameGuide = guide
        case .keyboard:
            guide.identifier = "UIViewKeyboardLayoutGuide"
            state.keyboardGuide = guide as? UIKeyboardLayoutGuide
        }
        return guide
    }

    func autoLayoutAddGuide(_ guide: UILayoutGuide) {
        if let owner = guide.owningView, owner !== self { owner.removeLayoutGuide(guide) }
        guard !layoutGuides.contains(where: { $0 === guide }) else { return }
        autoLayout.layoutGuides.append(guide)
        guide.owningView = self
    }

    func autoLayoutRemoveGuide(_ guide: UILayoutGuide) {
        guard let state = autoLayoutStorage, state.layoutGuides.contains(where: { $0 === guide }) else { return }
        state.layoutGuides.removeAll { $0 === guide }
        let host = LayoutEngineHost.host(for: self)
        guide.owningView = nil
        host?.treeChanged()
    }

    // MARK: Fitting and baselines

    /// Solves the view's size with the target size pulled at the fitting priorities, its own frame constraints set
    /// aside, then puts everything back.
    func autoLayoutFittingSize(_ target: CGSize, _ horizontal: UILayoutPriority, _ vertical: UILayoutPriority) -> CGSize {
        let host = LayoutEngineHost.hostCreating(for: self)
        host.flush()
        let entry = host.engineItem(for: self)
        let translates = translatesAutoresizingMaskIntoConstraints
        if translates {
            host.removeFrameConstraints(entry)
            host.updateContentConstraints(entry, self)
        }
        let pulls = [(entry.width, target.width, horizontal), (entry.height, target.height, vertical)].map { variable, value, priority in
            LinearConstraint(LinearExpression([(variable, 1)], constant: -Double(value)), .equal,
                             strength: Strength(Double(min(1000, max(1, priority.rawValue)))))
        }
        for pull in pulls { try? host.solver.add(pull) }
        let size = CGSize(width: host.solver.value(of: entry.width), height: host.solver.value(of: entry.height))
        for pull in pulls { host.solver.remove(pull) }
        if translates {
            entry.removeContentConstraints(from: host.solver)
            host.setFrameConstraints(entry, alignmentRect(forFrame: frame))
        }
        host.needsFlush = true
        return frame(forAlignmentRect: CGRect(origin: .zero, size: size)).size
    }

    /// Where the first or last baseline lies: `top + fraction × height + offset` (a label centers its text; a view
    /// without text has its baselines at the bottom, as on iOS).
    func baselinePosition(last: Bool) -> (fraction: Double, offset: CGFloat) {
        guard let label = self as? UILabel, let text = label.text, !text.isEmpty, let font = label.font else { return (1, 0) }
        let height = label.intrinsicContentSize.height
        let lines = max(1, Int((height / max(1, font.lineHeight)).rounded()))
        let first = font.ascender
        guard last, lines > 1 else { return (0.5, first - height / 2) }
        return (0.5, first + font.lineHeight * CGFloat(lines - 1) - height / 2)
    }
}
