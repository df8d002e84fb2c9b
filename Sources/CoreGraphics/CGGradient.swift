import CCairo
import Foundation

/// Colours at locations 0…1 that gradient drawing interpolates between, as Apple's CGGradient.
///
/// Difference from Apple: besides Apple's `CFArray` of colours, `colors` may be a Swift array `[CGColor]`.
public final class CGGradient: Sendable {
    /// Each stop's location and sRGB red, green, blue, alpha.
    let stops: [(location: Double, r: Double, g: Double, b: Double, a: Double)]

    /// A gradient through `colors` at `locations` (nil: spread evenly from 0 to 1); nil when the counts differ or no colour is given.
    public init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: [CGFloat]?) {
        guard !colors.isEmpty, locations == nil || locations!.count == colors.count else { return nil }
        let places = locations ?? colors.indices.map { colors.count == 1 ? 0 : CGFloat($0) / CGFloat(colors.count - 1) }
        stops = zip(places, colors).map { place, color in
            let c = color.rgba
            return (Double(min(max(place, 0), 1)), c.r, c.g, c.b, c.a)
        }
    }

    /// A gradient through the `CGColor`s of `colors` (as iOS code passes them: `[a.cgColor, b.cgColor] as CFArray`) at
    /// `locations` (as many as the colours; nil spreads them evenly); nil when an element is not a colour.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        var cgColors: [CGColor] = []
        for element in colors {
            guard let color = element as? CGColor else { return nil }
            cgColors.append(color)
        }
        let places = locations.map { Array(UnsafeBufferPointer(start: $0, count: cgColors.count)) }
        self.init(colorsSpace: space, colors: cgColors, locations: places)
    }

    /// A gradient from packed components (`count` colours of the space's components plus alpha), as Apple's initializer.
    public convenience init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        guard count > 0 else { return nil }
        let perColor = space.numberOfComponents + 1
        let colors = (0..<count).compactMap { i in
            CGColor(colorSpace: space, components: components + i * perColor)
        }
        self.init(
            colorsSpace: space, colors: colors, locations: locations.map { Array(UnsafeBufferPointer(start: $0, count: count)) })
    }

    /// Adds the stops to a cairo gradient pattern, repeating the end colours at 0 and 1 when the locations stop short.
    ///
    /// Apple paints the first colour between 0 and the first location; pixman would leave that transparent.
    func addStops(to pattern: OpaquePointer) {
        let sorted = stops.sorted { $0.location < $1.location }
        var padded = sorted
        if let first = sorted.first, first.location > 0 { padded.insert((0, first.r, first.g, first.b, first.a), at: 0) }
        if let last = sorted.last, last.location < 1 { padded.append((1, last.r, last.g, last.b, last.a)) }
        for s in padded {
            cairo_pattern_add_color_stop_rgba(pattern, s.location, s.r, s.g, s.b, s.a)
        }
    }
}

/// Whether gradient drawing extends past the start and end, as Apple's option set.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Fill beyond the start with the first colour.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    /// Fill beyond the end with the last colour.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}
