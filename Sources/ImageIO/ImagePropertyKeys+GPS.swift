import CoreGraphics

// The keys of an image's GPS dictionary (kCGImagePropertyGPSDictionary), read from its Exif block's GPS IFD.
// Core Foundation strings are not Sendable on Linux; these are never mutated.

nonisolated(unsafe) public let kCGImagePropertyGPSVersion: CFString = "GPSVersion"

nonisolated(unsafe) public let kCGImagePropertyGPSLatitudeRef: CFString = "LatitudeRef"

nonisolated(unsafe) public let kCGImagePropertyGPSLatitude: CFString = "Latitude"

nonisolated(unsafe) public let kCGImagePropertyGPSLongitudeRef: CFString = "LongitudeRef"

nonisolated(unsafe) public let kCGImagePropertyGPSLongitude: CFString = "Longitude"

nonisolated(unsafe) public let kCGImagePropertyGPSAltitudeRef: CFString = "AltitudeRef"

nonisolated(unsafe) public let kCGImagePropertyGPSAltitude: CFString = "Altitude"

nonisolated(unsafe) public let kCGImagePropertyGPSTimeStamp: CFString = "TimeStamp"

nonisolated(unsafe) public let kCGImagePropertyGPSSatellites: CFString = "Satellites"

nonisolated(unsafe) public let kCGImagePropertyGPSStatus: CFString = "Status"

nonisolated(unsafe) public let kCGImagePropertyGPSMeasureMode: CFString = "MeasureMode"

nonisolated(unsafe) public let kCGImagePropertyGPSDOP: CFString = "DOP"

nonisolated(unsafe) public let kCGImagePropertyGPSSpeedRef: CFString = "SpeedRef"

nonisolated(unsafe) public let kCGImagePropertyGPSSpeed: CFString = "Speed"

nonisolated(unsafe) public let kCGImagePropertyGPSTrackRef: CFString = "TrackRef"

nonisolated(unsafe) public let kCGImagePropertyGPSTrack: CFString = "Track"

nonisolated(unsafe) public let kCGImagePropertyGPSImgDirectionRef: CFString = "ImgDirectionRef"

nonisolated(unsafe) public let kCGImagePropertyGPSImgDirection: CFString = "ImgDirection"

nonisolated(unsafe) public let kCGImagePropertyGPSMapDatum: CFString = "MapDatum"

nonisolated(unsafe) public let kCGImagePropertyGPSDestBearingRef: CFString = "DestBearingRef"

nonisolated(unsafe) public let kCGImagePropertyGPSDestBearing: CFString = "DestBearing"

nonisolated(unsafe) public let kCGImagePropertyGPSDateStamp: CFString = "DateStamp"

nonisolated(unsafe) public let kCGImagePropertyGPSHPositioningError: CFString = "HPositioningError"
