extension UITableViewCell {
    /// What editing a row offers: nothing, deleting it, or inserting one.
    public enum EditingStyle: Int, Sendable {
        case none = 0
        case delete = 1
        case insert = 2
    }
}
