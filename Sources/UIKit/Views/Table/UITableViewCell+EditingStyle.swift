extension UITableViewCell {
    /// What editing a row offers: nothing, deleting it, or inserting one.
    public enum EditingStyle: Int, Sendable {
        case none = 0
        case delete = 1
        case insert = 2
    }

    /// The standard views at a cell's trailing side.
    public enum AccessoryType: Int, Sendable {
        case none = 0
        /// A chevron: the row leads somewhere.
        case disclosureIndicator = 1
        /// An info button and a chevron; tapping the button tells the delegate `accessoryButtonTappedForRowWith`.
        case detailDisclosureButton = 2
        case checkmark = 3
        /// An info button alone.
        case detailButton = 4
    }

    /// The lines between a table's rows.
    public enum SeparatorStyle: Int, Sendable {
        case none = 0
        case singleLine = 1
        /// Drawn as a single line.
        case singleLineEtched = 2
    }

    /// The separator inset a cell has until it is given its own: the table's applies.
    static let unsetSeparatorInset = UIEdgeInsets(top: 0, left: -1, bottom: 0, right: -1)
}
