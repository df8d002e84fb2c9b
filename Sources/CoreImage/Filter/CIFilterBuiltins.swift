import CoreGraphics
import Foundation

/// What every filter answers: its output image, and the attributes a subclass describes itself with (a class
/// protocol, as Objective-C's, so a typed filter held in a `let` takes new input values).
///
/// Difference from Apple: one class serves every typed filter, so `CIFilter.sepiaTone() is CIGaussianBlur` is true.
public protocol CIFilterProtocol: AnyObject {
    var outputImage: CIImage? { get }
    static func customAttributes() -> [String: Any]?
}

extension CIFilterProtocol {
    /// No attributes of its own.
    public static func customAttributes() -> [String: Any]? { nil }
}

/// The inputs of a Gaussian blur (`import CoreImage.CIFilterBuiltins`).
public protocol CIGaussianBlur: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
}

/// The inputs of a box blur (`import CoreImage.CIFilterBuiltins`).
public protocol CIBoxBlur: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
}

/// The inputs of a disc blur (`import CoreImage.CIFilterBuiltins`).
public protocol CIDiscBlur: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
}

/// The inputs of a motion blur (`import CoreImage.CIFilterBuiltins`).
public protocol CIMotionBlur: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
    var angle: Float { get set }
}

/// The inputs of saturation, brightness and contrast (`import CoreImage.CIFilterBuiltins`).
public protocol CIColorControls: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var saturation: Float { get set }
    var brightness: Float { get set }
    var contrast: Float { get set }
}

/// The inputs of an exposure change in stops (`import CoreImage.CIFilterBuiltins`).
public protocol CIExposureAdjust: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var ev: Float { get set }
}

/// The inputs of a turn of the hue (`import CoreImage.CIFilterBuiltins`).
public protocol CIHueAdjust: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var angle: Float { get set }
}

/// The inputs of a colour matrix (`import CoreImage.CIFilterBuiltins`).
public protocol CIColorMatrix: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var rVector: CIVector { get set }
    var gVector: CIVector { get set }
    var bVector: CIVector { get set }
    var aVector: CIVector { get set }
    var biasVector: CIVector { get set }
}

/// The inputs of inverted colours (`import CoreImage.CIFilterBuiltins`).
public protocol CIColorInvert: CIFilterProtocol {
    var inputImage: CIImage? { get set }
}

/// The inputs of one tinted colour (`import CoreImage.CIFilterBuiltins`).
public protocol CIColorMonochrome: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var color: CIColor { get set }
    var intensity: Float { get set }
}

/// The inputs of sepia toning (`import CoreImage.CIFilterBuiltins`).
public protocol CISepiaTone: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var intensity: Float { get set }
}

/// The inputs of one of the Photos app's effects (`import CoreImage.CIFilterBuiltins`).
///
/// Difference from Apple: the effects are curves written to resemble Apple's colour cubes, which it does not
/// publish, so their pixels differ from an iPhone's; `extrapolate` changes nothing.
public protocol CIPhotoEffect: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var extrapolate: Bool { get set }
}

/// The inputs of darkened edges (`import CoreImage.CIFilterBuiltins`).
///
/// Difference from Apple: the darkening is written afresh (the distance from the middle raised to 2 / radius,
/// times the intensity), not Apple's own curve.
public protocol CIVignette: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var intensity: Float { get set }
    var radius: Float { get set }
}

/// The inputs of a vignette about a point (`import CoreImage.CIFilterBuiltins`).
///
/// Difference from Apple: the falloff is a smooth step from radius × (1 − falloff) to the radius, not Apple's curve.
public protocol CIVignetteEffect: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var center: CGPoint { get set }
    var radius: Float { get set }
    var intensity: Float { get set }
    var falloff: Float { get set }
}

/// The inputs of square cells (`import CoreImage.CIFilterBuiltins`).
public protocol CIPixellate: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var center: CGPoint { get set }
    var scale: Float { get set }
}

/// The inputs of a compositing operator or blend mode (`import CoreImage.CIFilterBuiltins`).
public protocol CICompositeOperation: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var backgroundImage: CIImage? { get set }
}

/// The inputs of a high-quality scale (`import CoreImage.CIFilterBuiltins`).
public protocol CILanczosScaleTransform: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var scale: Float { get set }
    var aspectRatio: Float { get set }
}

/// The inputs of a clamp then a transform (`import CoreImage.CIFilterBuiltins`).
public protocol CIAffineClamp: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var transform: CGAffineTransform { get set }
}

/// The inputs of a linear gradient (`import CoreImage.CIFilterBuiltins`).
public protocol CILinearGradient: CIFilterProtocol {
    var point0: CGPoint { get set }
    var point1: CGPoint { get set }
    var color0: CIColor { get set }
    var color1: CIColor { get set }
}

/// The inputs of a radial gradient (`import CoreImage.CIFilterBuiltins`).
public protocol CIRadialGradient: CIFilterProtocol {
    var center: CGPoint { get set }
    var radius0: Float { get set }
    var radius1: Float { get set }
    var color0: CIColor { get set }
    var color1: CIColor { get set }
}

/// The inputs of a checkerboard (`import CoreImage.CIFilterBuiltins`).
///
/// Difference from Apple: `sharpness` is not applied; the squares' edges are always hard.
public protocol CICheckerboardGenerator: CIFilterProtocol {
    var center: CGPoint { get set }
    var color0: CIColor { get set }
    var color1: CIColor { get set }
    var width: Float { get set }
    var sharpness: Float { get set }
}

/// The inputs of a QR code (`import CoreImage.CIFilterBuiltins`).
public protocol CIQRCodeGenerator: CIFilterProtocol {
    var message: Data { get set }
    var correctionLevel: String { get set }
}
