import Foundation

/// The find navigator: a bar at the foot of the window with the query field, the result count, previous and next
/// buttons and Done, and a second row with the replacement field, Replace and All while replacing. It slides in and
/// out on the context's clock.
@MainActor
final class FindNavigatorView: UIView, UITextFieldDelegate {
    private unowned let interaction: UIFindInteraction
    let queryField = UITextField()
    let replacementField = UITextField()
    let countLabel = UILabel()
    let previousButton = UIButton(type: .system)
    let nextButton = UIButton(type: .system)
    let doneButton = UIButton(type: .system)
    let replaceButton = UIButton(type: .system)
    let replaceAllButton = UIButton(type: .system)

    static let rowHeight: CGFloat = 44
    static let slideDuration: TimeInterval = 0.25

    /// Whether the replacement row shows.
    var showsReplace = false {
        didSet {
            guard showsReplace != oldValue else { return }
            replacementField.isHidden = !showsReplace
            replaceButton.isHidden = !showsReplace
            replaceAllButton.isHidden = !showsReplace
            placeInWindow()
        }
    }

    init(interaction: UIFindInteraction) {
        self.interaction = interaction
        super.init(frame: .zero)
        backgroundColor = .secondarySystemBackground
        // At the window's foot, its full width, as the window resizes.
        autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        queryField.placeholder = "Find"
        queryField.borderStyle = .roundedRect
        queryField.clearButtonMode = .whileEditing
        queryField.returnKeyType = .search
        queryField.text = interaction.searchText
        queryField.delegate = self
        queryField.addAction(UIAction { [unowned self] _ in self.interaction.searchText = self.queryField.text }, for: .editingChanged)
        replacementField.placeholder = "Replace"
        replacementField.borderStyle = .roundedRect
        replacementField.text = interaction.replacementText
        replacementField.delegate = self
        replacementField.addAction(UIAction { [unowned self] _ in self.interaction.replacementText = self.replacementField.text }, for: .editingChanged)
        countLabel.font = .systemFont(ofSize: 13)
        countLabel.textColor = .secondaryLabel
        countLabel.textAlignment = .center
        for (button, title, action) in [
            (previousButton, "‹", { [unowned self] in self.interaction.findPrevious() }),
            (nextButton, "›", { [unowned self] in self.interaction.findNext() }),
            (doneButton, "Done", { [unowned self] in self.interaction.dismissFindNavigator() }),
            (replaceButton, "Replace", { [unowned self] in self.interaction.replace(all: false) }),
            (replaceAllButton, "All", { [unowned self] in self.interaction.replace(all: true) }),
        ] as [(UIButton, String, () -> Void)] {
            button.setTitle(title, for: .normal)
            button.addAction(UIAction { _ in action() }, for: .touchUpInside)
        }
        previousButton.accessibilityLabel = "Previous result"
        nextButton.accessibilityLabel = "Next result"
        for view in [queryField, countLabel, previousButton, nextButton, doneButton, replacementField, replaceButton, replaceAllButton] as [UIView] {
            addSubview(view)
        }
        replacementField.isHidden = true
        replaceButton.isHidden = true
        replaceAllButton.isHidden = true
        showCount()
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Slides in from under the window's foot.
    func present(in window: UIWindow) {
        UIView.performWithoutAnimation {
            window.addSubview(self)
            placeInWindow()
            frame.origin.y = window.bounds.maxY
            layoutIfNeeded()
        }
        UIView.animate(withDuration: Self.slideDuration) { self.placeInWindow() }
    }

    /// Slides out and leaves the window.
    func dismiss() {
        guard let window else { return removeFromSuperview() }
        queryField.resignFirstResponder()
        replacementField.resignFirstResponder()
        UIView.animate(withDuration: Self.slideDuration, animations: {
            self.frame.origin.y = window.bounds.maxY
        }, completion: { _ in self.removeFromSuperview() })
    }

    /// The bar's frame at the window's foot, one row or two high.
    private func placeInWindow() {
        guard let window else { return }
        let height = Self.rowHeight * (showsReplace ? 2 : 1) + window.safeAreaInsets.bottom
        frame = CGRect(x: 0, y: window.bounds.maxY - height, width: window.bounds.width, height: height)
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let margin: CGFloat = 12, row = Self.rowHeight, buttonWidth: CGFloat = 36, doneWidth: CGFloat = 60, countWidth: CGFloat = 80
        let fieldWidth = max(0, bounds.width - margin * 3 - buttonWidth * 2 - doneWidth - countWidth)
        queryField.frame = CGRect(x: margin, y: 7, width: fieldWidth, height: row - 14)
        countLabel.frame = CGRect(x: queryField.frame.maxX, y: 0, width: countWidth, height: row)
        previousButton.frame = CGRect(x: countLabel.frame.maxX, y: 0, width: buttonWidth, height: row)
        nextButton.frame = CGRect(x: previousButton.frame.maxX, y: 0, width: buttonWidth, height: row)
        doneButton.frame = CGRect(x: nextButton.frame.maxX + margin, y: 0, width: doneWidth, height: row)
        replacementField.frame = CGRect(x: margin, y: row + 7, width: fieldWidth, height: row - 14)
        replaceButton.frame = CGRect(x: replacementField.frame.maxX + margin, y: row, width: countWidth, height: row)
        replaceAllButton.frame = CGRect(x: replaceButton.frame.maxX, y: row, width: buttonWidth * 2, height: row)
    }

    /// The query changed (typed, or set by the app): search again.
    func queryChanged() {
        if queryField.text != interaction.searchText { queryField.text = interaction.searchText }
        interaction.searchAgain()
    }

    func focusQuery() {
        _ = queryField.becomeFirstResponder()
        queryField.selectAll(nil)
    }

    /// "2 of 5", "5 matches" or nothing, as the session's display style says; buttons enabled while there are results.
    func showCount() {
        let session = interaction.activeFindSession
        let count = session?.resultCount ?? 0
        let index = session?.highlightedResultIndex ?? NSNotFound
        let hasQuery = !(interaction.searchText ?? "").isEmpty
        switch session?.searchResultDisplayStyle ?? .none {
        case .currentAndTotal where hasQuery:
            countLabel.text = count == 0 ? "No matches" : index == NSNotFound ? "\(count)" : "\(index + 1) of \(count)"
        case .total where hasQuery:
            countLabel.text = count == 0 ? "No matches" : count == 1 ? "1 match" : "\(count) matches"
        default:
            countLabel.text = nil
        }
        previousButton.isEnabled = count > 0
        nextButton.isEnabled = count > 0
        replaceButton.isEnabled = session?.allowsReplacementForCurrentlyHighlightedResult ?? false
        replaceAllButton.isEnabled = count > 0 && (session?.supportsReplacement ?? false)
    }

    // MARK: Keys

    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(input: "\r", modifierFlags: .shift, action: "findPrevious:"),
            UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: "dismissFindNavigator:"),
        ]
    }

    override func findNext(_ sender: Any?) { interaction.findNext() }
    override func findPrevious(_ sender: Any?) { interaction.findPrevious() }
    override func find(_ sender: Any?) { focusQuery() }
    override func findAndReplace(_ sender: Any?) {
        showsReplace = interaction.activeFindSession?.supportsReplacement ?? false
        _ = replacementField.becomeFirstResponder()
    }

    override func performAction(_ action: Selector, withSender sender: Any?) -> Bool {
        guard action.name == "dismissFindNavigator:" else { return super.performAction(action, withSender: sender) }
        interaction.dismissFindNavigator()
        return true
    }

    /// Return in the query field goes to the next result; in the replacement field it replaces.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === replacementField { interaction.replace(all: false) } else { interaction.findNext() }
        return false
    }
}
