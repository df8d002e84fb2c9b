extension UITableViewCell {
    /// What editing a row does: nothing, delete it or insert one.
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }
}
