import Foundation

/// How a proxy of each UIKit class is made: an instance of the class, made plainly (a proxy records what is set on
/// it and shows nothing). A class not listed gets a proxy of its nearest listed superclass.
@MainActor
enum AppearanceProxyFactories {
    static let byClass: [ObjectIdentifier: @MainActor () -> AnyObject] = {
        var table: [ObjectIdentifier: @MainActor () -> AnyObject] = [:]
        func add(_ type: AnyClass, _ make: @escaping @MainActor () -> AnyObject) { table[ObjectIdentifier(type)] = make }
        add(UIView.self) { UIView(frame: .zero) }
        add(UILabel.self) { UILabel(frame: .zero) }
        add(UIButton.self) { UIButton(frame: .zero) }
        add(UIImageView.self) { UIImageView(frame: .zero) }
        add(UIControl.self) { UIControl(frame: .zero) }
        add(UINavigationBar.self) { UINavigationBar(frame: .zero) }
        add(UITabBar.self) { UITabBar(frame: .zero) }
        add(UIToolbar.self) { UIToolbar(frame: .zero) }
        add(UISearchBar.self) { UISearchBar(frame: .zero) }
        add(UISwitch.self) { UISwitch(frame: .zero) }
        add(UISlider.self) { UISlider(frame: .zero) }
        add(UIProgressView.self) { UIProgressView(frame: .zero) }
        add(UISegmentedControl.self) { UISegmentedControl(frame: .zero) }
        add(UIPageControl.self) { UIPageControl(frame: .zero) }
        add(UIStepper.self) { UIStepper(frame: .zero) }
        add(UIActivityIndicatorView.self) { UIActivityIndicatorView(frame: .zero) }
        add(UITextField.self) { UITextField(frame: .zero) }
        add(UISearchTextField.self) { UISearchTextField(frame: .zero) }
        add(UITextView.self) { UITextView(frame: .zero) }
        add(UIScrollView.self) { UIScrollView(frame: .zero) }
        add(UITableView.self) { UITableView(frame: .zero, style: .plain) }
        add(UITableViewCell.self) { UITableViewCell(style: .default, reuseIdentifier: nil) }
        add(UITableViewHeaderFooterView.self) { UITableViewHeaderFooterView(frame: .zero) }
        add(UICollectionView.self) { UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()) }
        add(UICollectionReusableView.self) { UICollectionReusableView(frame: .zero) }
        add(UICollectionViewCell.self) { UICollectionViewCell(frame: .zero) }
        add(UICollectionViewListCell.self) { UICollectionViewListCell(frame: .zero) }
        add(UIStackView.self) { UIStackView(frame: .zero) }
        add(UIRefreshControl.self) { UIRefreshControl() }
        add(UIVisualEffectView.self) { UIVisualEffectView(effect: nil) }
        add(UIDatePicker.self) { UIDatePicker(frame: .zero) }
        add(UIPickerView.self) { UIPickerView(frame: .zero) }
        add(UIBarItem.self) { UIBarItem() }
        add(UIBarButtonItem.self) { UIBarButtonItem() }
        add(UITabBarItem.self) { UITabBarItem() }
        return table
    }()
}
