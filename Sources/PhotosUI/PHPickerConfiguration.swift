import Photos
import UIKit

/// How a photo picker is set up: which assets it shows, how many the user may pick and in what order, and the
/// picker's look.
public struct PHPickerConfiguration: Hashable, Sendable {
    /// Which representation of an asset the results carry.
    public enum AssetRepresentationMode: Int, Sendable {
        /// The best for the app, transcoded where the system sees fit.
        case automatic = 0
        /// The asset's own representation.
        case current = 1
        /// The most compatible representation.
        case compatible = 2
    }

    /// How the picker selects.
    ///
    /// Difference from Apple: a continuous selection is heard once, when the dialog closes (it tells nothing before).
    public enum Selection: Int, Sendable {
        /// Unordered selection.
        case `default` = 0
        /// The results come in the order the user picked them (iOS 15).
        case ordered = 1
        /// The delegate hears each change of the selection at once (iOS 17).
        case continuous = 2
        /// Continuous and ordered (iOS 17).
        case continuousAndOrdered = 3
    }

    /// How much of the picker shows (iOS 17).
    public enum Mode: Int, Sendable {
        case `default` = 0
        /// A single row of assets.
        case compact = 1
    }

    /// What may change while a picker is shown (iOS 17): a value left nil keeps the configuration's.
    public struct Update: Sendable {
        public var selectionLimit: Int?
        public var edgesWithoutContentMargins: NSDirectionalRectEdge?

        public init() {}
    }

    /// Which representation of an asset the results carry.
    public var preferredAssetRepresentationMode: AssetRepresentationMode = .automatic
    /// How the picker selects (iOS 15).
    public var selection: Selection = .default
    /// The most assets the user may pick; 0 means as many as they like. 1 by default.
    public var selectionLimit = 1
    /// The kinds of assets shown; all of them (images, Live Photos, videos) when nil.
    public var filter: PHPickerFilter?
    /// The identifiers of the assets selected as the picker appears (iOS 15; with a photo library).
    public var preselectedAssetIdentifiers: [String] = []
    /// How much of the picker shows (iOS 17).
    public var mode: Mode = .default
    /// The picker's edges that have no margin between its content and the edge (iOS 17).
    public var edgesWithoutContentMargins: NSDirectionalRectEdge = []
    /// The parts of the picker's interface it leaves out (iOS 17).
    public var disabledCapabilities: PHPickerCapabilities = []
    /// Whether results carry asset identifiers: a photo library was given.
    let identifiesAssets: Bool

    /// A configuration whose results carry no asset identifiers.
    public init() {
        identifiesAssets = false
    }

    /// A configuration whose results carry the identifiers of the assets of `photoLibrary`.
    ///
    /// Difference from Apple: an asset's identifier is its file's URL (there is no library of assets).
    public init(photoLibrary: PHPhotoLibrary) {
        identifiesAssets = true
    }
}

/// The parts of a photo picker's interface a configuration can leave out (iOS 17).
public struct PHPickerCapabilities: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let search = PHPickerCapabilities(rawValue: 1 << 0)
    public static let stagingArea = PHPickerCapabilities(rawValue: 1 << 1)
    public static let collectionNavigation = PHPickerCapabilities(rawValue: 1 << 2)
    public static let selectionActions = PHPickerCapabilities(rawValue: 1 << 3)
    public static let sensitivityAnalysisIntervention = PHPickerCapabilities(rawValue: 1 << 4)
}
