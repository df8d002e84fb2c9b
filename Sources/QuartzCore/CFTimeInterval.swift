import Foundation

/// Seconds of media time; CoreFoundation's name, which Foundation on Linux does not export.
public typealias CFTimeInterval = Double
