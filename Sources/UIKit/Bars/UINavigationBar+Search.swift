import QuartzCore

/// The top item's search bar, shown below the title row; while its search is active the title row slides up out of
/// the bar, leaving the search bar alone at the top.
extension UINavigationBar {
    /// The search bar shown now: the top item's search controller's.
    var shownSearchBar: UISearchBar? {
        subviews.lazy.compactMap { $0 as? UISearchBar }.first { $0 === self.topItem?.searchController?.searchBar }
    }

    /// Shows `item`'s search bar (taking out another item's).
    func showSearchBar(of item: UINavigationItem?) {
        let wanted = item?.searchController?.searchBar
        UIView.performWithoutAnimation {
            for case let bar as UISearchBar in subviews where bar !== wanted { bar.removeFromSuperview() }
            if let wanted, wanted.superview !== self { addSubview(wanted) }
        }
        isSearchActive = item?.searchController.map { $0.isActive && $0.hidesNavigationBarDuringPresentation } ?? false
        searchCollapse = 0
        superview?.setNeedsLayout()
    }

    /// Places the search bar below the title row (at the top while the search is active).
    func layoutSearchBar() {
        guard let bar = shownSearchBar else { return }
        bar.frame = CGRect(x: 0, y: isSearchActive ? 0 : titleRowHeight, width: bounds.width, height: max(0, bar.barHeight - searchCollapse))
        bar.clipsToBounds = searchCollapse > 0
        bar.alpha = 1 - min(1, 2 * searchCollapse / max(1, bar.barHeight))
        bar.backgroundColor = nil
    }

    /// The search hides or shows the title row; the bar's height follows when the navigation controller lays out.
    func setSearchActive(_ active: Bool) {
        isSearchActive = active
        searchCollapse = 0
        for case let content as NavigationBarContent in subviews {
            content.alpha = active ? 0 : 1
            content.frame = contentFrame
        }
        layoutSearchBar()
    }

    /// Folds the search bar away as the top controller's content scrolls `scrolled` points past its top (when its
    /// item `hidesSearchBarWhenScrolling`), up to the whole bar; true when the fold changed.
    func foldSearchBar(scrolled: CGFloat) -> Bool {
        guard let bar = shownSearchBar, let search = topItem?.searchController, topItem?.hidesSearchBarWhenScrolling == true,
              !search.isActive else { return false }
        let fold = min(max(0, scrolled), bar.barHeight)
        guard fold != searchCollapse else { return false }
        searchCollapse = fold
        return true
    }

    /// The search bar's height changed (its scope bar came or went): the navigation controller lays out again.
    func searchBarHeightChanged() {
        superview?.setNeedsLayout()
        setNeedsLayout()
    }
}
