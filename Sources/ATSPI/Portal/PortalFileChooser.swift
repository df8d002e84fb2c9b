import Foundation

/// xdg-desktop-portal's `org.freedesktop.portal.FileChooser` on a bus: one request at a time (`OpenFile`, `SaveFile`
/// or `SaveFiles`), answered by the portal's `Response` signal on the request's handle with the chosen files' URIs.
/// The desktop shows its own file dialog; this side only asks and listens.
@MainActor
public final class PortalFileChooser {
    static let interface = "org.freedesktop.portal.FileChooser"
    static let requestInterface = "org.freedesktop.portal.Request"

    /// A filter the dialog offers: a name and the globs and MIME types it lets through.
    public struct Filter: Hashable, Sendable {
        public enum Pattern: Hashable, Sendable {
            case glob(String)
            case mimeType(String)
        }

        public var name: String
        public var patterns: [Pattern]

        public init(name: String, patterns: [Pattern]) {
            self.name = name
            self.patterns = patterns
        }
    }

    /// What the dialog is asked for.
    public enum Request: Hashable, Sendable {
        /// Files (or folders) to open, offered through `filters` (the first shown first; none offers everything).
        case open(title: String, multiple: Bool, directories: Bool, filters: [Filter], folder: URL?)
        /// Where to save one file, proposed as `name` in `folder`.
        case save(title: String, name: String, folder: URL?)
        /// A folder to save files named `names` into (the portal answers with each file's place).
        case saveFiles(title: String, names: [String], folder: URL?)
    }

    /// How a request ended.
    public enum Outcome: Hashable, Sendable {
        case chosen([URL])
        case cancelled
        /// The portal could not be asked or gave up, in one line.
        case failed(String)
    }

    private let bus: MessageBus
    private var handlePath: String?
    private var completion: (@MainActor (Outcome) -> Void)?
    private var requestCount = 0

    /// Asks the portal on `bus`; the chooser handles the messages that arrive on it.
    public init(bus: MessageBus) {
        self.bus = bus
        bus.onMessage = { [weak self] message in self?.handle(message) ?? false }
    }

    /// A chooser on the session bus `DBUS_SESSION_BUS_ADDRESS` names now (libdbus reads the variable once a
    /// process); throws, saying why in one line, without one.
    public static func onSessionBus(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> PortalFileChooser {
        guard let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty else {
            throw DBusConnection.Failure(description: "no D-Bus session bus (DBUS_SESSION_BUS_ADDRESS is not set)")
        }
        return PortalFileChooser(bus: try DBusConnection(address: address))
    }

    /// Asks for `request` (`parentWindow` as the portal names windows, `wayland:HANDLE`, or empty); `completion`
    /// hears the outcome once, on the main thread. A request made while another is open fails at once.
    public func run(_ request: Request, parentWindow: String = "", completion: @escaping @MainActor (Outcome) -> Void) {
        guard self.completion == nil else { return completion(.failed("another file chooser request is open")) }
        requestCount += 1
        let token = "uikit_\(ProcessInfo.processInfo.processIdentifier)_\(requestCount)"
        let sender = String(bus.uniqueName.drop(while: { $0 == ":" })).replacingOccurrences(of: ".", with: "_")
        self.completion = completion
        expect("/org/freedesktop/portal/desktop/request/\(sender)/\(token)")
        let (member, title, options) = Self.call(for: request)
        let call = DBusMessage.call(PortalSettingFollower.portalService, PortalSettingFollower.portalPath, Self.interface, member,
                                    [.string(parentWindow), .string(title),
                                     .variantDictionary([("handle_token", .string(token)), ("modal", .bool(true))] + options)])
        bus.call(call) { [weak self] reply in
            guard let self, self.completion != nil else { return }
            guard let reply else { return self.finish(.failed("xdg-desktop-portal did not answer \(member)")) }
            guard reply.kind == .methodReturn else {
                let cause = "\(reply.errorName ?? "an error"): \(reply.arguments.first?.stringValue ?? "")"
                guard reply.errorName == "org.freedesktop.DBus.Error.ServiceUnknown" else {
                    return self.finish(.failed("xdg-desktop-portal refused \(member) (\(cause))"))
                }
                return self.finish(.failed("no xdg-desktop-portal on the session bus to show the file dialog (\(cause))"))
            }
            if let path = reply.arguments.first?.stringValue, path != self.handlePath { self.expect(path) }
        }
    }

    /// Listens for the `Response` of the request at `path`.
    private func expect(_ path: String) {
        handlePath = path
        bus.addMatch("type='signal',interface='\(Self.requestInterface)',member='Response',path='\(path)'")
    }

    /// Handles the portal's `Response`; true when it was the open request's.
    func handle(_ message: DBusMessage) -> Bool {
        guard message.kind == .signal, message.interface == Self.requestInterface, message.member == "Response",
              message.path == handlePath, completion != nil else { return false }
        let code = message.arguments.first?.intValue ?? 2
        switch code {
        case 0:
            let results = message.arguments.count > 1 ? message.arguments[1].elements : []
            let uris = results.first { $0.dictKey == "uris" }?.dictValue?.elements.compactMap(\.stringValue) ?? []
            finish(.chosen(uris.compactMap { URL(string: $0) }))
        case 1: finish(.cancelled)
        default: finish(.failed("the file dialog ended without an answer"))
        }
        return true
    }

    private func finish(_ outcome: Outcome) {
        let completion = self.completion
        self.completion = nil
        handlePath = nil
        completion?(outcome)
    }

    /// The method, title and options of `request`.
    static func call(for request: Request) -> (String, String, [(String, DBusValue)]) {
        switch request {
        case .open(let title, let multiple, let directories, let filters, let folder):
            var options: [(String, DBusValue)] = [("multiple", .bool(multiple)), ("directory", .bool(directories))]
            if !filters.isEmpty { options += [("filters", filterList(filters)), ("current_filter", filterValue(filters[0]))] }
            if let folder { options.append(("current_folder", bytes(folder.path))) }
            return ("OpenFile", title, options)
        case .save(let title, let name, let folder):
            var options: [(String, DBusValue)] = [("current_name", .string(name))]
            if let folder { options.append(("current_folder", bytes(folder.path))) }
            return ("SaveFile", title, options)
        case .saveFiles(let title, let names, let folder):
            var options: [(String, DBusValue)] = [("files", .array(element: "ay", names.map(bytes)))]
            if let folder { options.append(("current_folder", bytes(folder.path))) }
            return ("SaveFiles", title, options)
        }
    }

    /// The filters as the portal takes them, `a(sa(us))`: each a name and its (0 glob | 1 MIME type, pattern) pairs.
    static func filterList(_ filters: [Filter]) -> DBusValue {
        .array(element: "(sa(us))", filters.map(filterValue))
    }

    static func filterValue(_ filter: Filter) -> DBusValue {
        .structure([.string(filter.name), .array(element: "(us)", filter.patterns.map { pattern in
            switch pattern {
            case .glob(let glob): .structure([.uint32(0), .string(glob)])
            case .mimeType(let type): .structure([.uint32(1), .string(type)])
            }
        })])
    }

    /// A path as the portal takes one: its bytes ending in a zero (`ay`).
    static func bytes(_ path: String) -> DBusValue {
        .array(element: "y", (Array(path.utf8) + [0]).map(DBusValue.byte))
    }
}
