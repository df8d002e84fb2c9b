import Foundation

/// Cells and header-footer views registered by nib: each is made of the class named like the nib (see `UINib`) and
/// told `awakeFromNib()`, as a cell loaded from its nib is.
extension UITableView {
    /// A new cell made from the nib registered for `identifier`, if one is (a plain cell when its class is unknown).
    func nibCell(_ identifier: String) -> UITableViewCell? {
        guard let nib = cellNibs[identifier] else { return nil }
        let cellClass = nib.registeredClass(UITableViewCell.Type.self, near: [dataSource, tableDelegate]) ?? UITableViewCell.self
        let cell = cellClass.init()
        cell.reuseIdentifier = identifier
        cell.awakeFromNib()
        return cell
    }

    /// A new header or footer view made from the nib registered for `identifier`, if one is.
    func nibHeaderFooterView(_ identifier: String) -> UITableViewHeaderFooterView? {
        guard let nib = headerFooterNibs[identifier] else { return nil }
        let viewClass = nib.registeredClass(UITableViewHeaderFooterView.Type.self, near: [dataSource, tableDelegate])
            ?? UITableViewHeaderFooterView.self
        let view = viewClass.init()
        view.reuseIdentifier = identifier
        view.awakeFromNib()
        return view
    }
}
