import Foundation

/// A bar with a search field, an optional prompt above it, a Cancel button beside it and a scope bar below it; it
/// tells its delegate of editing, each change of the text, Return (the search button), Cancel and the scope chosen.
@MainActor @preconcurrency
open class UISearchBar: UIView, UIBarPositioning, UITextInputTraits {
    /// How the bar's background is drawn.
    public enum Style: UInt, Sendable {
        /// As `prominent`.
        case `default`
        /// A translucent background behind an opaque field.
        case prominent
        /// No background; the field alone.
        case minimal
    }

    /// The images a search bar shows, for `setImage(_:for:state:)`.
    public enum Icon: Int, Sendable {
        case search, clear, bookmark, resultsList
    }

    /// The height of the bar's row of field and Cancel button (52 inside a navigation bar).
    static let rowHeight: CGFloat = 56
    /// The height of the scope bar's row.
    static let scopeRowHeight: CGFloat = 44
    /// The height of the search field.
    static let fieldHeight: CGFloat = 36

    open weak var delegate: (any UISearchBarDelegate)?
    /// The bar's search field.
    public let searchTextField = UISearchTextField(frame: .zero)
    let cancelButton = UIButton(type: .system)
    let promptLabel = UILabel()
    let scopeBar = UISegmentedControl(items: nil)
    /// What a search controller hears of the bar (editing beginning, the text, Cancel), apart from the app's delegate.
    weak var searchController: UISearchController?

    override public init(frame: CGRect) {
        super.init(frame: frame)
        searchTextField.searchBar = self
        searchTextField.delegate = fieldRelay
        searchTextField.placeholder = "Search"
        searchTextField.addAction(UIAction { [unowned self] _ in textDidChange() }, for: .editingChanged)
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.isHidden = true
        cancelButton.addAction(UIAction { [unowned self] _ in cancelClicked() }, for: .touchUpInside)
        addSubview(cancelButton)
        promptLabel.font = .systemFont(ofSize: 13)
        promptLabel.textColor = .secondaryLabel
        promptLabel.textAlignment = .center
        promptLabel.isHidden = true
        addSubview(promptLabel)
        scopeBar.isHidden = true
        scopeBar.addAction(UIAction { [unowned self] _ in scopeChanged() }, for: .valueChanged)
        addSubview(scopeBar)
        updateBackground()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    private lazy var fieldRelay = SearchFieldRelay(bar: self)

    // MARK: Text

    /// The search text ("" when empty); setting it tells no delegate.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// The text shown in the empty field ("Search" while nil).
    open var placeholder: String? {
        didSet { searchTextField.placeholder = placeholder ?? "Search" }
    }

    /// A line of text shown above the field.
    open var prompt: String? {
        didSet {
            promptLabel.text = prompt
            promptLabel.isHidden = prompt == nil
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    // MARK: Buttons

    /// Whether the Cancel button shows beside the field.
    open var showsCancelButton: Bool {
        get { !cancelButton.isHidden }
        set { setShowsCancelButton(newValue, animated: false) }
    }

    /// Shows or hides the Cancel button, the field widening or narrowing, animated over 0.25 s when `animated`.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        guard showsCancelButton != self.showsCancelButton else { return }
        let change = { [self] in
            cancelButton.isHidden = !showsCancelButton
            layoutRows()
        }
        if animated { UIView.animate(withDuration: 0.25, animations: change) } else { UIView.performWithoutAnimation(change) }
    }

    /// Whether a bookmark button shows in the empty field.
    ///
    /// Difference from Apple: kept only, as are `showsSearchResultsButton` and the images of `setImage(_:for:state:)`;
    /// the field draws its own magnifying glass and clear button.
    open var showsBookmarkButton = false
    /// Whether a results list button shows in the field.
    open var showsSearchResultsButton = false
    /// Whether the results list button is selected.
    open var isSearchResultsButtonSelected = false
    /// Whether the field takes input.
    open var isEnabled: Bool {
        get { searchTextField.isEnabled }
        set { searchTextField.isEnabled = newValue; cancelButton.isEnabled = newValue; scopeBar.isEnabled = newValue }
    }

    // MARK: Scope bar

    /// The titles of the scope bar's buttons; the scope bar shows while `showsScopeBar` and there are titles.
    open var scopeButtonTitles: [String]? {
        didSet {
            scopeBar.removeAllSegments()
            for (index, title) in (scopeButtonTitles ?? []).enumerated() { scopeBar.insertSegment(withTitle: title, at: index, animated: false) }
            if let titles = scopeButtonTitles, titles.indices.contains(selectedScopeButtonIndex) {
                scopeBar.selectedSegmentIndex = selectedScopeButtonIndex
            }
            scopeLayoutChanged()
        }
    }

    /// The scope selected; setting it tells no delegate.
    open var selectedScopeButtonIndex = 0 {
        didSet {
            if scopeBar.numberOfSegments > selectedScopeButtonIndex { scopeBar.selectedSegmentIndex = selectedScopeButtonIndex }
        }
    }

    /// Whether the scope bar shows below the field.
    open var showsScopeBar = false { didSet { scopeLayoutChanged() } }

    /// Shows or hides the scope bar, animated when `animated`.
    open func setShowsScope(_ show: Bool, animated: Bool) {
        if animated {
            UIView.animate(withDuration: 0.25) { self.showsScopeBar = show; self.layoutIfNeeded() }
        } else {
            showsScopeBar = show
        }
    }

    private var showsScope: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }

    private func scopeLayoutChanged() {
        scopeBar.isHidden = !showsScope
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        searchController?.searchBarHeightChanged()
    }

    private func scopeChanged() {
        selectedScopeButtonIndex = scopeBar.selectedSegmentIndex
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: selectedScopeButtonIndex)
        searchController?.searchBarChanged()
    }

    // MARK: Look

    /// The bar's style: `minimal` draws no background behind the field.
    open var searchBarStyle: Style = .default { didSet { updateBackground() } }
    /// The legacy bar style.
    open var barStyle: UIBarStyle = .default { didSet { updateBackground() } }
    /// The background colour of the bar (the system's bar colour while nil).
    open var barTintColor: UIColor? {
        didSet {
            updateBackground()
            appearanceDidSet(\UISearchBar.barTintColor, barTintColor)
        }
    }
    /// Whether the background is translucent.
    open var isTranslucent = true
    /// An image drawn behind the bar instead of its colour.
    open var backgroundImage: UIImage? { didSet { updateBackground() } }
    /// An image drawn behind the scope bar.
    open var scopeBarBackgroundImage: UIImage?
    /// Where the field's background sits, moved from its place.
    open var searchFieldBackgroundPositionAdjustment = UIOffset.zero { didSet { setNeedsLayout() } }
    /// Where the text sits in the field, moved from its place.
    open var searchTextPositionAdjustment = UIOffset.zero
    private var icons: [Int: UIImage] = [:]

    /// Sets the image shown for `icon`.
    open func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {
        icons[icon.rawValue << 8 | Int(state.rawValue)] = iconImage
    }

    open func image(for icon: Icon, state: UIControl.State) -> UIImage? {
        icons[icon.rawValue << 8 | Int(state.rawValue)]
    }

    /// The view shown above the keyboard while the field is edited.
    override open var inputAccessoryView: UIView? {
        get { accessoryView }
        set { accessoryView = newValue }
    }
    private var accessoryView: UIView?

    open var barPosition: UIBarPosition { .any }

    private func updateBackground() {
        guard searchBarStyle != .minimal else { return backgroundColor = nil }
        backgroundColor = barTintColor ?? (barStyle == .default ? UIBarAppearance.defaultBackground : UIColor(white: 0.1, alpha: 1))
    }

    // MARK: Text input traits (the field's)

    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    open var spellCheckingType: UITextSpellCheckingType {
        get { searchTextField.spellCheckingType }
        set { searchTextField.spellCheckingType = newValue }
    }
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    open var keyboardAppearance: UIKeyboardAppearance {
        get { searchTextField.keyboardAppearance }
        set { searchTextField.keyboardAppearance = newValue }
    }
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    open var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically }
        set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }

    // MARK: Responder

    override open var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }
    override open var isFirstResponder: Bool { searchTextField.isFirstResponder }

    /// Starts editing the field.
    @discardableResult
    override open func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

    @discardableResult
    override open func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    // MARK: Layout

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: barHeight)
    }

    override open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: barHeight)
    }

    /// The prompt's, the field's and the scope bar's rows.
    var barHeight: CGFloat {
        (prompt == nil ? 0 : UINavigationBar.promptHeight) + fieldRowHeight + (showsScope ? Self.scopeRowHeight : 0)
    }

    /// The height of the field's row here.
    private var fieldRowHeight: CGFloat { superview is UINavigationBar ? 52 : Self.rowHeight }

    override open func layoutSubviews() {
        super.layoutSubviews()
        UIView.performWithoutAnimation { layoutRows() }
    }

    /// Places the prompt, the field with the Cancel button beside it, and the scope bar.
    func layoutRows() {
        let inset: CGFloat = superview is UINavigationBar ? 16 : 8
        var top: CGFloat = 0
        if prompt != nil {
            promptLabel.frame = CGRect(x: inset, y: 0, width: max(0, bounds.width - inset * 2), height: UINavigationBar.promptHeight)
            top += UINavigationBar.promptHeight
        }
        var fieldWidth = bounds.width - inset * 2
        if showsCancelButton {
            let cancelWidth = cancelButton.sizeThatFits(CGSize(width: bounds.width, height: Self.fieldHeight)).width
            fieldWidth -= cancelWidth + 8
            cancelButton.frame = CGRect(x: bounds.width - inset - cancelWidth, y: top + (fieldRowHeight - Self.fieldHeight) / 2,
                                        width: cancelWidth, height: Self.fieldHeight)
        }
        let adjust = searchFieldBackgroundPositionAdjustment
        searchTextField.frame = CGRect(x: inset + adjust.horizontal, y: top + (fieldRowHeight - Self.fieldHeight) / 2 + adjust.vertical,
                                       width: max(0, fieldWidth), height: Self.fieldHeight)
        top += fieldRowHeight
        scopeBar.frame = CGRect(x: inset, y: top, width: max(0, bounds.width - inset * 2), height: 32)
    }

    // MARK: What the field and the buttons tell

    func textDidChange() {
        delegate?.searchBar(self, textDidChange: text ?? "")
        searchController?.searchBarChanged()
    }

    func cancelClicked() {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.searchBarCancelled()
    }

    /// Escape in the field: as the Cancel button when it shows or a search controller is active.
    func cancelByEscape() -> Bool {
        guard showsCancelButton || searchController?.isActive == true else { return false }
        cancelClicked()
        return true
    }
}

/// The search field's delegate: it turns the field's questions into the search bar delegate's.
@MainActor
final class SearchFieldRelay: UITextFieldDelegate {
    unowned let bar: UISearchBar

    init(bar: UISearchBar) {
        self.bar = bar
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        bar.delegate?.searchBarShouldBeginEditing(bar) ?? true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        bar.delegate?.searchBarTextDidBeginEditing(bar)
        bar.searchController?.searchBarBeganEditing()
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        bar.delegate?.searchBarShouldEndEditing(bar) ?? true
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        bar.delegate?.searchBarTextDidEndEditing(bar)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        bar.delegate?.searchBarSearchButtonClicked(bar)
        return true
    }
}
