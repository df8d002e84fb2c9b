import CoreGraphics
import Foundation

extension CIImage {
    /// The output of the named filter with this image as its `inputImage` and the other inputs given (defaults for
    /// the rest); an empty image when the filter is unknown or its inputs make no image.
    public func applyingFilter(_ filterName: String, parameters params: [String: Any]) -> CIImage {
        guard let filter = CIFilter(name: filterName) else { return .empty() }
        filter.setValue(self, forKey: kCIInputImageKey)
        for (key, value) in params { filter.setValue(value, forKey: key) }
        return filter.outputImage ?? .empty()
    }

    /// `applyingFilter(_:parameters:)` with only the image.
    public func applyingFilter(_ filterName: String) -> CIImage { applyingFilter(filterName, parameters: [:]) }

    /// A Gaussian blur of standard deviation `sigma`, its extent grown by three deviations; a NaN, infinite or
    /// negative sigma gives an empty image.
    public func applyingGaussianBlur(sigma: Double) -> CIImage {
        guard sigma.isFinite, sigma >= 0 else { return .empty() }
        return applyingFilter("CIGaussianBlur", parameters: [kCIInputRadiusKey: sigma])
    }

    /// This image over `dest` (source-over compositing).
    public func composited(over dest: CIImage) -> CIImage {
        CIImage(node: CompositeNode(source: node, background: dest.node, combine: Compositing.sourceOver))
    }

    /// The image with its alpha set to one inside `rect` (and the rest left as it is).
    public func settingAlphaOne(in extent: CGRect) -> CIImage {
        guard !extent.hasNaN, let inside = PixelRect(covering: extent) else { return self }
        let area = inside.cgRect
        return CIImage(node: PixelMapNode(input: node, extent: self.extent) { c, x, y, _ in
            area.contains(CGPoint(x: x, y: y)) ? SIMD4(c.x * c.w, c.y * c.w, c.z * c.w, 1) : c
        })
    }
}
