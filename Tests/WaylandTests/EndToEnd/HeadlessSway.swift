import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// sway on wlroots' headless backend with the pixman renderer. sway refuses to run as root,
/// so as root it and its clients run as an unprivileged user (`wlci`, created once) through
/// setpriv, with a private XDG_RUNTIME_DIR (mode 700) owned by that user. The config gives
/// the single output HEADLESS-1 the requested size, and no bar, borders or gaps, so a tiled
/// client fills the output exactly.
final class HeadlessSway: HeadlessCompositor, @unchecked Sendable {
    let width: Int
    let height: Int
    let user: UnprivilegedUser?
    /// World-readable: the config and copies of the built executables the user may run.
    let workDirectory: URL
    /// Private to the user: sockets, HOME, caches.
    let runtimeDirectory: URL
    private(set) var socketName = ""
    private(set) var ipcSocket = ""
    private let server: ServerProcess
    private let tools: (swaymsg: String, grim: String, wtype: String?)
    private let lock = NSLock()
    private var installed: [String: URL] = [:]

    /// Starts sway and waits (at most `timeout` seconds) for its Wayland socket, its IPC socket
    /// and the output at the requested mode. Skips the test when sway, swaymsg or grim is not
    /// installed.
    init(width: Int = 800, height: Int = 600, timeout: TimeInterval = 20) throws {
        guard let sway = findExecutable("sway") else {
            throw XCTSkip("sway is not installed (scripts/deps.sh --test installs it)")
        }
        guard let swaymsgPath = findExecutable("swaymsg"), let grim = findExecutable("grim") else {
            throw XCTSkip("swaymsg or grim is not installed (scripts/deps.sh --test installs them)")
        }
        self.width = width
        self.height = height
        tools = (swaymsgPath, grim, findExecutable("wtype"))
        user = try UnprivilegedUser.forCompositors()

        // In /tmp, not $TMPDIR: the unprivileged user must be able to reach them.
        workDirectory = try Artifacts.temporaryFolder("sway-work", in: "/tmp")
        chmod(workDirectory.path, 0o755)
        runtimeDirectory = try Artifacts.temporaryFolder("sway-run", in: "/tmp")
        if let user {
            guard chown(runtimeDirectory.path, user.uid, user.gid) == 0 else {
                throw HarnessError("cannot give \(runtimeDirectory.path) to \(user.name): \(String(cString: strerror(errno)))")
            }
        }
        chmod(runtimeDirectory.path, 0o700)

        let config = workDirectory.appendingPathComponent("config")
        try """
            output HEADLESS-1 resolution \(width)x\(height) position 0 0
            default_border none
            default_floating_border none
            gaps inner 0
            gaps outer 0
            xwayland disable
            focus_follows_mouse no
            """.write(to: config, atomically: true, encoding: .utf8)
        chmod(config.path, 0o644)

        let command = Command(sway, ["--config", config.path], environment: Self.baseEnvironment(runtimeDirectory).merging([
            "WLR_BACKENDS": "headless",
            "WLR_LIBINPUT_NO_DEVICES": "1",
            "WLR_RENDERER": "pixman",
        ]) { $1 }, directory: workDirectory).wrapped(user: user, dieWithParent: true)
        server = try ServerProcess(command, logURL: Artifacts.file("sway", "log"))

        // The Wayland socket (wayland-N) and the IPC socket (sway-ipc.UID.PID.sock) appear
        // in the runtime folder, and accept connections.
        let runtime = runtimeDirectory.path, server = self.server
        var found: (wayland: String, ipc: String)?
        _ = poll(timeout: timeout) {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: runtime)) ?? []
            if let wayland = names.first(where: { $0.hasPrefix("wayland-") && !$0.hasSuffix(".lock") }),
               let ipc = names.first(where: { $0.hasPrefix("sway-ipc.") && $0.hasSuffix(".sock") }),
               unixSocketAccepts(runtime + "/" + wayland), unixSocketAccepts(runtime + "/" + ipc) {
                found = (wayland, runtime + "/" + ipc)
            }
            return found != nil || !server.isRunning
        }
        guard let found, server.isRunning else {
            server.stop()
            throw HarnessError("sway did not create its sockets in \(runtime) within \(timeout) s\n\(server.logTail())")
        }
        socketName = found.wayland
        ipcSocket = found.ipc

        // The output exists, at the configured size, once sway says so on IPC.
        var outputs = ""
        let ready = poll(timeout: timeout) {
            outputs = (try? self.swaymsg("-r", "-t", "get_outputs")) ?? outputs
            return Self.outputMode(outputs, name: "HEADLESS-1").map { $0 == (width, height) } ?? false
        }
        guard ready else {
            kill()
            throw HarnessError("sway has no HEADLESS-1 output at \(width)x\(height) after \(timeout) s: \(outputs)\n\(server.logTail())")
        }
    }

    /// The current mode of output `name` in the JSON of `swaymsg -r -t get_outputs`.
    static func outputMode(_ json: String, name: String) -> (Int, Int)? {
        guard let outputs = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]],
              let output = outputs.first(where: { $0["name"] as? String == name }),
              let mode = output["current_mode"] as? [String: Any],
              let width = mode["width"] as? Int, let height = mode["height"] as? Int else { return nil }
        return (width, height)
    }

    deinit { kill() }

    /// A private environment; the tests' own `SWIFT_BACKTRACE` passes on, so a client's crash can be reported whole.
    private static func baseEnvironment(_ runtime: URL) -> [String: String] {
        var environment = [
            "PATH": "/usr/local/bin:/usr/bin:/bin",
            "HOME": runtime.path,
            "XDG_CACHE_HOME": runtime.appendingPathComponent("cache").path,
            "LANG": "C.UTF-8",
            "XDG_RUNTIME_DIR": runtime.path,
        ]
        environment["SWIFT_BACKTRACE"] = ProcessInfo.processInfo.environment["SWIFT_BACKTRACE"]
        return environment
    }

    /// The environment of a client of this sway.
    var clientEnvironment: [String: String] {
        Self.baseEnvironment(runtimeDirectory).merging(["WAYLAND_DISPLAY": socketName, "SWAYSOCK": ipcSocket]) { $1 }
    }

    var isRunning: Bool { server.isRunning }

    /// A command run as the compositor's user, in its environment.
    func command(_ executable: String, _ arguments: [String]) -> Command {
        Command(executable, arguments, environment: clientEnvironment, directory: workDirectory).wrapped(user: user)
    }

    /// `executable` where the unprivileged user can run it. A built executable (a product of this
    /// package, or one built in a SwiftPM build folder, such as the examples') is copied to the
    /// world-readable work folder with its resource bundles (`*_NAME.resources`): SwiftPM's build
    /// folder may not be readable by that user; the toolchain's Swift runtime libraries are
    /// world-readable, so the copy runs. System programs run where they are.
    func runnable(_ executable: URL) throws -> URL {
        let products = BuiltProducts.directory.standardizedFileURL.path + "/"
        let path = executable.standardizedFileURL.path
        guard user != nil, path.hasPrefix(products) || executable.pathComponents.contains(where: { $0.hasPrefix(".build") }) else {
            return executable
        }
        return try lock.withLock {
            if let copy = installed[executable.path] { return copy }
            let bin = workDirectory.appendingPathComponent("bin", isDirectory: true)
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            chmod(bin.path, 0o755)
            let copy = bin.appendingPathComponent(executable.lastPathComponent)
            try? FileManager.default.removeItem(at: copy)
            try FileManager.default.copyItem(at: executable, to: copy)
            chmod(copy.path, 0o755)
            let folder = executable.deletingLastPathComponent()
            let bundles = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for bundle in bundles where bundle.hasSuffix("_\(executable.lastPathComponent).resources") {
                let target = bin.appendingPathComponent(bundle)
                try? FileManager.default.removeItem(at: target)
                try FileManager.default.copyItem(at: folder.appendingPathComponent(bundle), to: target)
                makeReadable(target)
            }
            installed[executable.path] = copy
            return copy
        }
    }

    /// Opens a copied folder tree to every user (folders 755, files 644).
    private func makeReadable(_ folder: URL) {
        chmod(folder.path, 0o755)
        guard let items = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey]) else { return }
        for case let item as URL in items {
            let isFolder = (try? item.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
            chmod(item.path, isFolder ? 0o755 : 0o644)
        }
    }

    func launch(_ executable: URL, _ arguments: [String] = []) throws -> ClientProcess {
        try ClientProcess(command(try runnable(executable).path, arguments))
    }

    /// Runs swaymsg with `arguments` and returns its stdout; throws when it fails.
    @discardableResult
    func swaymsg(_ arguments: String...) throws -> String {
        try command(tools.swaymsg, arguments).run(timeout: 10).text
    }

    /// A screenshot of the output through grim (PNG on its stdout), kept in the artifacts folder.
    func screenshot() throws -> URL {
        let png = try command(tools.grim, ["-"]).run(timeout: 10).stdout
        let url = Artifacts.file("sway-screenshot", "png")
        try png.write(to: url)
        return url
    }

    /// Starts the built `virtual-pointer` in this sway and waits until its device exists.
    func startVirtualPointer(timeout: TimeInterval = 10) throws -> VirtualPointer {
        let client = try launch(try BuiltProducts.executable("virtual-pointer"), ["--extent", "\(width)x\(height)"])
        try client.waitForLine("'ready'", timeout: timeout) { $0 == "ready" }
        return VirtualPointer(client)
    }

    /// Types `text` with wtype into the focused window.
    ///
    /// wtype creates a virtual keyboard, and only then does the seat gain its keyboard
    /// capability: a client that had no wl_keyboard yet asks for one when told of the
    /// capability, and without a pause wtype's first key press usually (6 times of 8,
    /// measured with weston-eventdemo) reaches the compositor before the client's keyboard
    /// exists, so the client sees only the release of the first key. `-s 300` (sleep 300 ms
    /// before the first key) leaves time for that. When wtype exits the virtual keyboard is
    /// destroyed and the seat loses the keyboard capability again (the client gets a leave).
    func type(_ text: String, timeout: TimeInterval = 15) throws {
        guard let wtype = tools.wtype else {
            throw XCTSkip("wtype is not installed (scripts/deps.sh --test installs it)")
        }
        try command(wtype, ["-s", "300", text]).run(timeout: timeout)
    }

    /// Presses and releases each of `keys` (keysym names, `F2`) with wtype, as `type` types text.
    func press(_ keys: String..., timeout: TimeInterval = 15) throws {
        guard let wtype = tools.wtype else {
            throw XCTSkip("wtype is not installed (scripts/deps.sh --test installs it)")
        }
        try command(wtype, ["-s", "300"] + keys.flatMap { ["-k", $0] }).run(timeout: timeout)
    }

    /// Types `text` with `modifier` (wtype's name: `ctrl`, `shift`, `alt`, `logo`) held, as `wtype -M ctrl c -m ctrl`
    /// presses Ctrl+C.
    func type(_ text: String, holding modifier: String, timeout: TimeInterval = 15) throws {
        guard let wtype = tools.wtype else {
            throw XCTSkip("wtype is not installed (scripts/deps.sh --test installs it)")
        }
        try command(wtype, ["-s", "300", "-M", modifier, text, "-m", modifier]).run(timeout: timeout)
    }

    /// Holds `modifier` down for `seconds` with wtype, in the background (after wtype's 300 ms for its new keyboard):
    /// pointer clicks meanwhile are made with it held.
    func hold(_ modifier: String, for seconds: Double) throws -> ClientProcess {
        guard let wtype = tools.wtype else {
            throw XCTSkip("wtype is not installed (scripts/deps.sh --test installs it)")
        }
        return try ClientProcess(command(wtype, ["-s", "300", "-M", modifier, "-s", "\(Int(seconds * 1000))", "-m", modifier]))
    }

    func kill(signal: Int32 = SIGTERM) {
        server.stop(signal: signal)
        try? FileManager.default.removeItem(at: runtimeDirectory)
        try? FileManager.default.removeItem(at: workDirectory)
    }

    func logTail() -> String { server.logTail() }
}
