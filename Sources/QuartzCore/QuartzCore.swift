// The QuartzCore module: layers, animations and the software compositor (issues 4 and 5).
@_exported import CoreGraphics
@_exported import KeyValueObserving
