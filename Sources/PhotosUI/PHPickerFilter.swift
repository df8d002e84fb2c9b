import Foundation

/// The kinds of assets a photo picker shows: images, videos and their kinds, combined with `any(of:)`, `all(of:)`
/// and `not(_:)`.
public struct PHPickerFilter: Hashable, Sendable {
    /// A filter's rule as a tree of kinds.
    indirect enum Rule: Hashable, Sendable {
        case kind(Kind)
        case any([Rule])
        case all([Rule])
        case not(Rule)
    }

    /// A kind of asset: a whole medium (images, videos) or a kind of one, which a file's type cannot show.
    enum Kind: Hashable, Sendable {
        case images, videos, livePhotos, panoramas, screenshots, depthEffectPhotos, bursts, spatialMedia
        case screenRecordings, slomoVideos, timelapseVideos, cinematicVideos

        /// The medium the kind belongs to.
        var medium: PickerMedium {
            switch self {
            case .images, .livePhotos, .panoramas, .screenshots, .depthEffectPhotos, .bursts, .spatialMedia: .image
            case .videos, .screenRecordings, .slomoVideos, .timelapseVideos, .cinematicVideos: .movie
            }
        }

        /// Whether the kind is its whole medium.
        var isWholeMedium: Bool { self == .images || self == .videos }
    }

    let rule: Rule

    /// Images, Live Photos among them.
    public static let images = PHPickerFilter(rule: .kind(.images))
    /// Videos.
    public static let videos = PHPickerFilter(rule: .kind(.videos))
    /// Live Photos.
    public static let livePhotos = PHPickerFilter(rule: .kind(.livePhotos))
    /// Panoramas (iOS 15).
    public static let panoramas = PHPickerFilter(rule: .kind(.panoramas))
    /// Screenshots (iOS 15).
    public static let screenshots = PHPickerFilter(rule: .kind(.screenshots))
    /// Screen recordings (iOS 15).
    public static let screenRecordings = PHPickerFilter(rule: .kind(.screenRecordings))
    /// Slow-motion videos (iOS 15).
    public static let slomoVideos = PHPickerFilter(rule: .kind(.slomoVideos))
    /// Time-lapse videos (iOS 15).
    public static let timelapseVideos = PHPickerFilter(rule: .kind(.timelapseVideos))
    /// Photos with a depth effect (iOS 16).
    public static let depthEffectPhotos = PHPickerFilter(rule: .kind(.depthEffectPhotos))
    /// Bursts of photos taken at high speed (iOS 16).
    public static let bursts = PHPickerFilter(rule: .kind(.bursts))
    /// Cinematic videos, with a shallow depth of field (iOS 16).
    public static let cinematicVideos = PHPickerFilter(rule: .kind(.cinematicVideos))
    /// Spatial photos and videos (iOS 18).
    public static let spatialMedia = PHPickerFilter(rule: .kind(.spatialMedia))

    /// Assets any of `subfilters` takes.
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(rule: .any(subfilters.map(\.rule)))
    }

    /// Assets all of `subfilters` take (iOS 15).
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(rule: .all(subfilters.map(\.rule)))
    }

    /// Assets `filter` does not take (iOS 15).
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter {
        PHPickerFilter(rule: .not(filter.rule))
    }
}
