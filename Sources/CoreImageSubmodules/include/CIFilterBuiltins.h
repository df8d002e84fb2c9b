// `import CoreImage.CIFilterBuiltins`: the typed filter protocols and the `CIFilter` class methods that make them
// (`CIFilter.gaussianBlur()`) are declared in the Swift module CoreImage, so this header declares nothing.
