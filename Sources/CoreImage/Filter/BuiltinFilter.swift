import CoreGraphics
import Foundation

/// The filters `CIFilter.gaussianBlur()` and its kin make: a built-in filter whose inputs are also typed properties;
/// one class serves every typed filter, so it conforms to all their protocols at once.
final class BuiltinFilter: CIFilter, CIGaussianBlur, CIBoxBlur, CIDiscBlur, CIMotionBlur, CIColorControls, CIExposureAdjust, CIHueAdjust, CIColorMatrix, CIColorInvert, CIColorMonochrome, CISepiaTone, CIPhotoEffect, CIVignette, CIVignetteEffect, CIPixellate, CICompositeOperation, CILanczosScaleTransform, CIAffineClamp, CILinearGradient, CIRadialGradient, CICheckerboardGenerator, CIQRCodeGenerator {
    /// The built-in filter of that name, which the registry holds.
    static func named(_ name: String) -> BuiltinFilter {
        BuiltinFilter(definition: FilterRegistry.definitions[name]!)
    }

    var inputImage: CIImage? {
        get { image(kCIInputImageKey) }
        set { setValue(newValue, forKey: kCIInputImageKey) }
    }

    var radius: Float {
        get { float("inputRadius") }
        set { setValue(NSNumber(value: newValue), forKey: "inputRadius") }
    }

    var angle: Float {
        get { float("inputAngle") }
        set { setValue(NSNumber(value: newValue), forKey: "inputAngle") }
    }

    var saturation: Float {
        get { float("inputSaturation") }
        set { setValue(NSNumber(value: newValue), forKey: "inputSaturation") }
    }

    var brightness: Float {
        get { float("inputBrightness") }
        set { setValue(NSNumber(value: newValue), forKey: "inputBrightness") }
    }

    var contrast: Float {
        get { float("inputContrast") }
        set { setValue(NSNumber(value: newValue), forKey: "inputContrast") }
    }

    var ev: Float {
        get { float("inputEV") }
        set { setValue(NSNumber(value: newValue), forKey: "inputEV") }
    }

    var rVector: CIVector {
        get { vector("inputRVector") }
        set { setValue(newValue, forKey: "inputRVector") }
    }

    var gVector: CIVector {
        get { vector("inputGVector") }
        set { setValue(newValue, forKey: "inputGVector") }
    }

    var bVector: CIVector {
        get { vector("inputBVector") }
        set { setValue(newValue, forKey: "inputBVector") }
    }

    var aVector: CIVector {
        get { vector("inputAVector") }
        set { setValue(newValue, forKey: "inputAVector") }
    }

    var biasVector: CIVector {
        get { vector("inputBiasVector") }
        set { setValue(newValue, forKey: "inputBiasVector") }
    }

    var color: CIColor {
        get { color("inputColor") }
        set { setValue(newValue, forKey: "inputColor") }
    }

    var intensity: Float {
        get { float("inputIntensity") }
        set { setValue(NSNumber(value: newValue), forKey: "inputIntensity") }
    }

    var extrapolate: Bool {
        get { float("inputExtrapolate") != 0 }
        set { setValue(NSNumber(value: newValue), forKey: "inputExtrapolate") }
    }

    var center: CGPoint {
        get { point("inputCenter") }
        set { setValue(CIVector(cgPoint: newValue), forKey: "inputCenter") }
    }

    var falloff: Float {
        get { float("inputFalloff") }
        set { setValue(NSNumber(value: newValue), forKey: "inputFalloff") }
    }

    var scale: Float {
        get { float("inputScale") }
        set { setValue(NSNumber(value: newValue), forKey: "inputScale") }
    }

    var backgroundImage: CIImage? {
        get { image(kCIInputBackgroundImageKey) }
        set { setValue(newValue, forKey: kCIInputBackgroundImageKey) }
    }

    var aspectRatio: Float {
        get { float("inputAspectRatio") }
        set { setValue(NSNumber(value: newValue), forKey: "inputAspectRatio") }
    }

    var transform: CGAffineTransform {
        get { transform("inputTransform") }
        set { setValue(newValue, forKey: "inputTransform") }
    }

    var point0: CGPoint {
        get { point("inputPoint0") }
        set { setValue(CIVector(cgPoint: newValue), forKey: "inputPoint0") }
    }

    var point1: CGPoint {
        get { point("inputPoint1") }
        set { setValue(CIVector(cgPoint: newValue), forKey: "inputPoint1") }
    }

    var color0: CIColor {
        get { color("inputColor0") }
        set { setValue(newValue, forKey: "inputColor0") }
    }

    var color1: CIColor {
        get { color("inputColor1") }
        set { setValue(newValue, forKey: "inputColor1") }
    }

    var radius0: Float {
        get { float("inputRadius0") }
        set { setValue(NSNumber(value: newValue), forKey: "inputRadius0") }
    }

    var radius1: Float {
        get { float("inputRadius1") }
        set { setValue(NSNumber(value: newValue), forKey: "inputRadius1") }
    }

    var width: Float {
        get { float("inputWidth") }
        set { setValue(NSNumber(value: newValue), forKey: "inputWidth") }
    }

    var sharpness: Float {
        get { float("inputSharpness") }
        set { setValue(NSNumber(value: newValue), forKey: "inputSharpness") }
    }

    var message: Data {
        get { data("inputMessage") }
        set { setValue(newValue, forKey: "inputMessage") }
    }

    var correctionLevel: String {
        get { string("inputCorrectionLevel") }
        set { setValue(newValue, forKey: "inputCorrectionLevel") }
    }

    private var values: FilterValues { FilterValues(values: inputValues) }
    private func image(_ key: String) -> CIImage? { values.image(key) }
    private func float(_ key: String) -> Float { Float(FilterValues.double(inputValues[key]) ?? 0) }
    private func point(_ key: String) -> CGPoint { values.point(key) ?? .zero }
    private func vector(_ key: String) -> CIVector { values.vector(key) ?? CIVector(x: 0, y: 0, z: 0, w: 0) }
    private func color(_ key: String) -> CIColor { values.color(key) ?? .clear }
    private func data(_ key: String) -> Data { values.data(key) ?? Data() }
    private func string(_ key: String) -> String { values.string(key) ?? "" }
    private func transform(_ key: String) -> CGAffineTransform { values.transform(key) ?? .identity }
}
