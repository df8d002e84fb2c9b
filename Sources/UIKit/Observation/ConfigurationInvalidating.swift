import Foundation

/// A view with a configuration UIKit updates (`updateConfiguration`, `configurationUpdateHandler`): what a change of
/// a property read there invalidates.
@MainActor
protocol ConfigurationInvalidating: AnyObject {
    func setNeedsUpdateConfiguration()
}

extension UITableViewCell: ConfigurationInvalidating {}
extension UICollectionViewCell: ConfigurationInvalidating {}
extension UIButton: ConfigurationInvalidating {}
