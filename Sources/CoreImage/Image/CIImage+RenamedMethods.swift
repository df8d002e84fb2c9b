import CoreGraphics
import Foundation

/// The Swift 3 names of `CIImage`'s methods, which older iOS code still calls; deprecated there as here.
extension CIImage {
    @available(*, deprecated, renamed: "transformed(by:)")
    public func applying(_ matrix: CGAffineTransform) -> CIImage { transformed(by: matrix) }

    @available(*, deprecated, renamed: "cropped(to:)")
    public func cropping(to rect: CGRect) -> CIImage { cropped(to: rect) }

    @available(*, deprecated, renamed: "applyingFilter(_:parameters:)")
    public func applyingFilter(_ filterName: String, withInputParameters params: [String: Any]?) -> CIImage {
        applyingFilter(filterName, parameters: params ?? [:])
    }

    @available(*, deprecated, renamed: "oriented(forExifOrientation:)")
    public func applyingOrientation(_ orientation: Int32) -> CIImage { oriented(forExifOrientation: orientation) }
}

extension CIFilter {
    /// The Swift 3 name of `init(name:parameters:)`.
    @available(*, deprecated, renamed: "init(name:parameters:)")
    public convenience init?(name: String, withInputParameters params: [String: Any]?) {
        self.init(name: name, parameters: params)
    }
}
