import QuartzCore
@testable import UIKit
import XCTest

/// UIImageAsset: the image registered for the traits closest to those asked for, registering and unregistering,
/// and an image view showing an asset's image for its own traits as they change.
final class ImageAssetTests: XCTestCase {
    @MainActor
    private static func swatch(_ color: UIColor, scale: CGFloat = 1) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
    }

    func testTheMostParticularFittingImageAnswers() {
        onMainActor {
            let asset = UIImageAsset()
            XCTAssertNil(asset.image(with: UITraitCollection()).cgImage, "none registered: an empty image")
            let any = Self.swatch(.gray), light = Self.swatch(.white), dark = Self.swatch(.black), dark2x = Self.swatch(.darkGray, scale: 2)
            asset.register(any, with: UITraitCollection())
            asset.register(light, with: UITraitCollection(userInterfaceStyle: .light))
            asset.register(dark, with: UITraitCollection(userInterfaceStyle: .dark))
            asset.register(dark2x, with: UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 2)]))
            XCTAssertTrue(dark.imageAsset === asset)
            XCTAssertTrue(asset.image(with: UITraitCollection(userInterfaceStyle: .light)).cgImage === light.cgImage)
            XCTAssertTrue(asset.image(with: UITraitCollection(userInterfaceStyle: .dark)).cgImage === dark.cgImage)
            let darkRetina = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 2)])
            XCTAssertTrue(asset.image(with: darkRetina).cgImage === dark2x.cgImage, "style and scale beat style alone")
            XCTAssertTrue(asset.image(with: UITraitCollection(displayScale: 3)).cgImage === any.cgImage, "only the unspecified one fits")
            XCTAssertTrue(asset.image(with: darkRetina).imageAsset === asset)

            asset.unregisterImage(with: UITraitCollection(userInterfaceStyle: .dark))
            XCTAssertTrue(asset.image(with: UITraitCollection(userInterfaceStyle: .dark)).cgImage === any.cgImage)
            let black = Self.swatch(.black)
            asset.register(black, with: UIImage.SymbolConfiguration.unspecified.withTraitCollection(UITraitCollection(userInterfaceStyle: .dark)))
            XCTAssertTrue(asset.image(with: UIImage.SymbolConfiguration.unspecified.withTraitCollection(UITraitCollection(userInterfaceStyle: .dark))).cgImage === black.cgImage)
            asset.unregisterImage(with: UIImage.SymbolConfiguration.unspecified.withTraitCollection(UITraitCollection(userInterfaceStyle: .dark)))
            asset.register(light, with: UITraitCollection(userInterfaceStyle: .light))
            XCTAssertTrue(asset.image(with: UITraitCollection(userInterfaceStyle: .light)).cgImage === light.cgImage, "registering again replaces")
            XCTAssertNil(Self.swatch(.red).imageAsset)
        }
    }

    func testAnImageViewShowsTheImageForItsTraits() {
        onMainActor {
            _ = installManualClock()
            let asset = UIImageAsset()
            let light = Self.swatch(.white), dark = Self.swatch(.black)
            asset.register(light, with: UITraitCollection(userInterfaceStyle: .light))
            asset.register(dark, with: UITraitCollection(userInterfaceStyle: .dark))
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.overrideUserInterfaceStyle = .light
            let imageView = UIImageView(image: asset.image(with: UITraitCollection(userInterfaceStyle: .light)))
            window.addSubview(imageView)
            XCTAssertTrue((imageView.layer.contents as AnyObject?) === light.cgImage)
            imageView.overrideUserInterfaceStyle = .dark
            XCTAssertTrue((imageView.layer.contents as AnyObject?) === dark.cgImage, "the dark image once the view is dark")
            window.overrideUserInterfaceStyle = .dark
            imageView.overrideUserInterfaceStyle = .unspecified
            XCTAssertTrue((imageView.layer.contents as AnyObject?) === dark.cgImage)
            window.overrideUserInterfaceStyle = .light
            XCTAssertTrue((imageView.layer.contents as AnyObject?) === light.cgImage, "and back")
        }
    }
}
