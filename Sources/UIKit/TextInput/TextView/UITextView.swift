import Foundation
import QuartzCore

/// Multi-line text, shown and edited in a scroll view: attributed text wrapped in the view's width inside
/// `textContainerInset`, a caret that the view scrolls to, selection by keys and pointer, undo, copy and paste,
/// links a click opens through the delegate.
///
/// Difference from Apple: with exclusion paths the text is drawn around them by the layout manager, but the caret and selection are placed as if there were none; `delegate` keeps the scroll view's type, and a `UITextViewDelegate` set there is found by a cast.
@MainActor @preconcurrency
open class UITextView: UIScrollView, UITextInput, TextSurfaceOwner {
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    let surface = TextEditingSurface()
    let focusRing = CALayer()
    private let pointerSelects = PointerSelectsText()

    /// The text view's delegate (`delegate`, when it adopts `UITextViewDelegate`).
    var textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    /// The region the text is laid out in: its width follows the view's (less `textContainerInset`), its padding
    /// insets the text, and its exclusion paths are flowed around.
    public let textContainer: NSTextContainer
    /// The text view's TextKit stack: the storage holds the text (edits to it show in the view, typing changes it),
    /// the layout manager lays it out in `textContainer`.
    public let textStorage: NSTextStorage
    /// The TextKit 1 layout manager, used inside the view without switching it to TextKit 1 (which reading
    /// `layoutManager` does).
    let textKit1LayoutManager: NSLayoutManager
    /// The TextKit 2 layout manager laying the view's text out in `textContainer`, as on iOS 16 and later; nil once
    /// the view switched to TextKit 1 (`layoutManager` was read) or when it was made with a TextKit 1 stack.
    public internal(set) var textLayoutManager: NSTextLayoutManager?
    /// The content storage showing `textStorage` to `textLayoutManager`.
    var textKit2ContentStorage: NSTextContentStorage?
    /// Whether the text is being copied between the editor and `textStorage` (each change is copied once).
    var isSyncingStorage = false
    /// The matches a find session asked to be drawn, and how.
    var foundTextDecorations: [NSRange: UITextSearchFoundTextStyle] = [:]
    private var builtInFindInteraction: UIFindInteraction?
    private lazy var findSessionProvider = TextViewFindSessionProvider()

    /// Whether Ctrl+F shows a find navigator that searches the text (and replaces it, while editable).
    open var isFindInteractionEnabled = false {
        didSet { if !isFindInteractionEnabled { builtInFindInteraction?.dismissFindNavigator() } }
    }

    /// The text view's own find interaction, while `isFindInteractionEnabled`.
    override open var findInteraction: UIFindInteraction? {
        guard isFindInteractionEnabled else { return nil }
        if let builtInFindInteraction { return builtInFindInteraction }
        let interaction = UIFindInteraction(sessionDelegate: findSessionProvider)
        addInteraction(interaction)
        builtInFindInteraction = interaction
        return interaction
    }

    /// A text view showing `textContainer`'s text: a stack an app built (its layout manager and text storage) is
    /// used as it is; nil makes one.
    /// A container of a TextKit 2 stack (its `textLayoutManager` set) or none makes a TextKit 2 view, one of a
    /// TextKit 1 stack (its `layoutManager` set) a TextKit 1 view.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        let container = textContainer ?? NSTextContainer(size: CGSize(width: frame.width, height: 10_000_000))
        let usesTextKit2 = container.layoutManager == nil
        let givenTextKit2 = container.textLayoutManager
        let manager = container.layoutManager ?? NSLayoutManager()
        if container.layoutManager == nil { manager.addTextContainer(container) }
        let storage = manager.textStorage ?? (givenTextKit2?.textContentManager as? NSTextContentStorage)?.textStorage ?? NSTextStorage()
        if manager.textStorage == nil { storage.addLayoutManager(manager) }
        self.textContainer = container
        textKit1LayoutManager = manager
        textStorage = storage
        super.init(frame: frame)
        self.textContainer.textView = self
        backgroundColor = .systemBackground
        surface.owner = self
        surface.font = .systemFont(ofSize: 12)
        surface.wrapWidth = 0
        surface.decorate = { [weak self] shown in
            self?.decorateLinks(in: shown)
            self?.decorateFoundText(in: shown)
        }
        addSubview(surface.canvas)
        panGestureRecognizer.delegate = pointerSelects
        focusRing.isHidden = true
        focusRing.borderWidth = 2
        layer.addSublayer(focusRing)
        applyInsets()
        if usesTextKit2 { installTextKit2(givenTextKit2) }
        if storage.length > 0 { textStorageDidProcessEditing() }
    }

    override public convenience init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Text and style

    open var text: String! {
        get { surface.editor.text }
        set { setText(NSAttributedString(string: newValue ?? "", attributes: typingAttributes)) }
    }

    open var attributedText: NSAttributedString! {
        get { NSAttributedString(attributedString: surface.editor.storage) }
        set { setText(newValue ?? NSAttributedString(string: "")) }
    }

    private func setText(_ attributed: NSAttributedString) {
        inputDelegate?.textWillChange(self)
        surface.editor.setText(attributed)
        inputDelegate?.textDidChange(self)
        copyTextToStorage()
        layoutCanvas()
    }

    open var font: UIFont? {
        get { surface.font }
        set {
            surface.font = newValue ?? .systemFont(ofSize: 12)
            if adjustsFontForContentSizeCategory { _ = surface.adjustFonts(to: traitCollection.preferredContentSizeCategory) }
            layoutCanvas()
        }
    }

    /// Whether a Dynamic Type font (`UIFont.preferredFont(forTextStyle:)`, `UIFontMetrics.scaledFont(for:)`), as the
    /// view's font or in its text, follows the view's content size category as it changes; the text lays out again.
    open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory, !oldValue { contentSizeCategoryDidChange() } }
    }

    override func contentSizeCategoryDidChange() {
        guard adjustsFontForContentSizeCategory, surface.adjustFonts(to: traitCollection.preferredContentSizeCategory) else { return }
        copyTextToStorage()
        layoutCanvas()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    open var textColor: UIColor? {
        get { surface.textColor }
        set { surface.textColor = newValue ?? .label }
    }

    open var textAlignment: NSTextAlignment {
        get { surface.alignment }
        set { surface.alignment = newValue }
    }

    /// The attributes typed text takes: the view's font and colour unless set.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { surface.editor.typingAttributes.isEmpty ? [.font: surface.font, .foregroundColor: surface.textColor] : surface.editor.typingAttributes }
        set { surface.editor.typingAttributes = newValue }
    }

    /// The selection (the caret when empty), in UTF-16 units.
    open var selectedRange: NSRange {
        get { surface.editor.selectedRange }
        set { surface.editor.select(newValue) }
    }

    open var isEditable = true { didSet { if !isEditable, isFirstResponder, !isSelectable { resignFirstResponder() }; updateActivity() } }
    open var isSelectable = true
    open var dataDetectorTypes: UIDataDetectorTypes = []
    open var allowsEditingTextAttributes = false
    open var clearsOnInsertion = false
    open var usesStandardTextScaling = false
    /// How links (`.link` runs) show: the link colour, underlined, unless set.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [.foregroundColor: UIColor.link, .underlineStyle: NSUnderlineStyle.single.rawValue] {
        didSet { surface.relayout() }
    }

    /// The space between the view's edges and its text.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { applyInsets() } }

    open private(set) var isEditing = false

    private func applyInsets() {
        let pad = textContainer.lineFragmentPadding
        surface.insets = UIEdgeInsets(top: textContainerInset.top, left: textContainerInset.left + pad, bottom: textContainerInset.bottom, right: textContainerInset.right + pad)
        layoutCanvas()
    }

    func textContainerDidChange() {
        applyInsets()
    }

    /// Sizes the canvas to the text (at least the view's height), which is the content size.
    func layoutCanvas() {
        trackContainerSize()
        prepareAttachmentViews()
        let width = bounds.width
        let wrap = max(width - surface.insets.left - surface.insets.right, 1)
        surface.wrapWidth = wrap
        let height = max(contentHeightAroundExclusions.rounded(.up), bounds.height)
        let frame = CGRect(x: 0, y: 0, width: width, height: height)
        if surface.canvas.frame != frame {
            surface.canvas.frame = frame
            surface.relayout()
        }
        contentSize = CGSize(width: width, height: contentHeightAroundExclusions.rounded(.up))
        placeAttachmentViews()
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        layoutCanvas()
        // A scroll moves the caret on screen: the input method's candidates follow it.
        if isFirstResponder { (inputDelegate as? InputMethodClient)?.caretMoved() }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        focusRing.frame = bounds.insetBy(dx: 1, dy: 1)
        focusRing.borderColor = UIColor.tintColor.withAlphaComponent(0.6).cgColor
        CATransaction.commit()
    }

    /// Scrolls so the end of `range` (the caret of an empty one) shows, with the text container's inset around it.
    open func scrollRangeToVisible(_ range: NSRange) {
        let caret = surface.caretRect(at: range.location + range.length)
        let around = UIEdgeInsets(top: -textContainerInset.top, left: -2, bottom: -textContainerInset.bottom, right: -2)
        scrollRectToVisible(surface.canvas.convert(caret, to: self).inset(by: around), animated: false)
    }

    // MARK: Input traits

    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false { didSet { surface.isSecure = isSecureTextEntry } }
    open var textContentType: UITextContentType!
    /// The custom keyboard shown at the window's foot in the keyboard's place while this edits.
    override open var inputView: UIView? {
        get { customInputViews.input }
        set { customInputViews.input = newValue }
    }
    /// The bar shown on top of the keyboard's place while this edits (`reloadInputViews()` shows a change at once).
    override open var inputAccessoryView: UIView? {
        get { customInputViews.accessory }
        set { customInputViews.accessory = newValue }
    }
    private var customInputViews: (input: UIView?, accessory: UIView?) = (nil, nil)

    // MARK: UITextInput

    weak open var inputDelegate: (any UITextInputDelegate)?
    open lazy var tokenizer: any UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)
    open var markedTextStyle: [NSAttributedString.Key: Any]?

    open var hasText: Bool { surface.editor.length > 0 }
    open func insertText(_ text: String) { surface.editor.insert(text) }
    open func deleteBackward() { surface.editor.deleteBackward() }
    open func text(in range: UITextRange) -> String? { surface.text(in: range) }
    open func replace(_ range: UITextRange, withText text: String) { surface.editor.replace(surface.nsRange(range), with: text, asking: false) }
    open var selectedTextRange: UITextRange? {
        get { surface.selectedTextRange }
        set { surface.selectedTextRange = newValue }
    }
    open var markedTextRange: UITextRange? { surface.markedTextRange }
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) { surface.editor.setMarkedText(markedText, selectedRange: selectedRange) }
    open func unmarkText() { surface.editor.unmarkText() }
    open var beginningOfDocument: UITextPosition { surface.position(0) }
    open var endOfDocument: UITextPosition { surface.position(surface.editor.length) }
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? { surface.textRange(from: fromPosition, to: toPosition) }
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? { surface.position(from: position, offset: offset) }
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        surface.position(from: position, in: direction, offset: offset)
    }
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { surface.compare(position, to: other) }
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { surface.offset(from: from, to: toPosition) }
    open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? { surface.position(within: range, farthestIn: direction) }
    open func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        surface.characterRange(byExtending: position, in: direction)
    }
    open func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection { surface.baseWritingDirection(for: position) }
    /// Accepted and ignored: the direction of each paragraph comes from its text, as pango's bidi algorithm finds it.
    ///
    /// Difference from Apple: a writing direction set for a range does not change how the text is laid out.
    open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}
    open func firstRect(for range: UITextRange) -> CGRect { surface.firstRect(for: range, in: self) }
    open func caretRect(for position: UITextPosition) -> CGRect { surface.caretRect(for: position, in: self) }
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { surface.selectionRects(for: range, in: self) }
    open func closestPosition(to point: CGPoint) -> UITextPosition? { surface.closestPosition(to: point, in: self) }
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? { surface.closestPosition(to: point, within: range, in: self) }
    open func characterRange(at point: CGPoint) -> UITextRange? { surface.characterRange(at: point, in: self) }

    // MARK: Responder

    override open var canBecomeFirstResponder: Bool { (isEditable || isSelectable) && isUserInteractionEnabled }

    @discardableResult
    override open func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if isEditable, !(textViewDelegate?.textViewShouldBeginEditing(self) ?? true) { return false }
        // The keyboard shows once editing began (`textViewDidBeginEditing` comes before `keyboardWillShow`).
        return DesktopKeyboard.current.whileSwitching {
            guard super.becomeFirstResponder() else { return false }
            beginEditing()
            return true
        }
    }

    @discardableResult
    override open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if isEditing, !UIKitContextState.current.forcesEndEditing, !(textViewDelegate?.textViewShouldEndEditing(self) ?? true) { return false }
        super.resignFirstResponder()
        endEditing()
        return true
    }

    /// Editing keys edit; Return breaks the line, Tab inserts a tab; Ctrl+Tab moves the keys to the next view.
    override open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = presses.filter { !handlePress($0) }
        if !rest.isEmpty { next?.pressesBegan(rest, with: event) }
    }

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, touch.type == .indirectPointer || !isDragging else { return super.touchesBegan(touches, with: event) }
        pointerBegan(touch, with: event)
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, isFirstResponder else { return super.touchesMoved(touches, with: event) }
        surface.pointerMoved(to: touch.location(in: surface.canvas))
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, isFirstResponder else { return super.touchesEnded(touches, with: event) }
        pointerEnded(touch)
    }

    override open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        editActionAllowed(action) ?? super.canPerformAction(action, withSender: sender)
    }

    override open func copy(_ sender: Any?) { copySelection() }
    override open func cut(_ sender: Any?) { guard isEditable else { return }; copySelection(); deleteSelection("Cut") }
    override open func paste(_ sender: Any?) {
        guard isEditing, let string = UIPasteboard.general.string else { return }
        surface.editor.replace(surface.editor.markedRange ?? surface.editor.selectedRange, with: string, actionName: "Paste")
    }
    override open func selectAll(_ sender: Any?) { surface.editor.selectAll() }
    /// Pastes the first text a paste control offers, over the selection while editing and at the end otherwise.
    override open func paste(itemProviders: [NSItemProvider]) {
        guard isEditable else { return }
        PastedText.paste(itemProviders, into: surface.editor, editing: isEditing)
    }
    /// Takes what carries text (and what the paste configuration accepts, when one is set).
    override open func canPaste(_ itemProviders: [NSItemProvider]) -> Bool {
        isEditable && super.canPaste(itemProviders) && PastedText.string(in: itemProviders) != nil
    }
    override open func select(_ sender: Any?) { surface.editor.select(surface.editor.navigation.wordRange(at: selectedRange.location)) }
    override open func delete(_ sender: Any?) { deleteSelection("Delete") }

    /// The view's own undo history while it edits.
    override open var undoManager: UndoManager? { isEditing ? surface.editor.undoManager : super.undoManager }

    // MARK: Editing session

    private func beginEditing() {
        updateActivity()
        guard isEditable else { return }
        isEditing = true
        focusRing.isHidden = false
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
    }

    private func endEditing() {
        surface.editor.unmarkText()
        surface.editor.closeTypingGroup()
        let wasEditing = isEditing
        isEditing = false
        focusRing.isHidden = true
        updateActivity()
        guard wasEditing else { return }
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    }

    private func updateActivity() {
        surface.showsCaret = isEditable
        surface.isActive = isFirstResponder
        surface.updateSelection()
    }
}

/// Keeps the scroll view's pan for fingers: a pointer drag in a text view selects text (the wheel scrolls).
@MainActor
final class PointerSelectsText: UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        touch.type != .indirectPointer
    }
}
