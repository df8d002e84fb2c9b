import CoreImage
import CoreImage.CIFilterBuiltins
import UIKit
import XCTest

// iOS code that filters pictures with Core Image, as apps write it: a photo editing screen whose slider sets the
// chosen filter's intensity (the inputs looked up by key), and a QR code generator for a sharing screen.

/// A photo editor: the picture, an intensity slider, and the current filter applied whenever either changes.
final class PhotoFilterViewController: UIViewController {
    let imageView = UIImageView()
    let intensity = UISlider()
    let context = CIContext()
    var currentFilter: CIFilter = CIFilter.sepiaTone()
    var originalImage: UIImage? {
        didSet { applyProcessing() }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        imageView.contentMode = .scaleAspectFit
        imageView.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: view.bounds.height - 44)
        view.addSubview(imageView)
        intensity.frame = CGRect(x: 16, y: view.bounds.height - 40, width: view.bounds.width - 32, height: 32)
        intensity.value = 0.5
        intensity.addAction(UIAction { [weak self] _ in self?.applyProcessing() }, for: .valueChanged)
        view.addSubview(intensity)
    }

    func setFilter(_ filter: CIFilter) {
        currentFilter = filter
        applyProcessing()
    }

    func applyProcessing() {
        guard let originalImage = originalImage, let beginImage = CIImage(image: originalImage) else { return }
        currentFilter.setValue(beginImage, forKey: kCIInputImageKey)
        let inputKeys = currentFilter.inputKeys
        if inputKeys.contains(kCIInputIntensityKey) { currentFilter.setValue(intensity.value, forKey: kCIInputIntensityKey) }
        if inputKeys.contains(kCIInputRadiusKey) { currentFilter.setValue(intensity.value * 20, forKey: kCIInputRadiusKey) }
        if inputKeys.contains(kCIInputScaleKey) { currentFilter.setValue(intensity.value * 10, forKey: kCIInputScaleKey) }
        if inputKeys.contains(kCIInputCenterKey) {
            currentFilter.setValue(CIVector(x: originalImage.size.width / 2, y: originalImage.size.height / 2), forKey: kCIInputCenterKey)
        }
        guard let outputImage = currentFilter.outputImage,
              let cgImage = context.createCGImage(outputImage, from: beginImage.extent) else { return }
        imageView.image = UIImage(cgImage: cgImage)
    }
}

/// A QR code of a string, ten points a module (the sharing screen's code).
func generateQRCode(from string: String) -> UIImage {
    let context = CIContext()
    let filter = CIFilter.qrCodeGenerator()
    filter.message = Data(string.utf8)
    filter.correctionLevel = "H"
    if let outputImage = filter.outputImage {
        let scaled = outputImage.transformed(by: CGAffineTransform(scaleX: 10, y: 10))
        if let cgImage = context.createCGImage(scaled, from: scaled.extent) {
            return UIImage(cgImage: cgImage)
        }
    }
    return UIImage(systemName: "xmark.circle") ?? UIImage()
}

final class CoreImagePortabilityTests: XCTestCase {
    /// A 120×80 photo: a red left half and a pale blue right half.
    @MainActor
    func photo() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 120, height: 80), format: format).image { context in
            UIColor(red: 0.8, green: 0.2, blue: 0.2, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 60, height: 80))
            UIColor(red: 0.6, green: 0.8, blue: 1, alpha: 1).setFill()
            context.fill(CGRect(x: 60, y: 0, width: 60, height: 80))
        }
    }

    /// The red, green and blue bytes of a pixel of an image (row 0 at the top).
    @MainActor
    func rgb(_ image: UIImage?, _ x: Int, _ y: Int) -> [Int] {
        guard let word = image?.cgImage?.pixel(x: x, y: y) else { return [] }
        return [Int(word >> 16 & 0xFF), Int(word >> 8 & 0xFF), Int(word & 0xFF)]
    }

    func testThePhotoEditorAppliesSepiaThenABlurAsTheSliderMoves() {
        MainActor.assumeIsolated {
            let editor = PhotoFilterViewController()
            editor.view.frame = CGRect(x: 0, y: 0, width: 320, height: 300)
            editor.loadViewIfNeeded()
            editor.intensity.value = 1
            editor.originalImage = photo()
            let sepia = rgb(editor.imageView.image, 90, 40)
            XCTAssertEqual(editor.imageView.image?.size, CGSize(width: 120, height: 80))
            XCTAssertTrue(sepia[0] > sepia[1] && sepia[1] > sepia[2], "sepia warms the blue half: \(sepia)")

            editor.intensity.value = 0
            editor.applyProcessing()
            let original = rgb(editor.imageView.image, 90, 40)
            XCTAssertEqual(original, [153, 204, 255])

            editor.setFilter(CIFilter(name: "CIGaussianBlur")!)
            editor.intensity.value = 0.25
            editor.applyProcessing()
            let edge = rgb(editor.imageView.image, 59, 40)
            XCTAssertTrue(edge[2] > 51 && edge[2] < 255, "the blur mixes the halves at the edge: \(edge)")
            XCTAssertEqual(editor.imageView.image?.size, CGSize(width: 120, height: 80))
        }
    }

    func testUIImageOfACIImageDrawsItsPixels() {
        MainActor.assumeIsolated {
            let ciImage = CIImage(color: CIColor(red: 0, green: 0.6, blue: 0)).cropped(to: CGRect(x: 0, y: 0, width: 30, height: 20))
            let image = UIImage(ciImage: ciImage)
            XCTAssertTrue(image.ciImage === ciImage)
            XCTAssertEqual(image.size, CGSize(width: 30, height: 20))
            let drawn = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20)).image { _ in image.draw(at: .zero) }
            XCTAssertEqual(rgb(UIImage(cgImage: drawn.cgImage!), 15, 10), [0, 153, 0])
            XCTAssertEqual(CIImage(image: image)?.extent, ciImage.extent)
        }
    }

    func testTheQRCodeIsTenPixelsAModuleWithDarkFinderPatterns() {
        MainActor.assumeIsolated {
            let code = generateQRCode(from: "https://example.com/invite/42")
            let side = Int(code.size.width)
            XCTAssertEqual(side % 10, 0)
            XCTAssertEqual(code.size.width, code.size.height)
            // Margin one module (white); the top-left finder's corner and core dark, its inner ring light. Scaling
            // samples between module centres, as on iOS, so a module's pixels mix a little of their neighbours.
            let dark = { (x: Int, y: Int) in self.rgb(code, x, y).allSatisfy { $0 < 40 } }
            let light = { (x: Int, y: Int) in self.rgb(code, x, y).allSatisfy { $0 > 215 } }
            XCTAssertTrue(light(5, 5))
            XCTAssertTrue(dark(15, 15))
            XCTAssertTrue(dark(45, 45))
            XCTAssertTrue(light(25, 25))
            XCTAssertTrue(light(25, 45))
        }
    }
}
