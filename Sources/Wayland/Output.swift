import CWaylandProtocols

/// A monitor the compositor shows windows on: its mode, integer scale and name.
public final class Output {
    let proxy: OpaquePointer
    let globalName: UInt32
    unowned let display: Display
    /// The current mode in pixels, once announced.
    public private(set) var pixelSize: (width: Int, height: Int) = (0, 0)
    /// The refresh rate of the current mode, in mHz (0 when unknown).
    public private(set) var refreshMillihertz: Int = 0
    /// The integer scale factor the compositor applies to surfaces on this output.
    public private(set) var scale: Int = 1
    /// The output's name (`HEADLESS-1`, `DP-2`, …) from wl_output version 4.
    public private(set) var name: String = ""

    init(display: Display, bound: Globals.Bound) {
        self.display = display
        proxy = bound.proxy
        globalName = bound.name
        wl_output_add_listener(proxy, outputListener, userData(self))
    }

    deinit {
        if wl_proxy_get_version(proxy) >= 3 {
            wl_output_release(proxy)
        } else {
            wl_output_destroy(proxy)
        }
    }

    fileprivate func mode(flags: UInt32, width: Int32, height: Int32, refresh: Int32) {
        guard flags & WL_OUTPUT_MODE_CURRENT.rawValue != 0 else { return }
        pixelSize = (Int(width), Int(height))
        refreshMillihertz = Int(refresh)
    }

    fileprivate func setScale(_ factor: Int32) {
        scale = max(1, Int(factor))
    }

    fileprivate func done() {
        for entry in display.windowsBySurface.values {
            entry.window?.outputChanged(self)
        }
        display.onOutputsChanged?()
    }

    fileprivate func setName(_ text: UnsafePointer<CChar>?) {
        name = text.map { String(cString: $0) } ?? ""
    }
}

nonisolated(unsafe) let outputListener = UnsafeMutablePointer<wl_output_listener>.listenerTable(
    wl_output_listener(
        geometry: { _, _, _, _, _, _, _, _, _, _ in },
        mode: { data, _, flags, width, height, refresh in
            owner(data, as: Output.self).mode(flags: flags, width: width, height: height, refresh: refresh)
        },
        done: { data, _ in owner(data, as: Output.self).done() },
        scale: { data, _, factor in owner(data, as: Output.self).setScale(factor) },
        name: { data, _, name in owner(data, as: Output.self).setName(name) },
        description: { _, _, _ in }
    ))
