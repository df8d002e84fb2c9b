import ATSPI
import Foundation
import QuartzCore

/// The app's accessible tree as the bridge asks for it: the application, its windows, and in each window the
/// elements and groups UIKit's accessibility API describes. Every answer is made when asked, from the views as they
/// are; nothing is kept but the ids.
@MainActor
final class AccessibleViewTree: AccessibleTree {
    let objects = AccessibleObjectTable()
    /// The windows the tree shows (the app's visible windows).
    var windows: () -> [UIWindow]
    /// The app's name (the application object's).
    var applicationName: String
    /// Nodes made so far: zero until a client asks (what "costs nothing" means).
    private(set) var nodesMade = 0
    /// Keyboard focus, which the tree reports and moves.
    let focus: AccessibilityFocus

    init(focus: AccessibilityFocus, applicationName: String, windows: @escaping () -> [UIWindow]) {
        self.focus = focus
        self.applicationName = applicationName
        self.windows = windows
    }

    // MARK: AccessibleTree

    func node(_ id: AccessibleObjectID) -> AccessibleNode? {
        nodesMade += 1
        if id == .root {
            return AccessibleNode(role: .application, name: applicationName, states: [.visible, .showing, .enabled],
                                  children: windows().map { objects.id(for: $0, parent: .root) })
        }
        guard let object = objects.object(id), isLive(object) else { return nil }
        return node(for: object, id: id)
    }

    func performAction(_ index: Int, on id: AccessibleObjectID) -> Bool {
        guard let object = objects.object(id), isLive(object) else { return false }
        let actions = Self.actions(of: object)
        guard actions.indices.contains(index) else { return false }
        switch actions[index] {
        case .activate, .toggle: return AccessibleViewTree.activate(object)
        case .increment: object.accessibilityIncrement()
        case .decrement: object.accessibilityDecrement()
        case .custom(let action): return action.perform()
        }
        return true
    }

    func setValue(_ value: Double, on id: AccessibleObjectID) -> Bool {
        guard let object = objects.object(id), isLive(object), object.accessibilityTraits.contains(.adjustable) else { return false }
        if let slider = object as? UISlider {
            slider.setValue(Float(value), animated: false)
            slider.sendActions(for: .valueChanged)
            return true
        }
        if let stepper = object as? UIStepper {
            guard stepper.isEnabled, value.isFinite else { return false }
            let old = stepper.value
            stepper.value = value
            if stepper.value != old { stepper.sendActions(for: .valueChanged) }
            return true
        }
        let current = Self.value(of: object)?.current ?? 0
        if value > current { object.accessibilityIncrement() } else if value < current { object.accessibilityDecrement() }
        return true
    }

    func grabFocus(_ id: AccessibleObjectID) -> Bool {
        guard let object = objects.object(id), isLive(object), isFocusable(object) else { return false }
        focus.move(to: object)
        return true
    }

    func textBounds(of range: Range<Int>, on id: AccessibleObjectID) -> CGRect? {
        guard let object = objects.object(id), isLive(object) else { return nil }
        return AccessibleTextInput(object)?.bounds(of: range)
    }

    func textOffset(at point: CGPoint, on id: AccessibleObjectID) -> Int? {
        guard let object = objects.object(id), isLive(object) else { return nil }
        return AccessibleTextInput(object)?.offset(at: point)
    }

    func editText(_ edit: AccessibleTextEdit, on id: AccessibleObjectID) -> Bool {
        guard let object = objects.object(id), isLive(object), let input = AccessibleTextInput(object) else { return false }
        return input.apply(edit)
    }

    // MARK: Building nodes

    /// Whether `object` is still on screen in one of the tree's windows.
    private func isLive(_ object: UIResponder) -> Bool {
        if let window = object as? UIWindow { return windows().contains { $0 === window } }
        if let view = object as? UIView { return view.window.map { window in windows().contains { $0 === window } } ?? false }
        if let element = object as? UIAccessibilityElement, let container = element.accessibilityContainer as? UIResponder {
            return isLive(container)
        }
        return true
    }

    private func node(for object: UIResponder, id: AccessibleObjectID) -> AccessibleNode {
        let kind = Self.kind(of: object)
        let widget = kind == .element ? Self.widget(of: object) : .plain
        let traits = object.accessibilityTraits
        let children = kind == .element || kind == .listItem && object.isAccessibilityElement ? [] : elementIDs(of: object, id: id)
        let focusable = isFocusable(object)
        let window = object as? UIWindow
        var node = AccessibleNode(
            role: AccessibilityRoleMapping.role(traits: traits, kind: kind, widget: widget),
            name: window?.title ?? object.accessibilityLabel ?? "",
            description: object.accessibilityHint ?? "",
            states: AccessibilityRoleMapping.states(traits: traits, kind: kind, widget: widget, focusable: focusable,
                                                    focused: focus.focused === object,
                                                    modal: object.accessibilityViewIsModal, active: window?.isKeyWindow ?? false),
            extents: window?.bounds ?? object.accessibilityFrame,
            parent: objects.parent(of: id) ?? .root,
            children: children,
            actions: Self.actions(of: object).map(\.description),
            value: Self.value(of: object),
            identifier: object.accessibilityIdentifier ?? "")
        if let input = AccessibleTextInput(object) {
            node.text = input.text
        } else if traits.contains(.staticText) || traits.contains(.searchField) {
            node.text = AccessibleText(object.accessibilityValue ?? object.accessibilityLabel ?? "")
        }
        if let value = object.accessibilityValue, node.value == nil { node.attributes["value"] = value }
        if traits.contains(.header) { node.attributes["level"] = "1" }
        return node
    }

    /// The ids of the container's elements, in order.
    func elementIDs(of object: UIResponder, id: AccessibleObjectID) -> [AccessibleObjectID] {
        (0..<object.accessibilityElementCount()).compactMap { index in
            (object.accessibilityElement(at: index) as? UIResponder).map { objects.id(for: $0, parent: id) }
        }
    }

    static func kind(of object: UIResponder) -> AccessibilityRoleMapping.Kind {
        if object is UIWindow { return .window }
        if object is UITableViewCell { return .listItem }
        if object is AlertView { return .dialog }
        if object.isAccessibilityElement { return .element }
        if object is UITableView || object.accessibilityContainerType == .list { return .list }
        return .container
    }

    /// What the object is where its traits have no word for it (a text field, a text view, a switch).
    static func widget(of object: UIResponder) -> AccessibilityRoleMapping.Widget {
        if let input = AccessibleTextInput(object) {
            return input.isMultiLine ? .textView(editable: input.isEditable)
                : .textField(secure: input.isSecure, editable: input.isEditable)
        }
        if let toggle = object as? UISwitch { return .onOffSwitch(isOn: toggle.isOn) }
        if object is UIProgressView { return .progressBar }
        if let spinner = object as? UIActivityIndicatorView { return .busyIndicator(isAnimating: spinner.isAnimating) }
        return .plain
    }

    func isFocusable(_ object: UIResponder) -> Bool {
        Self.isFocusable(object)
    }

    static func isFocusable(_ object: UIResponder) -> Bool {
        let kind = kind(of: object)
        return AccessibilityRoleMapping.isFocusable(traits: object.accessibilityTraits, kind: kind,
                                                    widget: kind == .element ? widget(of: object) : .plain,
                                                    hasCustomActions: !(object.accessibilityCustomActions ?? []).isEmpty)
    }

    // MARK: Actions and values

    @MainActor
    enum Action {
        case activate, toggle, increment, decrement
        case custom(UIAccessibilityCustomAction)

        var description: AccessibleAction {
            switch self {
            case .activate: AccessibleAction(name: "activate", description: "Activates the element", keyBinding: "space")
            case .toggle: AccessibleAction(name: "toggle", description: "Toggles the switch", keyBinding: "space")
            case .increment: AccessibleAction(name: "increment", description: "Raises the value by a step", keyBinding: "Up")
            case .decrement: AccessibleAction(name: "decrement", description: "Lowers the value by a step", keyBinding: "Down")
            case .custom(let action): AccessibleAction(name: action.name)
            }
        }
    }

    /// What a client may do with the object: activate it (an element that responds to input or a row), step an
    /// adjustable one, and the app's custom actions.
    static func actions(of object: UIResponder) -> [Action] {
        guard object.isAccessibilityElement else { return [] }
        var actions: [Action] = []
        let traits = object.accessibilityTraits
        if !traits.contains(.notEnabled), object.accessibilityRespondsToUserInteraction || object is UITableViewCell {
            actions.append(object is UISwitch ? .toggle : .activate)
        }
        if traits.contains(.adjustable), !traits.contains(.notEnabled) {
            actions += [.increment, .decrement]
        }
        return actions + (object.accessibilityCustomActions ?? []).map { .custom($0) }
    }

    /// Activates `object` as VoiceOver's double tap does: its own `accessibilityActivate()`, else a tap on it (a
    /// switch flips, a text field or view starts editing).
    static func activate(_ object: UIResponder) -> Bool {
        if object.accessibilityActivate() { return true }
        if let toggle = object as? UISwitch {
            guard toggle.isEnabled else { return false }
            toggle.setOn(!toggle.isOn, animated: true)
            toggle.sendActions(for: .valueChanged)
            return true
        }
        if let input = AccessibleTextInput(object) {
            return input.view.becomeFirstResponder()
        }
        if let control = object as? UIControl {
            guard control.isEnabled else { return false }
            control.sendActions(for: [.touchUpInside, .primaryActionTriggered])
            return true
        }
        if let cell = object as? UITableViewCell, let table = cell.enclosingTableView {
            return table.selectRowAsTapped(cell)
        }
        return false
    }

    /// The numbers of an adjustable object or a progress view: a slider's, stepper's or page control's own (pages
    /// counted from 1), a progress view's fraction, or the percentage its value text shows.
    static func value(of object: UIResponder) -> AccessibleValue? {
        let text = object.accessibilityValue ?? ""
        if let bar = object as? UIProgressView {
            return AccessibleValue(current: Double(bar.progress), minimum: 0, maximum: 1, step: 0, text: text)
        }
        guard object.accessibilityTraits.contains(.adjustable) else { return nil }
        switch object {
        case let slider as UISlider:
            return AccessibleValue(current: Double(slider.value), minimum: Double(slider.minimumValue),
                                   maximum: Double(slider.maximumValue),
                                   step: Double(slider.maximumValue - slider.minimumValue) / 10, text: text)
        case let stepper as UIStepper:
            return AccessibleValue(current: stepper.value, minimum: stepper.minimumValue, maximum: stepper.maximumValue,
                                   step: stepper.stepValue, text: text)
        case let pages as UIPageControl:
            return AccessibleValue(current: Double(pages.currentPage + 1), minimum: pages.numberOfPages > 0 ? 1 : 0,
                                   maximum: Double(pages.numberOfPages), step: 1, text: text)
        default:
            break
        }
        let number = Double(text.prefix { $0.isNumber || $0 == "." || $0 == "-" }) ?? 0
        return AccessibleValue(current: number, minimum: text.hasSuffix("%") ? 0 : number,
                               maximum: text.hasSuffix("%") ? 100 : number, step: 1, text: text)
    }
}
