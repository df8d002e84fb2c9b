import Foundation
import QuartzCore

/// A single line of editable text: caret, selection by keys and pointer, undo, copy and paste, a placeholder, a
/// border, a clear button and side views, and a delegate that can refuse or rewrite each change.
@MainActor @preconcurrency
open class UITextField: UIControl, UITextInput, TextSurfaceOwner {
    /// How the field's border is drawn.
    public enum BorderStyle: Int, Sendable {
        case none, line, bezel, roundedRect
    }

    /// When an overlay view (the clear button, a side view) shows.
    public enum ViewMode: Int, Sendable {
        case never, whileEditing, unlessEditing, always
    }

    /// Why editing ended.
    public enum DidEndEditingReason: Int, Sendable {
        case committed
    }

    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// The `DidEndEditingReason` (as its raw value) in `textDidEndEditingNotification`'s user info.
    public static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReasonUserInfoKey"

    let surface = TextEditingSurface()
    let clearButton = TextFieldClearButton()
    /// The ring drawn around the field while it has the keys.
    let focusRing = CALayer()

    weak open var delegate: (any UITextFieldDelegate)?

    override public init(frame: CGRect) {
        super.init(frame: frame)
        layer.needsDisplayOnBoundsChange = true
        surface.owner = self
        surface.editor.isSingleLine = true
        surface.canvas.clipsToBounds = true
        addSubview(surface.canvas)
        clearButton.isHidden = true
        clearButton.addAction(UIAction { [weak self] _ in self?.clearPressed() }, for: .touchUpInside)
        addSubview(clearButton)
        focusRing.isHidden = true
        focusRing.borderWidth = 2
        layer.addSublayer(focusRing)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Text and style

    /// The text; "" when empty (setting nil clears it). Setting it sends no actions and forgets the undo history.
    open var text: String? {
        get { surface.editor.text }
        set { setText(NSAttributedString(string: newValue ?? "", attributes: surface.editor.typingAttributes)) }
    }

    /// The text with its attributes (the field's font and colour where it has none of its own).
    open var attributedText: NSAttributedString? {
        get {
            let shown = NSMutableAttributedString(attributedString: surface.editor.storage)
            let full = NSRange(location: 0, length: shown.length)
            for (key, value) in defaultTextAttributes {
                shown.enumerateAttribute(key, in: full, options: []) { existing, range, _ in
                    if existing == nil { shown.addAttribute(key, value: value, range: range) }
                }
            }
            return shown
        }
        set { setText(newValue ?? NSAttributedString(string: "")) }
    }

    private func setText(_ attributed: NSAttributedString) {
        inputDelegate?.textWillChange(self)
        surface.editor.setText(attributed)
        inputDelegate?.textDidChange(self)
        updateOverlays()
    }

    open var font: UIFont? {
        get { surface.font }
        set {
            surface.font = newValue ?? .systemFont(ofSize: 17)
            if adjustsFontForContentSizeCategory { _ = surface.adjustFonts(to: traitCollection.preferredContentSizeCategory) }
            invalidateIntrinsicContentSize()
        }
    }

    /// Whether a Dynamic Type font (`UIFont.preferredFont(forTextStyle:)`, `UIFontMetrics.scaledFont(for:)`) follows
    /// the field's content size category as it changes; the field measures again.
    open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory, !oldValue { contentSizeCategoryDidChange() } }
    }

    override func contentSizeCategoryDidChange() {
        guard adjustsFontForContentSizeCategory, surface.adjustFonts(to: traitCollection.preferredContentSizeCategory) else { return }
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

    /// The font, colour and alignment as attributes; setting it sets those three.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get {
            let style = NSMutableParagraphStyle()
            style.alignment = textAlignment
            return [.font: surface.font, .foregroundColor: surface.textColor, .paragraphStyle: style]
        }
        set {
            if let font = newValue[.font] as? UIFont { self.font = font }
            if let color = newValue[.foregroundColor] as? UIColor { textColor = color }
            if let style = newValue[.paragraphStyle] as? NSParagraphStyle { textAlignment = style.alignment }
        }
    }

    /// The attributes typed text takes while editing (nil otherwise).
    open var typingAttributes: [NSAttributedString.Key: Any]? {
        get { isEditing ? surface.editor.typingAttributes : nil }
        set { if isEditing { surface.editor.typingAttributes = newValue ?? [:] } }
    }

    open var placeholder: String? {
        get { surface.placeholder?.string }
        set { surface.placeholder = newValue.map { NSAttributedString(string: $0) } }
    }

    open var attributedPlaceholder: NSAttributedString? {
        get { surface.placeholder }
        set { surface.placeholder = newValue }
    }

    open var borderStyle: BorderStyle = .none { didSet { setNeedsDisplay(); setNeedsLayout() } }
    open var background: UIImage? { didSet { setNeedsDisplay() } }
    open var disabledBackground: UIImage? { didSet { setNeedsDisplay() } }
    open var clearsOnBeginEditing = false
    /// Whether typing replaces all the text the first time after editing begins.
    open var clearsOnInsertion = false
    open var allowsEditingTextAttributes = false

    /// Shrinks the font (down to `minimumFontSize`) so the text fits the field's width.
    open var adjustsFontSizeToFitWidth = false { didSet { updateFitting() } }
    open var minimumFontSize: CGFloat = 0 { didSet { updateFitting() } }

    private func updateFitting() {
        surface.minimumScaleToFit = adjustsFontSizeToFitWidth ? max(minimumFontSize, 4) / max(surface.font.pointSize, 1) : nil
        surface.relayout()
    }

    // MARK: Overlay views

    open var clearButtonMode: ViewMode = .never { didSet { updateOverlays() } }
    open var leftView: UIView? {
        didSet {
            if oldValue !== leftView { oldValue?.removeFromSuperview() }
            if let leftView { addSubview(leftView) }
            updateOverlays()
        }
    }
    open var leftViewMode: ViewMode = .never { didSet { updateOverlays() } }
    open var rightView: UIView? {
        didSet {
            if oldValue !== rightView { oldValue?.removeFromSuperview() }
            if let rightView { addSubview(rightView) }
            updateOverlays()
        }
    }
    open var rightViewMode: ViewMode = .never { didSet { updateOverlays() } }

    private func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    /// Whether the clear button shows now: its mode allows it and there is text.
    var showsClearButton: Bool { shows(clearButtonMode) && surface.editor.length > 0 }

    func updateOverlays() {
        clearButton.isHidden = !showsClearButton
        leftView?.isHidden = !shows(leftViewMode)
        rightView?.isHidden = !shows(rightViewMode) || showsClearButton
        setNeedsLayout()
    }

    // MARK: Editing state

    open internal(set) var isEditing = false {
        didSet { if isEditing != oldValue { updateOverlays(); focusRing.isHidden = !isEditing; setNeedsLayout() } }
    }

    /// The area the field's text and placeholder can use, as drawn when not editing.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = borderRect(forBounds: bounds).inset(by: textPadding)
        if leftView != nil, shows(leftViewMode) {
            let left = max(rect.minX, leftViewRect(forBounds: bounds).maxX)
            rect = CGRect(x: left, y: rect.minY, width: max(rect.maxX - left, 0), height: rect.height)
        }
        if showsClearButton {
            rect.size.width = max(clearButtonRect(forBounds: bounds).minX - rect.minX - 2, 0)
        } else if rightView != nil, shows(rightViewMode) {
            rect.size.width = max(rightViewRect(forBounds: bounds).minX - rect.minX, 0)
        }
        return rect
    }

    /// The area the text uses while editing (the text area, beside the clear button).
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The clear button: a 19-point circle at the right edge, centred vertically.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side: CGFloat = min(19, bounds.height)
        let right = rightView.flatMap { view in shows(rightViewMode) && !showsClearButton ? view.frame.width : nil } ?? 0
        return CGRect(x: bounds.maxX - side - 5 - right, y: bounds.midY - side / 2, width: side, height: side)
    }

    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView?.frame.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView?.frame.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The space the border style leaves around the text.
    private var textPadding: UIEdgeInsets {
        switch borderStyle {
        case .none: return .zero
        case .line: return UIEdgeInsets(top: 2, left: 4, bottom: 2, right: 4)
        case .bezel: return UIEdgeInsets(top: 3, left: 5, bottom: 3, right: 5)
        case .roundedRect: return UIEdgeInsets(top: 4, left: 7, bottom: 4, right: 7)
        }
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        let area = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        if surface.canvas.frame != area {
            surface.canvas.frame = area
            surface.relayout()
        }
        clearButton.frame = clearButtonRect(forBounds: bounds)
        leftView?.frame = leftViewRect(forBounds: bounds)
        rightView?.frame = rightViewRect(forBounds: bounds)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        focusRing.frame = bounds.insetBy(dx: -3, dy: -3)
        focusRing.cornerRadius = borderStyle == .roundedRect ? 8 : 3
        focusRing.borderColor = UIColor.tintColor.withAlphaComponent(0.6).cgColor
        CATransaction.commit()
    }

    override open var intrinsicContentSize: CGSize {
        let height = (surface.font.lineHeight + textPadding.top + textPadding.bottom).rounded(.up)
        let width = max(surface.layout.size.width, surface.placeholder.map { $0.size().width } ?? 0) + textPadding.left + textPadding.right
        return CGSize(width: width.rounded(.up), height: max(height, borderStyle == .roundedRect ? 34 : height))
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: Drawing

    override open func draw(_ rect: CGRect) {
        TextFieldBorder.draw(borderStyle, in: borderRect(forBounds: bounds), enabled: isEnabled)
        if borderStyle == .none, let image = isEnabled ? background : (disabledBackground ?? background) {
            image.draw(in: bounds)
        }
    }

    /// Draws the text; the canvas draws it here, so an override that draws differently draws nothing new.
    ///
    /// Difference from Apple: never called; the text is drawn by a canvas subview the field lays out.
    open func drawText(in rect: CGRect) {}

    /// Difference from Apple: never called; the placeholder is drawn by a canvas subview the field lays out.
    open func drawPlaceholder(in rect: CGRect) {}

    override open func stateDidChange() {
        super.stateDidChange()
        setNeedsDisplay()
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
    /// Shows a dot for each character, and refuses copy and cut.
    open var isSecureTextEntry = false { didSet { surface.isSecure = isSecureTextEntry } }
    open var textContentType: UITextContentType!
    /// Difference from Apple: stored only; there is no password autofill to follow the rules.
    open var passwordRules: UITextInputPasswordRules?
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

    /// The input system's delegate, told of changes it did not make.
    weak open var inputDelegate: (any UITextInputDelegate)?
    open lazy var tokenizer: any UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)
    open var markedTextStyle: [NSAttributedString.Key: Any]?

    open var hasText: Bool { surface.editor.length > 0 }
    open func insertText(_ text: String) { surface.editor.insert(text) }
    open func deleteBackward() { surface.editor.deleteBackward() }

    open func text(in range: UITextRange) -> String? { surface.text(in: range) }

    /// Replaces the text of `range` (as the input system does: the delegate is not asked).
    open func replace(_ range: UITextRange, withText text: String) {
        surface.editor.replace(surface.nsRange(range), with: text, asking: false)
    }

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

    override open var canBecomeFirstResponder: Bool { isEnabled && isUserInteractionEnabled }

    @discardableResult
    override open func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        // The keyboard shows once editing began (`textFieldDidBeginEditing` comes before `keyboardWillShow`).
        return DesktopKeyboard.current.whileSwitching {
            guard canBecomeFirstResponder, window != nil, delegate?.textFieldShouldBeginEditing(self) ?? true,
                  super.becomeFirstResponder() else { return false }
            beginEditing()
            return true
        }
    }

    @discardableResult
    override open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard UIKitContextState.current.forcesEndEditing || delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        super.resignFirstResponder()
        endEditing()
        return true
    }

    // MARK: Keys

    /// Editing keys edit; Return asks the delegate and ends editing on exit; Tab moves the keys to the next field.
    override open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var rest = Set<UIPress>()
        for press in presses {
            guard isEditing, let key = press.key else { rest.insert(press); continue }
            switch key.keysymName {
            case "Return", "KP_Enter":
                surface.editor.unmarkText()
                if delegate?.textFieldShouldReturn(self) ?? true {
                    let exits = hasActions(for: .editingDidEndOnExit)
                    sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
                    if exits { resignFirstResponder() }
                }
            case "Tab", "ISO_Left_Tab":
                if !FocusLoop.moveFocus(from: self, backwards: key.modifierFlags.contains(.shift) || key.keysymName == "ISO_Left_Tab") { rest.insert(press) }
            default:
                if !surface.handle(key, responder: self, editable: true) { rest.insert(press) }
            }
        }
        if !rest.isEmpty { next?.pressesBegan(rest, with: event) }
    }

    // MARK: Pointer

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard let touch = touches.first, isEnabled else { return }
        // Shift extends the selection of a field already being edited.
        let extending = isEditing && event?.modifierFlags.contains(.shift) == true
        if !isFirstResponder, !becomeFirstResponder() { return }
        surface.pointerBegan(at: touch.location(in: surface.canvas), tapCount: touch.tapCount, extending: extending)
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        guard let touch = touches.first, isEditing else { return }
        surface.pointerMoved(to: touch.location(in: surface.canvas))
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        surface.pointerEnded()
    }

    // MARK: Standard edit actions

    override open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        let selection = surface.editor.selectedRange
        switch action.name {
        case "copy:", "cut:": return selection.length > 0 && !isSecureTextEntry && (action.name == "copy:" || isEditing)
        case "paste:": return isEditing && UIPasteboard.general.hasStrings
        case "selectAll:": return surface.editor.length > 0 && selection.length < surface.editor.length
        case "select:": return selection.length == 0 && surface.editor.length > 0
        case "delete:": return isEditing && selection.length > 0
        default: return super.canPerformAction(action, withSender: sender)
        }
    }

    /// Copies the selection; a secure field copies nothing.
    override open func copy(_ sender: Any?) {
        let selection = surface.editor.selectedRange
        guard selection.length > 0, !isSecureTextEntry else { return }
        UIPasteboard.general.string = (surface.editor.text as NSString).substring(with: selection)
    }

    override open func cut(_ sender: Any?) {
        let selection = surface.editor.selectedRange
        guard isEditing, selection.length > 0, !isSecureTextEntry else { return }
        UIPasteboard.general.string = (surface.editor.text as NSString).substring(with: selection)
        surface.editor.replace(selection, with: "", actionName: "Cut")
    }

    /// Pastes the pasteboard's string over the selection (line breaks become spaces).
    override open func paste(_ sender: Any?) {
        guard isEditing, let string = UIPasteboard.general.string else { return }
        surface.editor.replace(surface.editor.markedRange ?? surface.editor.selectedRange, with: string, actionName: "Paste")
    }

    override open func selectAll(_ sender: Any?) { surface.editor.selectAll() }
    /// Pastes the first text a paste control offers, over the selection while editing and at the end otherwise.
    override open func paste(itemProviders: [NSItemProvider]) {
        PastedText.paste(itemProviders, into: surface.editor, editing: isEditing)
    }
    /// Takes what carries text (and what the paste configuration accepts, when one is set).
    override open func canPaste(_ itemProviders: [NSItemProvider]) -> Bool {
        super.canPaste(itemProviders) && PastedText.string(in: itemProviders) != nil
    }

    override open func select(_ sender: Any?) {
        surface.editor.select(surface.editor.navigation.wordRange(at: surface.editor.selectedRange.location))
    }

    override open func delete(_ sender: Any?) {
        guard isEditing, surface.editor.selectedRange.length > 0 else { return }
        surface.editor.replace(surface.editor.selectedRange, with: "", actionName: "Delete")
    }

    /// The field's own undo history while it edits.
    override open var undoManager: UndoManager? { isEditing ? surface.editor.undoManager : super.undoManager }
}
