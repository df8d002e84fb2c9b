import Foundation

/// A latitude or longitude in degrees.
public typealias CLLocationDegrees = Double
/// A distance in metres.
public typealias CLLocationDistance = Double

/// A point on the Earth: latitude and longitude in degrees.
public struct CLLocationCoordinate2D: Hashable, Sendable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees

    public init() {
        self.init(latitude: 0, longitude: 0)
    }

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// An area the app watches for entry and exit, named by its identifier.
open class CLRegion: NSObject, NSCopying, @unchecked Sendable {
    open private(set) var identifier: String
    open var notifyOnEntry = true
    open var notifyOnExit = true

    init(identifier: String) {
        self.identifier = identifier
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A circle on the Earth: its centre and radius.
open class CLCircularRegion: CLRegion, @unchecked Sendable {
    open private(set) var center: CLLocationCoordinate2D
    open private(set) var radius: CLLocationDistance

    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String) {
        self.center = center
        self.radius = radius
        super.init(identifier: identifier)
    }

    /// Whether `coordinate` lies within the circle (on a sphere of the Earth's mean radius).
    open func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
        let radians = Double.pi / 180
        let (φ1, φ2) = (center.latitude * radians, coordinate.latitude * radians)
        let Δφ = φ2 - φ1, Δλ = (coordinate.longitude - center.longitude) * radians
        let a = sin(Δφ / 2) * sin(Δφ / 2) + cos(φ1) * cos(φ2) * sin(Δλ / 2) * sin(Δλ / 2)
        return 2 * 6_371_008.8 * asin(min(1, a.squareRoot())) <= radius
    }
}
