import Foundation

/// What a print job is: its name, the printer it goes to, the kind of output, the orientation and two-sided printing.
@MainActor @preconcurrency
open class UIPrintInfo: NSObject {
    /// What is printed, which sets the quality and the paper a printer picks.
    public enum OutputType: Int, Sendable {
        case general = 0, photo, grayscale, photoGrayscale
    }

    public enum Orientation: Int, Sendable {
        case portrait = 0, landscape
    }

    /// Two-sided printing: none, flipped on the long edge (a book) or on the short edge (a notepad).
    public enum Duplex: Int, Sendable {
        case none = 0, longEdge, shortEdge
    }

    /// The CUPS name of the printer the job goes to; nil for the default printer.
    open var printerID: String?
    /// The job's name in the printer's queue.
    open var jobName: String
    open var outputType: OutputType = .general
    open var orientation: Orientation = .portrait
    open var duplex: Duplex = .none

    /// Print information with the defaults: the app's name as the job name, general output, portrait, one-sided.
    open class func printInfo() -> UIPrintInfo {
        UIPrintInfo(dictionary: nil)
    }

    /// Print information from a dictionary made by `dictionaryRepresentation`, defaults where it has no entry.
    public init(dictionary: [AnyHashable: Any]?) {
        let dictionary = dictionary ?? [:]
        printerID = dictionary[Key.printerID] as? String
        jobName = dictionary[Key.jobName] as? String ?? ProcessInfo.processInfo.processName
        outputType = (dictionary[Key.outputType] as? Int).flatMap(OutputType.init(rawValue:)) ?? .general
        orientation = (dictionary[Key.orientation] as? Int).flatMap(Orientation.init(rawValue:)) ?? .portrait
        duplex = (dictionary[Key.duplex] as? Int).flatMap(Duplex.init(rawValue:)) ?? .none
    }

    /// The information as a dictionary, to keep it between jobs.
    open var dictionaryRepresentation: [AnyHashable: Any] {
        var dictionary: [AnyHashable: Any] = [Key.jobName: jobName, Key.outputType: outputType.rawValue,
                                              Key.orientation: orientation.rawValue, Key.duplex: duplex.rawValue]
        if let printerID { dictionary[Key.printerID] = printerID }
        return dictionary
    }

    private enum Key {
        static let printerID = "UIPrintInfoPrinterIDKey"
        static let jobName = "UIPrintInfoJobNameKey"
        static let outputType = "UIPrintInfoOutputTypeKey"
        static let orientation = "UIPrintInfoOrientationKey"
        static let duplex = "UIPrintInfoDuplexKey"
    }
}
