import ATSPI

/// How an element's traits become an AT-SPI role and states, as GTK 4 describes the widgets VoiceOver's traits
/// correspond to (a button a push button, adjustable a slider, a header a heading …).
enum AccessibilityRoleMapping {
    /// What the object is apart from its traits: the window, a container, a dialog (an alert), a list (a table
    /// view), a row, an element.
    enum Kind: Equatable {
        case window, container, dialog, list, listItem, element
    }

    /// What UIKit knows an element is where the public traits have no word for it: text you can type (GTK's entry,
    /// password entry and text view), a switch (GTK 4's `GtkSwitch`, a check box to AT-SPI), a progress view (GTK's
    /// progress bar) and an activity indicator (GTK 4's `GtkSpinner`: a progress bar, busy while it spins).
    enum Widget: Equatable {
        case plain
        case textField(secure: Bool, editable: Bool)
        case textView(editable: Bool)
        case onOffSwitch(isOn: Bool)
        case progressBar
        case busyIndicator(isAnimating: Bool)
    }

    /// The role for `traits` on an object of `kind`; the widget, then the most specific trait wins.
    static func role(traits: UIAccessibilityTraits, kind: Kind, widget: Widget = .plain) -> AccessibleRole {
        switch kind {
        case .window: return .frame
        case .dialog: return .dialog
        case .list: return .list
        case .container: return traits.contains(.tabBar) ? .pageTabList : .panel
        case .listItem, .element: break
        }
        switch widget {
        case .textField(let secure, _): return secure ? .passwordText : .entry
        case .textView: return .text
        case .onOffSwitch: return .checkBox
        case .progressBar, .busyIndicator: return .progressBar
        case .plain: break
        }
        if traits.contains(.header) { return .heading }
        if traits.contains(.link) { return .link }
        if traits.contains(.searchField) { return .entry }
        if traits.contains(.adjustable) { return .slider }
        if traits.contains(.toggleButton) { return .toggleButton }
        if traits.contains(.button) || traits.contains(.keyboardKey) { return kind == .listItem ? .listItem : .pushButton }
        if traits.contains(.tabBar) { return .pageTabList }
        if kind == .listItem { return .listItem }
        if traits.contains(.image) { return .image }
        return .label
    }

    /// The states of an object with `traits`: enabled and sensitive unless `notEnabled`, selected, checked for a
    /// selected toggle, horizontal for an adjustable one, and what keyboard focus and modality add.
    static func states(traits: UIAccessibilityTraits, kind: Kind, widget: Widget = .plain, focusable: Bool, focused: Bool,
                       modal: Bool = false, active: Bool = false) -> AccessibleStateSet {
        var states: AccessibleStateSet = [.visible, .showing]
        if !traits.contains(.notEnabled) {
            states.insert(.enabled)
            states.insert(.sensitive)
        }
        if focusable, !traits.contains(.notEnabled) { states.insert(.focusable) }
        if focused { states.insert(.focused) }
        if traits.contains(.selected) {
            states.insert(.selected)
            if traits.contains(.toggleButton) { states.insert(.checked) }
        }
        if kind == .listItem { states.insert(.selectable) }
        if traits.contains(.toggleButton) { states.insert(.checkable) }
        if traits.contains(.adjustable) { states.insert(.horizontal) }
        if traits.contains(.staticText), kind == .element { states.insert(.readOnly) }
        switch widget {
        case .textField(_, let editable), .textView(let editable):
            if case .textField = widget { states.insert(.singleLine) } else { states.insert(.multiLine) }
            states.insert(editable && !traits.contains(.notEnabled) ? .editable : .readOnly)
        case .onOffSwitch(let isOn):
            states.insert(.checkable)
            if isOn { states.insert(.checked) }
        case .progressBar:
            states.insert(.horizontal)
        case .busyIndicator(let isAnimating):
            if isAnimating { states.insert(.busy) }
        case .plain:
            break
        }
        if modal { states.insert(.modal) }
        if kind == .window {
            states.insert(.resizable)
            if active { states.insert(.active) }
        }
        return states
    }

    /// Whether keyboard focus stops at an element with `traits` (what a user can act on, as GTK focuses widgets).
    static func isFocusable(traits: UIAccessibilityTraits, kind: Kind, widget: Widget = .plain, hasCustomActions: Bool) -> Bool {
        guard !traits.contains(.notEnabled), kind == .element || kind == .listItem else { return false }
        switch widget {
        case .plain: break
        case .progressBar, .busyIndicator: return false
        default: return true
        }
        let acting: UIAccessibilityTraits = [.button, .link, .adjustable, .searchField, .keyboardKey, .toggleButton]
        return kind == .listItem || !traits.isDisjoint(with: acting) || hasCustomActions
    }
}
