@testable import UIKit

/// A laid-out tab bar of three items (the second selected, the third disabled) and its tab buttons.
@MainActor
final class TabBarRig {
    let bar: UITabBar
    let items = [
        UITabBarItem(title: "One", image: UIImage(systemName: "star"), tag: 0),
        UITabBarItem(title: "Two", image: UIImage(systemName: "clock"), tag: 1),
        UITabBarItem(title: "Three", image: UIImage(systemName: "gear"), tag: 2),
    ]

    init(width: CGFloat = 320) {
        bar = UITabBar(frame: CGRect(x: 0, y: 0, width: width, height: 49))
        items[2].isEnabled = false
        bar.setItems(items, animated: false)
        bar.selectedItem = items[1]
        bar.layoutIfNeeded()
    }

    /// The buttons, in the items' order.
    var buttons: [TabBarButton] { bar.subviews.compactMap { $0 as? TabBarButton } }

    func button(_ index: Int) -> TabBarButton {
        bar.layoutIfNeeded()
        return buttons[index]
    }
}
