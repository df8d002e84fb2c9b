// The CoreGraphics module: drawing types on cairo and librsvg. Filled by issue 5; it exports
// Foundation's CGFloat, CGPoint, CGSize and CGRect so dependents see Apple's geometry names.
@_exported import Foundation
