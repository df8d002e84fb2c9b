import Foundation

/// The editing state a table gives one of its rows.
struct TableEditingControls: Equatable {
    var editing = false
    /// The control at the leading side while editing: the red delete circle, the green insert circle, or none.
    var style: UITableViewCell.EditingStyle = .none
    /// Whether the content moves aside for that control (`shouldIndentWhileEditingRowAt`).
    var indents = true
    /// Whether the row shows a reorder control while editing.
    var reorders = false
}

/// A cell's editing controls, trailing accessory and separator, placed around its content view (which a swipe
/// slides sideways).
extension UITableViewCell {
    /// The width the delete or insert control takes at the leading side, and the reorder control at the trailing side.
    static let editingControlWidth: CGFloat = 38

    /// The table gives the row its editing state (animated inside the table's animation when it changes mode).
    func setEditingControls(_ controls: TableEditingControls, animated: Bool) {
        guard controls != editingControls else { return }
        if controls.editing != editingControls.editing {
            var others = controls
            others.editing = editingControls.editing
            editingControls = others
            showsReorderControl = controls.reorders
            setEditing(controls.editing, animated: animated)
        } else {
            editingControls = controls
            showsReorderControl = controls.reorders
        }
    }

    func editingControlsChanged() {
        setNeedsLayout()
    }

    func accessoriesChanged() {
        accessoryShownView?.removeFromSuperview()
        accessoryShownView = nil
        setNeedsLayout()
    }

    /// The standard accessory's kind for `type`, if it shows one.
    private static func accessory(for type: AccessoryType) -> UICellAccessory? {
        switch type {
        case .none: nil
        case .disclosureIndicator: .disclosureIndicator()
        case .checkmark: .checkmark()
        case .detailButton, .detailDisclosureButton: .detail()
        }
    }

    /// Places the editing controls, the accessory and the separator, and answers the content view's frame.
    func layoutEditingParts() -> CGRect {
        let controls = editingControls
        var content = bounds
        if let table = superview as? UITableView, table.insetsContentViewsToSafeArea {
            content.origin.x += safeAreaInsets.left
            content.size.width = max(0, content.width - safeAreaInsets.left - safeAreaInsets.right)
        }
        let leadingKind: UICellAccessory? = controls.editing ? (controls.style == .delete ? .delete() : controls.style == .insert ? .insert() : nil) : nil
        editingControlView = placedControl(editingControlView, kind: leadingKind) { height, width in
            CGRect(x: 8, y: 0, width: width, height: height)
        }
        if leadingKind != nil, controls.indents, shouldIndentWhileEditing {
            content.origin.x += UITableViewCell.editingControlWidth
            content.size.width -= UITableViewCell.editingControlWidth
        }
        let reorderKind: UICellAccessory? = controls.editing && controls.reorders ? .reorder() : nil
        reorderControlView = placedControl(reorderControlView, kind: reorderKind) { height, width in
            CGRect(x: self.bounds.width - 9 - width, y: 0, width: width, height: height)
        }
        if reorderKind != nil { content.size.width -= UITableViewCell.editingControlWidth }
        content.size.width -= layoutAccessory(endingAt: content.maxX)
        content.origin.x += swipeOffset
        if let actions = swipeActionsView {
            actions.frame = swipeOffset < 0
                ? CGRect(x: bounds.width + swipeOffset, y: 0, width: -swipeOffset, height: bounds.height)
                : CGRect(x: 0, y: 0, width: swipeOffset, height: bounds.height)
        }
        UIView.performWithoutAnimation {
            separatorView.isHidden = !separatorShown
            let scale = max(1, traitCollection.displayScale)
            let left = content.minX + separatorLineInset.left
            separatorView.frame = CGRect(x: left, y: bounds.height - 1 / scale, width: max(0, bounds.maxX + swipeOffset - separatorLineInset.right - left),
                                         height: 1 / scale)
            bringSubviewToFront(separatorView)
            if let actions = swipeActionsView { bringSubviewToFront(actions) }
        }
        return content
    }

    /// The accessory shown at the trailing side (the editing one while editing), and the width it takes.
    private func layoutAccessory(endingAt end: CGFloat) -> CGFloat {
        let custom = isEditing ? editingAccessoryView : accessoryView
        let type = isEditing ? editingAccessoryType : accessoryType
        let view: UIView
        if let custom {
            view = custom
        } else if let kind = UITableViewCell.accessory(for: type) {
            if let shown = accessoryShownView as? CellAccessoryView, shown.accessory.kind.sameKind(as: kind.kind) {
                view = shown
            } else {
                view = CellAccessoryView(kind)
            }
        } else {
            accessoryShownView?.removeFromSuperview()
            accessoryShownView = nil
            return 0
        }
        if accessoryShownView !== view {
            accessoryShownView?.removeFromSuperview()
            accessoryShownView = view
            addSubview(view)
        }
        let width = (view as? CellAccessoryView)?.width(forHeight: bounds.height) ?? view.frame.width
        let height = view is CellAccessoryView ? bounds.height : min(bounds.height, view.frame.height)
        UIView.performWithoutAnimation {
            view.frame = CGRect(x: end - 16 - width + swipeOffset, y: (bounds.height - height) / 2, width: width, height: height)
        }
        return width + 16
    }

    /// Makes, keeps or removes an editing control of `kind`, placing it where `frame` says (for its width).
    private func placedControl(_ current: CellAccessoryView?, kind: UICellAccessory?, frame: (CGFloat, CGFloat) -> CGRect) -> CellAccessoryView? {
        guard let kind else {
            current?.removeFromSuperview()
            return nil
        }
        let control: CellAccessoryView
        if let current, current.accessory.kind.sameKind(as: kind.kind) {
            control = current
        } else {
            current?.removeFromSuperview()
            control = CellAccessoryView(kind)
            UIView.performWithoutAnimation {
                let start = frame(bounds.height, control.width(forHeight: bounds.height))
                control.frame = start.offsetBy(dx: start.minX < bounds.midX ? -UITableViewCell.editingControlWidth : UITableViewCell.editingControlWidth, dy: 0)
            }
            addSubview(control)
        }
        control.frame = frame(bounds.height, control.width(forHeight: bounds.height)).offsetBy(dx: swipeOffset, dy: 0)
        return control
    }

    /// Whether `point` (in the cell) is on the delete or insert control.
    func editingControlContains(_ point: CGPoint) -> Bool {
        editingControlView != nil && point.x < UITableViewCell.editingControlWidth + 6
    }

    /// Whether `point` (in the cell) is on the reorder control.
    func reorderControlContains(_ point: CGPoint) -> Bool {
        reorderControlView != nil && point.x > bounds.width - UITableViewCell.editingControlWidth - 6
    }

    /// Whether `point` (in the cell) is on an info button accessory.
    func detailButtonContains(_ point: CGPoint) -> Bool {
        let type = isEditing ? editingAccessoryType : accessoryType
        guard type == .detailButton || type == .detailDisclosureButton, let view = accessoryShownView else { return false }
        return view.frame.insetBy(dx: -8, dy: 0).contains(point)
    }
}
