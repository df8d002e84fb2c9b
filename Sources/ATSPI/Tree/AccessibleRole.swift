/// An AT-SPI role (`AtspiRole` of at-spi2-core's atspi-constants.h): what a screen reader says an object is.
public enum AccessibleRole: UInt32, Sendable, CaseIterable {
    case invalid = 0
    case checkBox = 7
    case dialog = 16
    case filler = 20
    case frame = 23
    case image = 27
    case label = 29
    case list = 31
    case listItem = 32
    case pageTab = 37
    case pageTabList = 38
    case panel = 39
    case passwordText = 40
    case progressBar = 42
    case pushButton = 43
    case scrollPane = 49
    case slider = 51
    case table = 55
    case tableCell = 56
    case text = 61
    case toggleButton = 62
    case toolBar = 63
    case unknown = 67
    case window = 69
    case application = 75
    case entry = 79
    case heading = 83
    case link = 88
    case grouping = 99
    case notification = 101

    /// The role's name as `atspi_role_get_name` gives it (what `GetRoleName` answers).
    public var name: String {
        switch self {
        case .invalid: "invalid"
        case .checkBox: "check box"
        case .dialog: "dialog"
        case .filler: "filler"
        case .frame: "frame"
        case .image: "image"
        case .label: "label"
        case .list: "list"
        case .listItem: "list item"
        case .pageTab: "page tab"
        case .pageTabList: "page tab list"
        case .panel: "panel"
        case .passwordText: "password text"
        case .progressBar: "progress bar"
        case .pushButton: "push button"
        case .scrollPane: "scroll pane"
        case .slider: "slider"
        case .table: "table"
        case .tableCell: "table cell"
        case .text: "text"
        case .toggleButton: "toggle button"
        case .toolBar: "tool bar"
        case .unknown: "unknown"
        case .window: "window"
        case .application: "application"
        case .entry: "entry"
        case .heading: "heading"
        case .link: "link"
        case .grouping: "grouping"
        case .notification: "notification"
        }
    }
}
