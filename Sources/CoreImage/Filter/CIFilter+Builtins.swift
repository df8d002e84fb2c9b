import Foundation

/// The typed filters of iOS 13 (`import CoreImage.CIFilterBuiltins`): each a built-in filter at its defaults whose
/// inputs are properties.
extension CIFilter {
    public class func gaussianBlur() -> CIFilter & CIGaussianBlur { BuiltinFilter.named("CIGaussianBlur") }
    public class func boxBlur() -> CIFilter & CIBoxBlur { BuiltinFilter.named("CIBoxBlur") }
    public class func discBlur() -> CIFilter & CIDiscBlur { BuiltinFilter.named("CIDiscBlur") }
    public class func motionBlur() -> CIFilter & CIMotionBlur { BuiltinFilter.named("CIMotionBlur") }
    public class func colorControls() -> CIFilter & CIColorControls { BuiltinFilter.named("CIColorControls") }
    public class func exposureAdjust() -> CIFilter & CIExposureAdjust { BuiltinFilter.named("CIExposureAdjust") }
    public class func hueAdjust() -> CIFilter & CIHueAdjust { BuiltinFilter.named("CIHueAdjust") }
    public class func colorMatrix() -> CIFilter & CIColorMatrix { BuiltinFilter.named("CIColorMatrix") }
    public class func colorInvert() -> CIFilter & CIColorInvert { BuiltinFilter.named("CIColorInvert") }
    public class func colorMonochrome() -> CIFilter & CIColorMonochrome { BuiltinFilter.named("CIColorMonochrome") }
    public class func sepiaTone() -> CIFilter & CISepiaTone { BuiltinFilter.named("CISepiaTone") }
    public class func photoEffectMono() -> CIFilter & CIPhotoEffect { BuiltinFilter.named("CIPhotoEffectMono") }
    public class func photoEffectChrome() -> CIFilter & CIPhotoEffect { BuiltinFilter.named("CIPhotoEffectChrome") }
    public class func photoEffectFade() -> CIFilter & CIPhotoEffect { BuiltinFilter.named("CIPhotoEffectFade") }
    public class func photoEffectInstant() -> CIFilter & CIPhotoEffect { BuiltinFilter.named("CIPhotoEffectInstant") }
    public class func photoEffectNoir() -> CIFilter & CIPhotoEffect { BuiltinFilter.named("CIPhotoEffectNoir") }
    public class func photoEffectProcess() -> CIFilter & CIPhotoEffect { BuiltinFilter.named("CIPhotoEffectProcess") }
    public class func photoEffectTonal() -> CIFilter & CIPhotoEffect { BuiltinFilter.named("CIPhotoEffectTonal") }
    public class func photoEffectTransfer() -> CIFilter & CIPhotoEffect { BuiltinFilter.named("CIPhotoEffectTransfer") }
    public class func vignette() -> CIFilter & CIVignette { BuiltinFilter.named("CIVignette") }
    public class func vignetteEffect() -> CIFilter & CIVignetteEffect { BuiltinFilter.named("CIVignetteEffect") }
    public class func pixellate() -> CIFilter & CIPixellate { BuiltinFilter.named("CIPixellate") }
    public class func lanczosScaleTransform() -> CIFilter & CILanczosScaleTransform { BuiltinFilter.named("CILanczosScaleTransform") }
    public class func affineClamp() -> CIFilter & CIAffineClamp { BuiltinFilter.named("CIAffineClamp") }
    public class func linearGradient() -> CIFilter & CILinearGradient { BuiltinFilter.named("CILinearGradient") }
    public class func radialGradient() -> CIFilter & CIRadialGradient { BuiltinFilter.named("CIRadialGradient") }
    public class func checkerboardGenerator() -> CIFilter & CICheckerboardGenerator { BuiltinFilter.named("CICheckerboardGenerator") }
    public class func qrCodeGenerator() -> CIFilter & CIQRCodeGenerator { BuiltinFilter.named("CIQRCodeGenerator") }
    public class func sourceOverCompositing() -> CIFilter & CICompositeOperation { BuiltinFilter.named("CISourceOverCompositing") }
    public class func sourceInCompositing() -> CIFilter & CICompositeOperation { BuiltinFilter.named("CISourceInCompositing") }
    public class func sourceOutCompositing() -> CIFilter & CICompositeOperation { BuiltinFilter.named("CISourceOutCompositing") }
    public class func sourceAtopCompositing() -> CIFilter & CICompositeOperation { BuiltinFilter.named("CISourceAtopCompositing") }
    public class func additionCompositing() -> CIFilter & CICompositeOperation { BuiltinFilter.named("CIAdditionCompositing") }
    public class func multiplyCompositing() -> CIFilter & CICompositeOperation { BuiltinFilter.named("CIMultiplyCompositing") }
    public class func minimumCompositing() -> CIFilter & CICompositeOperation { BuiltinFilter.named("CIMinimumCompositing") }
    public class func maximumCompositing() -> CIFilter & CICompositeOperation { BuiltinFilter.named("CIMaximumCompositing") }
    public class func multiplyBlendMode() -> CIFilter & CICompositeOperation { BuiltinFilter.named("CIMultiplyBlendMode") }
    public class func screenBlendMode() -> CIFilter & CICompositeOperation { BuiltinFilter.named("CIScreenBlendMode") }
    public class func overlayBlendMode() -> CIFilter & CICompositeOperation { BuiltinFilter.named("CIOverlayBlendMode") }
    public class func darkenBlendMode() -> CIFilter & CICompositeOperation { BuiltinFilter.named("CIDarkenBlendMode") }
    public class func lightenBlendMode() -> CIFilter & CICompositeOperation { BuiltinFilter.named("CILightenBlendMode") }
    public class func differenceBlendMode() -> CIFilter & CICompositeOperation { BuiltinFilter.named("CIDifferenceBlendMode") }
    public class func exclusionBlendMode() -> CIFilter & CICompositeOperation { BuiltinFilter.named("CIExclusionBlendMode") }
    public class func hardLightBlendMode() -> CIFilter & CICompositeOperation { BuiltinFilter.named("CIHardLightBlendMode") }
    public class func softLightBlendMode() -> CIFilter & CICompositeOperation { BuiltinFilter.named("CISoftLightBlendMode") }
    public class func colorDodgeBlendMode() -> CIFilter & CICompositeOperation { BuiltinFilter.named("CIColorDodgeBlendMode") }
    public class func colorBurnBlendMode() -> CIFilter & CICompositeOperation { BuiltinFilter.named("CIColorBurnBlendMode") }
}
