import Foundation
import QuartzCore

/// An object in the responder chain: receives touches, presses and actions, and passes what it
/// does not handle to `next`. Like every UIKit and QuartzCore class here it is main-actor isolated
/// `@preconcurrency`, as Apple's SDK imports it: Swift 5 code calling it from a nonisolated
/// closure (a `Timer` block, as the Clouds seed does) gets a warning, not an error.
@MainActor @preconcurrency
open class UIResponder: NSObject, UIResponderStandardEditActions {
    /// A responder with nothing to pass on; `UIApplicationMain` makes the app delegate with its class's `init()`.
    override public init() {
        super.init()
    }

    // MARK: Archive and Interface Builder hooks (Apple declares them on NSObject)

    /// Called on objects loaded from a nib.
    ///
    /// Difference from Apple: on `UIResponder` (Apple's is on `NSObject`) and never called; there are no nibs or storyboards.
    open func awakeFromNib() {}

    /// Called by Interface Builder before it shows a designable view.
    ///
    /// Difference from Apple: on `UIResponder` (Apple's is on `NSObject`) and never called; there is no Interface Builder.
    open func prepareForInterfaceBuilder() {}

    // MARK: User activities

    /// The activity this responder keeps up to date: asked for its state (`updateUserActivityState`) when it saves.
    open var userActivity: NSUserActivity? {
        didSet {
            guard oldValue !== userActivity else { return }
            oldValue?.owners.remove(self)
            userActivity?.owners.add(self)
        }
    }

    /// Puts this responder's state into `activity` before it saves; overrides add their entries to its `userInfo`.
    open func updateUserActivityState(_ activity: NSUserActivity) {}

    /// Brings this responder back to the state `activity` holds (the app continues it or restores a scene).
    open func restoreUserActivityState(_ activity: NSUserActivity) {}

    /// The responder that gets what this one does not handle (a view's superview or controller).
    open var next: UIResponder? { nil }

    open var canBecomeFirstResponder: Bool { false }
    open var isFirstResponder: Bool { UIApplication.firstResponder === self }

    /// Takes the keys: the responder that had them resigns first (and can refuse, which keeps them there). The
    /// keyboard looks at the change once it is whole (one text input to another keeps it showing).
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        return DesktopKeyboard.current.whileSwitching {
            if let current = UIApplication.firstResponder, current !== self {
                guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
            }
            UIApplication.firstResponder = self
            return true
        }
    }

    open var canResignFirstResponder: Bool { true }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        if UIApplication.firstResponder === self { UIApplication.firstResponder = nil }
        return true
    }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// Passes the presses on; a responder that adopts `UIKeyInput` (an app's own editor) receives the text they type
    /// and Backspace as `insertText(_:)` and `deleteBackward()` instead.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let input = self as? UIKeyInput {
            let rest = presses.filter { !KeyInputTranslation.deliver($0, to: input) }
            if !rest.isEmpty { next?.pressesBegan(rest, with: event) }
            return
        }
        next?.pressesBegan(presses, with: event)
    }

    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    // MARK: Actions and commands

    /// Set by UIResponder's own standard edit actions, to tell that a subclass does not implement one.
    var reachedDefaultAction = false

    /// The shortcuts this responder offers while it is in the chain of the first responder.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// Changes the menu a menu system builds: the app delegate's changes the main menu (the menu bar). The default
    /// passes the builder on to the next responder (the app passes it to its delegate).
    open func buildMenu(with builder: any UIMenuBuilder) {
        next?.buildMenu(with: builder)
    }

    /// Adjusts a command this responder performs before its menu shows it or its shortcut runs: its title, image,
    /// state (a check mark) and attributes (`.disabled`). The default leaves it as it was made.
    ///
    /// Difference from Apple: a command shows enabled whenever a responder in the chain does not refuse its action in
    /// `canPerformAction(_:withSender:)`, since the runtime cannot tell which methods a class implements.
    open func validate(_ command: UICommand) {}

    /// A motion began; passed up the responder chain.
    ///
    /// Difference from Apple: no motion event arrives on a desktop (it has no accelerometer to shake).
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionBegan(motion, with: event) }
    /// A motion ended; passed up the responder chain.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionEnded(motion, with: event) }
    /// A motion was cancelled; passed up the responder chain.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionCancelled(motion, with: event) }

    /// A remote-control event (play, pause, next track…) for the first responder; passed up the chain. On the desktop
    /// they come from the keyboard's media keys.
    open func remoteControlReceived(with event: UIEvent?) { next?.remoteControlReceived(with: event) }

    /// Whether this responder performs `action` now (the Edit menu and shortcuts ask before sending it).
    ///
    /// Difference from Apple: true by default for any action, since the runtime cannot tell which methods a class implements; an action the responder turns out not to implement goes on up the chain.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { true }

    /// The responder in the chain from this one that performs `action`.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        var responder: UIResponder? = self
        while let current = responder {
            if current.canPerformAction(action, withSender: sender) { return current }
            responder = current.next
        }
        return nil
    }

    /// Performs an action that is not one of the standard edit actions (a key command's own); true when this
    /// responder did.
    ///
    /// Difference from Apple: not in UIKit; without the Objective-C runtime a responder performs its own selectors by overriding this.
    open func performAction(_ action: Selector, withSender sender: Any?) -> Bool { false }

    /// The undo manager of the nearest responder that has one (a window's, a text view's).
    open var undoManager: UndoManager? { next?.undoManager }

    /// The view shown at the window's foot in the keyboard's place while this responder takes text (a custom
    /// keyboard): none by default; text fields and text views store one.
    open var inputView: UIView? { nil }
    /// The bar shown at the window's foot on top of the keyboard's place while this responder, or one after it in the
    /// first responder's chain, is first responder: docked alone when no text input edits (a chat screen's input bar on
    /// a controller that can become first responder), above the keyboard when one does. None by default.
    open var inputAccessoryView: UIView? { nil }
    /// The custom keyboard's controller whose `inputView` shows in the keyboard's place while this responder takes
    /// text; it wins over `inputView`.
    open var inputViewController: UIInputViewController? { nil }
    /// The controller whose `inputView` shows as the input accessory; it wins over `inputAccessoryView`.
    open var inputAccessoryViewController: UIInputViewController? { nil }
    /// The keyboard this responder types with: the desktop's one while it takes text, else none.
    open var textInputMode: UITextInputMode? { InputMethodClient.takesText(self) == nil ? nil : UITextInputMode() }
    /// The bar button groups this responder shows in the shortcuts bar above the software keyboard.
    open var inputAssistantItem: UITextInputAssistantItem { assistantItem }
    private lazy var assistantItem = UITextInputAssistantItem()
    /// The items this responder offers to share (a Share command, a share sheet asking the chain).
    open var activityItemsConfiguration: UIActivityItemsConfigurationReading?
    /// Looks at the input views again while this responder is the first responder or in its chain: a changed
    /// `inputAccessoryView` (or keyboard) replaces the one showing, and the keyboard notifications tell of a new height.
    open func reloadInputViews() {
        DesktopKeyboard.current.reload(for: self)
    }
    open var textInputContextIdentifier: String? { nil }

    /// What this responder accepts from a paste control (a copy of what is set); none by default.
    open var pasteConfiguration: UIPasteConfiguration? {
        get { acceptedPastes }
        set { acceptedPastes = newValue?.copy() as? UIPasteConfiguration }
    }
    private var acceptedPastes: UIPasteConfiguration?
    /// Takes what a paste control pastes: nothing by default; text fields and text views insert the text.
    open func paste(itemProviders: [NSItemProvider]) {}
    /// Whether this responder takes `itemProviders`: what its paste configuration accepts, anything without one.
    open func canPaste(_ itemProviders: [NSItemProvider]) -> Bool {
        pasteConfiguration?.accepts(itemProviders) ?? true
    }

    open func cut(_ sender: Any?) { reachedDefaultAction = true }
    open func copy(_ sender: Any?) { reachedDefaultAction = true }
    open func paste(_ sender: Any?) { reachedDefaultAction = true }
    open func pasteAndMatchStyle(_ sender: Any?) { reachedDefaultAction = true }
    open func pasteAndGo(_ sender: Any?) { reachedDefaultAction = true }
    open func pasteAndSearch(_ sender: Any?) { reachedDefaultAction = true }
    open func select(_ sender: Any?) { reachedDefaultAction = true }
    open func selectAll(_ sender: Any?) { reachedDefaultAction = true }
    open func delete(_ sender: Any?) { reachedDefaultAction = true }
    open func makeTextWritingDirectionLeftToRight(_ sender: Any?) { reachedDefaultAction = true }
    open func makeTextWritingDirectionRightToLeft(_ sender: Any?) { reachedDefaultAction = true }
    open func toggleBoldface(_ sender: Any?) { reachedDefaultAction = true }
    open func toggleItalics(_ sender: Any?) { reachedDefaultAction = true }
    open func toggleUnderline(_ sender: Any?) { reachedDefaultAction = true }
    open func increaseSize(_ sender: Any?) { reachedDefaultAction = true }
    open func decreaseSize(_ sender: Any?) { reachedDefaultAction = true }
    /// The find interaction the find actions (Ctrl+F, Ctrl+G) use when this responder performs them: none by
    /// default; a text view's once `isFindInteractionEnabled`.
    open var findInteraction: UIFindInteraction? { nil }
    /// Shows the find navigator of `findInteraction`.
    open func find(_ sender: Any?) {
        guard let findInteraction else { return reachedDefaultAction = true }
        findInteraction.presentFindNavigator(showingReplace: false)
    }
    /// Highlights the next result of `findInteraction`, showing its navigator first if it is hidden.
    open func findNext(_ sender: Any?) {
        guard let findInteraction else { return reachedDefaultAction = true }
        if findInteraction.isFindNavigatorVisible { findInteraction.findNext() } else { findInteraction.presentFindNavigator(showingReplace: false) }
    }
    /// Highlights the previous result of `findInteraction`.
    open func findPrevious(_ sender: Any?) {
        guard let findInteraction else { return reachedDefaultAction = true }
        if findInteraction.isFindNavigatorVisible { findInteraction.findPrevious() } else { findInteraction.presentFindNavigator(showingReplace: false) }
    }
    /// Shows the find navigator of `findInteraction` with its replacement row.
    open func findAndReplace(_ sender: Any?) {
        guard let findInteraction else { return reachedDefaultAction = true }
        findInteraction.presentFindNavigator(showingReplace: true)
    }
    /// Makes the selected text the query of `findInteraction`.
    open func useSelectionForFind(_ sender: Any?) {
        guard let findInteraction, let input = self as? any UITextInput, let selection = input.selectedTextRange, !selection.isEmpty else {
            return reachedDefaultAction = true
        }
        findInteraction.searchText = input.text(in: selection)
    }
    open func rename(_ sender: Any?) { reachedDefaultAction = true }
    open func duplicate(_ sender: Any?) { reachedDefaultAction = true }

    // MARK: Accessibility (Apple declares it on NSObject: the UIAccessibility informal protocol)
    // Screen readers reach these through AT-SPI (Accessibility/ and the ATSPI module). Unset values fall back to what
    // UIKit's own classes answer by themselves (UIResponder+AutomaticAccessibility.swift).

    /// What the app set; the properties below read it before the class's automatic answer.
    var accessibilityStorage = AccessibilityStorage()

    /// Whether assistive technologies see this object as one element (labels, buttons, sliders and cells are).
    ///
    /// Difference from Apple: on `UIResponder` (Apple's is on `NSObject`), as are the other members of the informal protocol.
    open var isAccessibilityElement: Bool {
        get { accessibilityStorage.isElement ?? automaticIsAccessibilityElement }
        set { accessibilityStorage.isElement = newValue; accessibilityChanged() }
    }
    /// The element's name, spoken first (a label's text, a button's title by default).
    open var accessibilityLabel: String? {
        get { accessibilityStorage.label ?? automaticAccessibilityLabel }
        set { accessibilityStorage.label = newValue; accessibilityChanged() }
    }
    /// The label with speech attributes.
    open var accessibilityAttributedLabel: NSAttributedString? {
        get { accessibilityLabel.map { NSAttributedString(string: $0) } }
        set { accessibilityLabel = newValue?.string }
    }
    /// What activating the element does, spoken after a pause.
    open var accessibilityHint: String? {
        get { accessibilityStorage.hint }
        set { accessibilityStorage.hint = newValue; accessibilityChanged() }
    }
    /// The hint with speech attributes.
    open var accessibilityAttributedHint: NSAttributedString? {
        get { accessibilityHint.map { NSAttributedString(string: $0) } }
        set { accessibilityHint = newValue?.string }
    }
    /// The element's current value when it differs from its label (a slider's percentage by default).
    open var accessibilityValue: String? {
        get { accessibilityStorage.value ?? automaticAccessibilityValue }
        set { accessibilityStorage.value = newValue; accessibilityChanged() }
    }
    /// The value with speech attributes.
    open var accessibilityAttributedValue: NSAttributedString? {
        get { accessibilityValue.map { NSAttributedString(string: $0) } }
        set { accessibilityValue = newValue?.string }
    }
    /// What the element is and how it behaves (a button, adjustable, selected …).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage.traits ?? automaticAccessibilityTraits }
        set { accessibilityStorage.traits = newValue; accessibilityChanged() }
    }
    /// The element's rectangle on screen; a view's own frame there unless set.
    ///
    /// Difference from Apple: "screen" coordinates are the window's (a Wayland client does not know where its window is).
    open var accessibilityFrame: CGRect {
        get { accessibilityStorage.frame ?? automaticAccessibilityFrame }
        set { accessibilityStorage.frame = newValue }
    }
    /// The element's outline on screen, when a rectangle does not fit it.
    open var accessibilityPath: UIBezierPath? {
        get { accessibilityStorage.path }
        set { accessibilityStorage.path = newValue }
    }
    /// Where activating the element taps: the middle of its frame unless set.
    open var accessibilityActivationPoint: CGPoint {
        get { accessibilityStorage.activationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { accessibilityStorage.activationPoint = newValue }
    }
    /// The language the element's label and value are spoken in (a BCP 47 tag).
    open var accessibilityLanguage: String? {
        get { accessibilityStorage.language }
        set { accessibilityStorage.language = newValue }
    }
    /// The name tests and automation find the element by.
    open var accessibilityIdentifier: String? {
        get { accessibilityStorage.identifier }
        set { accessibilityStorage.identifier = newValue }
    }
    /// Whether the elements inside this container are hidden from assistive technologies.
    open var accessibilityElementsHidden: Bool {
        get { accessibilityStorage.elementsHidden }
        set { accessibilityStorage.elementsHidden = newValue; accessibilityChanged() }
    }
    /// Whether assistive technologies ignore this view's siblings (an alert over the screen).
    open var accessibilityViewIsModal: Bool {
        get { accessibilityStorage.viewIsModal }
        set { accessibilityStorage.viewIsModal = newValue; accessibilityChanged() }
    }
    /// Whether the container's elements are read together, as a group, before the elements after it.
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibilityStorage.groupsChildren }
        set { accessibilityStorage.groupsChildren = newValue; accessibilityChanged() }
    }
    /// How the container's elements are navigated.
    open var accessibilityNavigationStyle: UIAccessibilityNavigationStyle {
        get { accessibilityStorage.navigationStyle }
        set { accessibilityStorage.navigationStyle = newValue }
    }
    /// Whether the element responds to input (true for enabled controls and for elements with custom actions).
    open var accessibilityRespondsToUserInteraction: Bool {
        get { accessibilityStorage.respondsToUserInteraction ?? automaticRespondsToUserInteraction }
        set { accessibilityStorage.respondsToUserInteraction = newValue }
    }
    /// The names a user may say or type to reach the element (Voice Control); the label's by default.
    open var accessibilityUserInputLabels: [String]! {
        get { accessibilityStorage.userInputLabels ?? accessibilityLabel.map { [$0] } ?? [] }
        set { accessibilityStorage.userInputLabels = newValue }
    }
    /// The user-input labels with speech attributes.
    open var accessibilityAttributedUserInputLabels: [NSAttributedString]! {
        get { accessibilityUserInputLabels.map { NSAttributedString(string: $0) } }
        set { accessibilityUserInputLabels = newValue?.map(\.string) }
    }
    /// What kind of text the element holds, so speech can suit it.
    open var accessibilityTextualContext: UIAccessibilityTextualContext? {
        get { accessibilityStorage.textualContext }
        set { accessibilityStorage.textualContext = newValue }
    }
    /// What kind of container this is (a list, a landmark …).
    open var accessibilityContainerType: UIAccessibilityContainerType {
        get { accessibilityStorage.containerType }
        set { accessibilityStorage.containerType = newValue; accessibilityChanged() }
    }
    /// The actions assistive technologies offer beside activation.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibilityStorage.customActions }
        set { accessibilityStorage.customActions = newValue; accessibilityChanged() }
    }
    /// The container's elements in reading order, when they are not its subviews (`UIAccessibilityContainer`).
    open var accessibilityElements: [Any]? {
        get { accessibilityStorage.elements?.map(\.value) }
        set { accessibilityStorage.elements = newValue?.map { AccessibilityElementBox(value: $0) }; accessibilityChanged() }
    }

    // MARK: UIAccessibilityContainer (Apple declares it on NSObject)

    /// How many elements the container holds: its `accessibilityElements`, or a view's automatic ones.
    open func accessibilityElementCount() -> Int {
        automaticAccessibilityElements.count
    }

    /// The container's element at `index`, or nil outside its elements.
    open func accessibilityElement(at index: Int) -> Any? {
        let elements = automaticAccessibilityElements
        return elements.indices.contains(index) ? elements[index] : nil
    }

    /// The index of `element` among the container's elements, or `NSNotFound`.
    open func index(ofAccessibilityElement element: Any) -> Int {
        automaticAccessibilityElements.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }

    // MARK: UIAccessibilityAction (Apple declares it on NSObject)

    /// Activates the element as a double tap in VoiceOver does; false lets UIKit tap its activation point.
    open func accessibilityActivate() -> Bool { false }
    /// Raises an adjustable element's value by one step (a slider's by a tenth of its range).
    open func accessibilityIncrement() { automaticAccessibilityAdjust(by: 1) }
    /// Lowers an adjustable element's value by one step.
    open func accessibilityDecrement() { automaticAccessibilityAdjust(by: -1) }
    /// Scrolls the content by a page in `direction`; true when it scrolled.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }
    /// Dismisses a modal view (the two-finger Z gesture); true when something was dismissed.
    open func accessibilityPerformEscape() -> Bool { false }
    /// The app's most important action (the two-finger double tap); true when there was one.
    open func accessibilityPerformMagicTap() -> Bool { false }

    // MARK: UIAccessibilityFocus (Apple declares it on NSObject)

    /// Called when assistive technology's focus (here: keyboard focus) lands on the element.
    open func accessibilityElementDidBecomeFocused() {}
    /// Called when that focus leaves the element.
    open func accessibilityElementDidLoseFocus() {}
    /// Whether that focus is on the element.
    open func accessibilityElementIsFocused() -> Bool {
        UIApplication.existing?.accessibility.focus.focused === self
    }

    // MARK: State restoration

    /// The identifier state restoration saves this object under.
    ///
    /// Difference from Apple: stored only; there is no state restoration.
    open var restorationIdentifier: String?
}
