import Foundation

/// Seconds of media time; CoreFoundation's name, which Foundation on Linux does not export.
///
/// Difference from Apple: declared by QuartzCore, since Foundation on Linux does not export CoreFoundation's name.
public typealias CFTimeInterval = Double
