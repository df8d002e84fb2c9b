import Foundation

/// A view in sway's tree (`swaymsg -t get_tree`), as the decoration tests need it.
struct SwayView: CustomStringConvertible {
    /// `con` (tiled) or `floating_con`.
    var type: String
    var appID: String
    var title: String
    /// sway's border mode: `none`, `pixel`, `normal`, or `csd` when the client draws its frame.
    var border: String
    /// The container in output coordinates, without sway's own title bar (that is `deco`
    /// above it); for a client-side frame it is the client's window geometry, title bar included.
    var rect: PixelBox
    /// The client's surface inside `rect` (relative to it): sway's borders are around it.
    var windowRect: PixelBox
    /// sway's title bar (only its size counts: sway 1.7 reports it relative to the parent).
    var decoRect: PixelBox
    /// Whether the view is fullscreen (sway's `fullscreen_mode` is not 0).
    var fullscreen = false
    /// Whether an idle inhibitor of the view's surface keeps the desktop awake (sway's `inhibit_idle`).
    var inhibitIdle = false

    /// Where the client's window geometry is on the output.
    var window: PixelBox {
        PixelBox(x: rect.x + windowRect.x, y: rect.y + windowRect.y, width: windowRect.width, height: windowRect.height)
    }

    var description: String {
        "\(type) '\(title)' (\(appID)) border \(border), rect \(rect), window_rect \(windowRect), deco_rect \(decoRect)"
    }

    /// Every view in the JSON of `swaymsg -r -t get_tree`.
    static func all(inTree json: String) -> [SwayView] {
        guard let root = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else { return [] }
        var views: [SwayView] = []
        func box(_ value: Any?) -> PixelBox {
            let rect = value as? [String: Any] ?? [:]
            return PixelBox(x: rect["x"] as? Int ?? 0, y: rect["y"] as? Int ?? 0,
                            width: rect["width"] as? Int ?? 0, height: rect["height"] as? Int ?? 0)
        }
        func walk(_ node: [String: Any]) {
            if let appID = node["app_id"] as? String {
                views.append(SwayView(
                    type: node["type"] as? String ?? "", appID: appID, title: node["name"] as? String ?? "",
                    border: node["border"] as? String ?? "", rect: box(node["rect"]),
                    windowRect: box(node["window_rect"]), decoRect: box(node["deco_rect"]),
                    fullscreen: (node["fullscreen_mode"] as? Int ?? 0) != 0,
                    inhibitIdle: node["inhibit_idle"] as? Bool ?? false))
            }
            for key in ["nodes", "floating_nodes"] {
                for child in node[key] as? [[String: Any]] ?? [] { walk(child) }
            }
        }
        walk(root)
        return views
    }
}

extension HeadlessSway {
    /// Starts `executable` as a client of this sway, with `environment` added to the usual one
    /// (LIBDECOR_FORCE_CSD, WAYLAND_DEBUG, …).
    func launch(_ executable: URL, _ arguments: [String], environment: [String: String]) throws -> ClientProcess {
        var client = self.command(try runnable(executable).path, arguments)
        client.environment.merge(environment) { $1 }
        return try ClientProcess(client)
    }

    /// The view of `appID` in sway's tree, or nil when there is none.
    func view(appID: String) throws -> SwayView? {
        SwayView.all(inTree: try swaymsg("-r", "-t", "get_tree")).first { $0.appID == appID }
    }

    /// Polls the tree until the view of `appID` satisfies `accept` (returns it) or `timeout`
    /// seconds passed (throws with the last state seen).
    @discardableResult
    func waitForView(appID: String, _ what: String, timeout: TimeInterval = 10,
                     where accept: (SwayView) -> Bool) throws -> SwayView {
        var last: SwayView?
        let found = try poll(timeout: timeout) {
            last = try view(appID: appID)
            return last.map(accept) ?? false
        }
        guard found, let last else {
            throw HarnessError("sway's tree showed no view of \(appID) \(what) within \(timeout) s; last: \(last.map { "\($0)" } ?? "none")")
        }
        return last
    }
}

/// The lines of a client's WAYLAND_DEBUG log (libwayland writes it on stderr): requests start
/// with " -> ", events do not.
struct WaylandDebugLog {
    let lines: [Substring]

    init(_ text: Substring) {
        lines = text.split(separator: "\n")
    }

    /// The index of the first request to an `interface` object (e.g. "xdg_toplevel") whose
    /// call starts with `call` (e.g. "move(" or "set_mode(2)"), from line `start` on.
    func request(_ interface: String, _ call: String, from start: Int = 0) -> Int? {
        index(from: start) { $0.contains(" -> \(interface)@") && $0.contains(".\(call)") }
    }

    /// The index of the first event of an `interface` object whose text starts with `call`
    /// (e.g. "leave(" or "configure(2)"), from line `start` on.
    func event(_ interface: String, _ call: String, from start: Int = 0) -> Int? {
        index(from: start) { !$0.contains(" -> ") && $0.contains("] \(interface)@") && $0.contains(".\(call)") }
    }

    /// Every request to an `interface` object whose call starts with `call`.
    func requests(_ interface: String, _ call: String) -> [Substring] {
        lines.filter { $0.contains(" -> \(interface)@") && $0.contains(".\(call)") }
    }

    /// Every event of an `interface` object whose text starts with `call`.
    func events(_ interface: String, _ call: String) -> [Substring] {
        lines.filter { !$0.contains(" -> ") && $0.contains("] \(interface)@") && $0.contains(".\(call)") }
    }

    private func index(from start: Int, where predicate: (Substring) -> Bool) -> Int? {
        guard start < lines.count else { return nil }
        return lines[start...].firstIndex(where: predicate)
    }
}

extension ClientProcess {
    /// The client's WAYLAND_DEBUG log from character `offset` of its stderr on.
    func waylandLog(from offset: Int = 0) -> WaylandDebugLog {
        let text = errorText
        let start = text.utf8.index(text.utf8.startIndex, offsetBy: min(offset, text.utf8.count))
        return WaylandDebugLog(text[start...])
    }

    /// How many bytes the client wrote on stderr so far: a mark for `waitForWaylandLog`.
    var errorMark: Int { errorText.utf8.count }

    /// Waits until the client's WAYLAND_DEBUG log after `mark` satisfies `accept`.
    func waitForWaylandLog(after mark: Int, _ what: String, timeout: TimeInterval = 10,
                           where accept: (WaylandDebugLog) -> Bool) throws {
        guard poll(timeout: timeout, { accept(waylandLog(from: mark)) }) else {
            let tail = waylandLog(from: mark).lines.suffix(30).joined(separator: "\n  ")
            throw HarnessError("\(command.name)'s protocol log showed no \(what) within \(timeout) s; its end:\n  \(tail)")
        }
    }
}
