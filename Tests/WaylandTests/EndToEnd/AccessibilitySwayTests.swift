import Foundation
import XCTest

/// The demo as a screen reader sees it, under headless sway with a private session bus and the AT-SPI bus:
/// `Accessibility/atspi_client.py` (pyatspi, the library Orca is built on) checks the app stays off the
/// accessibility bus until `org.a11y.Status.IsEnabled` says an assistive technology listens, then finds rows,
/// buttons and a slider by name and role, reads their extents, acts on them and receives the app's announcement;
/// reads, types into and edits the form's fields and toggles its switch.
final class AccessibilitySwayTests: XCTestCase {
    /// One observation of the client: its JSON line.
    private struct Observation {
        let fields: [String: Any]
        subscript(key: String) -> Any? { fields[key] }
        var extents: [Int]? { (fields["extents"] as? [Any])?.compactMap { $0 as? Int } }
    }

    private final class Session {
        let sway: HeadlessSway
        let bus: ClientProcess
        let environment: [String: String]

        init(sway: HeadlessSway, bus: ClientProcess, environment: [String: String]) {
            self.sway = sway
            self.bus = bus
            self.environment = environment
        }
    }

    /// Sway, and a session bus of its user (at-spi-bus-launcher and the registry start from it on demand).
    private func startSession() throws -> Session {
        guard let daemon = findExecutable("dbus-daemon"), FileManager.default.fileExists(atPath: "/usr/libexec/at-spi-bus-launcher"),
              FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/pyatspi") else {
            throw XCTSkip("dbus-daemon, at-spi2-core or python3-pyatspi is missing (scripts/deps.sh --test installs them)")
        }
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        let address = "unix:path=\(sway.runtimeDirectory.path)/session-bus"
        let bus = try ClientProcess(sway.command(daemon, ["--session", "--nofork", "--nopidfile", "--print-address=1",
                                                          "--address=\(address)"]))
        addTeardownBlock { bus.terminate() }
        try bus.waitForLine(startingWith: "unix:path=", timeout: 10)
        return Session(sway: sway, bus: bus, environment: ["DBUS_SESSION_BUS_ADDRESS": address, "GSETTINGS_BACKEND": "memory"])
    }

    /// Runs the client in `mode` against the demo, as the sway user; returns its observations by event.
    private func runClient(_ mode: String, in session: Session, whileRunning: ((ClientProcess) throws -> Void)? = nil) throws -> [String: Observation] {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Accessibility/atspi_client.py")
        let copy = session.sway.workDirectory.appendingPathComponent("atspi_client.py")
        try? FileManager.default.removeItem(at: copy)
        try FileManager.default.copyItem(at: script, to: copy)
        chmod(copy.path, 0o755)
        var command = session.sway.command("/usr/bin/python3", [copy.path, "demo", mode])
        command.environment.merge(session.environment) { $1 }
        let client = try ClientProcess(command)
        addTeardownBlock { client.terminate() }
        try whileRunning?(client)
        let (status, stderr) = try client.waitForExit(timeout: 90)
        XCTAssertEqual(status, 0, stderr)
        var observations: [String: Observation] = [:]
        for line in client.lines {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  let event = object["event"] as? String else { continue }
            let key = (object["name"] as? String).map { "\(event):\($0)" } ?? event
            observations[key] = Observation(fields: object)
        }
        XCTAssertNil(observations["error"]?["value"], "\(client.lines)")
        return observations
    }

    /// The app stays off the bus until asked, then shows the application with its window.
    private func checkRegistration(_ seen: [String: Observation], title: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(seen["absent-before-enabling"]?["value"] as? Bool, true, "the app was on the accessibility bus before any AT asked", file: file, line: line)
        XCTAssertEqual(seen["found"]?["toolkit"] as? String, "UIKit", file: file, line: line)
        XCTAssertEqual(seen["found"]?["role"] as? String, "application", file: file, line: line)
        XCTAssertEqual(seen["windows"]?["value"] as? [[String]], [["frame", title]], file: file, line: line)
    }

    func testMailRowsAreListItemsWhereTheyShowOnScreen() throws {
        let session = try startSession()
        let demo = try launchDemo("mail", in: session.sway, environment: session.environment)
        _ = try session.sway.screenshot(timeout: 15, "the mail bar over the folders") { shot in
            shot.color(x: 400, y: 5).matches(RGB(237, 237, 237), tolerance: 3)
        }
        let seen = try runClient("mail", in: session)
        checkRegistration(seen, title: "Demo — mail")
        // Row i spans y 64 + 44 i … + 44 across the window, as the pixel tests find it.
        for (index, name) in [(0, "Inbox"), (4, "Receipts"), (9, "Trash")] {
            XCTAssertEqual(seen["row:\(name)"]?.extents, [0, 64 + 44 * index, 800, 44], name)
            XCTAssertEqual(seen["row:\(name)"]?["list"] as? String, "list", name)
        }
        XCTAssertEqual(seen["image"]?.extents, [16, 16, 32, 32])
        // The message's editable text view is a multi-line text whose Text interface reads it.
        XCTAssertEqual(seen["body"]?["text"] as? String, "Move this message to a new mailbox.")
        XCTAssertEqual((seen["body"]?["states"] as? [String: Bool])?["multi-line"], true)
        XCTAssertTrue(demo.isRunning, demo.report())
    }

    func testGalleryButtonsActAnnounceTheNewPageAndTabMovesFocus() throws {
        let session = try startSession()
        let demo = try launchDemo("gallery", in: session.sway, environment: session.environment)
        let first = try session.sway.screenshot(timeout: 15, "the gallery's first page") { $0.color(x: 400, y: 300) != .black }
        let seen = try runClient("gallery", in: session) { client in
            try client.waitForLine(startingWith: "{\"event\": \"ready-for-keys\"", timeout: 60)
            try session.sway.press("Tab", "Tab")
        }
        checkRegistration(seen, title: "Demo — gallery")
        XCTAssertNotNil(seen["heading:1. Timing functions"], "the title is a heading")
        // The buttons where the gallery lays them out in an 800 × 600 window.
        XCTAssertEqual(seen["button:‹ Previous"]?.extents, [12, 552, 120, 40])
        XCTAssertEqual(seen["button:‹ Previous"]?["enabled"] as? Bool, false)
        XCTAssertEqual(seen["button:‹ Previous"]?["actions"] as? [String], [], "a disabled button offers no action")
        XCTAssertEqual(seen["button:Next ›"]?.extents, [668, 552, 120, 40])
        XCTAssertEqual(seen["button:Next ›"]?["enabled"] as? Bool, true)
        XCTAssertEqual(seen["button:Next ›"]?["actions"] as? [String], ["activate"])
        XCTAssertNotNil(seen["button:Page 3: Pause and resume"]?.extents)
        // Next's action turned the page: the app announced it, the heading says so, and the screen changed.
        XCTAssertEqual(seen["did-action"]?["value"] as? Bool, true)
        let announcements = seen["announcements"]?["value"] as? [String] ?? []
        XCTAssertEqual(announcements.count, 1, "\(announcements)")
        XCTAssertTrue(announcements.first?.hasPrefix("Page 2 of ") == true && announcements.first?.hasSuffix(": Fill modes") == true,
                      "\(announcements)")
        XCTAssertNotNil(seen["heading-after:2. Fill modes"], "the title changed with the page")
        _ = try session.sway.screenshot(timeout: 10, "the second page") { $0.differingPixels(from: first, tolerance: 8) > 500 }
        // Two Tabs moved keyboard focus to two elements in turn, and the screen reader heard both moves.
        let focused = seen["focused"]?["value"] as? [String] ?? []
        XCTAssertEqual(focused.count, 2, "\(focused)")
        XCTAssertEqual(Set(focused).count, focused.count, "\(focused)")
        XCTAssertTrue(demo.isRunning, demo.report())
    }

    func testTheSliderReportsItsValueAndTakesANewOne() throws {
        let session = try startSession()
        let demo = try launchDemo("gallery", in: session.sway, arguments: ["--page", "animator"], environment: session.environment)
        _ = try session.sway.screenshot(timeout: 15, "the gallery") { $0.color(x: 400, y: 300) != .black }
        let seen = try runClient("slider", in: session)
        checkRegistration(seen, title: "Demo — gallery")
        let slider = try XCTUnwrap(seen["slider"])
        XCTAssertEqual(slider["minimum"] as? Double, 0)
        XCTAssertEqual(slider["maximum"] as? Double, 1)
        XCTAssertEqual(slider["value"] as? Double, 0)
        XCTAssertEqual(seen["slider-after"]?["value"] as? Double, 0.75)
        let incremented = try XCTUnwrap(seen["slider-incremented"]?["value"] as? Double)
        XCTAssertEqual(incremented, 0.85, accuracy: 0.001)
        XCTAssertTrue(demo.isRunning, demo.report())
    }

    func testTheFormsFieldsReadTypeAndEditAsEntriesAndTheSwitchChecks() throws {
        let session = try startSession()
        let demo = try launchDemo("gallery", in: session.sway, arguments: ["--page", "entry"], environment: session.environment)
        _ = try session.sway.screenshot(timeout: 15, "the form") { $0.color(x: 400, y: 300) != .black }
        let seen = try runClient("form", in: session) { client in
            try client.waitForLine(startingWith: "{\"event\": \"ready-for-typing\"", timeout: 60)
            try session.sway.type("Ada")
        }
        checkRegistration(seen, title: "Demo — gallery")
        // The name field: an empty, editable single-line entry named by its placeholder, 310 × 36 as laid out.
        let entry = try XCTUnwrap(seen["entry"])
        XCTAssertEqual(entry["text"] as? String, "")
        XCTAssertEqual(entry["count"] as? Int, 0)
        XCTAssertEqual(entry.extents?.suffix(2), [310, 36])
        let states = entry["states"] as? [String: Bool] ?? [:]
        XCTAssertEqual(states["editable"], true)
        XCTAssertEqual(states["single-line"], true)
        XCTAssertEqual(states["focusable"], true)
        XCTAssertEqual(states["focused"], false)
        XCTAssertTrue((entry["interfaces"] as? [String] ?? []).contains("EditableText"), "\(entry.fields)")
        // GrabFocus gave it the keys: focused, and wtype's keys landed in it.
        XCTAssertEqual(seen["grabbed"]?["value"] as? Bool, true)
        XCTAssertEqual((seen["grabbed"]?["states"] as? [String: Bool])?["focused"], true)
        let typed = try XCTUnwrap(seen["typed"])
        XCTAssertEqual(typed["text"] as? String, "Ada")
        XCTAssertEqual(typed["caret"] as? Int, 3)
        XCTAssertEqual(typed["count"] as? Int, 3)
        XCTAssertEqual(typed["inserted"] as? String, "Ada", "text-changed:insert heard for what was typed")
        XCTAssertEqual((typed["caret_moves"] as? [Int])?.last, 3)
        XCTAssertEqual(typed["word"] as? [AnyHashable], ["Ada", 0, 3])
        // The first character lies at the start of the field, inside it.
        let box = (typed["first_character"] as? [Int]) ?? []
        let field = entry.extents ?? []
        if box.count == 4, field.count == 4 {
            XCTAssertTrue(box[0] >= field[0] && box[0] < field[0] + 20 && box[1] >= field[1] && box[1] + box[3] <= field[1] + field[3] + 1
                          && box[2] > 2, "\(box) in \(field)")
        } else {
            XCTFail("no extents: \(box) \(field)")
        }
        // EditableText inserts as typing does, and says so.
        XCTAssertEqual(seen["inserted"]?["value"] as? Bool, true)
        XCTAssertEqual(seen["inserted"]?["text"] as? String, "Ada Lovelace")
        XCTAssertFalse((seen["inserted"]?["heard"] as? [Any] ?? []).isEmpty, "text-changed:insert for the inserted text")
        // The password field takes text but shows only dots, in its events too.
        XCTAssertEqual(seen["password"]?["text"] as? String, "••••••")
        let heard = seen["password"]?["heard"] as? [String] ?? []
        XCTAssertFalse(heard.isEmpty)
        XCTAssertFalse(heard.contains { $0.contains("secret") }, "\(heard)")
        // The switch: a check box whose toggle action checks it, with the state change heard.
        let toggle = try XCTUnwrap(seen["switch"])
        XCTAssertEqual(toggle["action"] as? String, "toggle")
        XCTAssertEqual((toggle["before"] as? [String: Bool])?["checked"], false)
        XCTAssertEqual((toggle["before"] as? [String: Bool])?["checkable"], true)
        XCTAssertEqual((toggle["after"] as? [String: Bool])?["checked"], true)
        XCTAssertEqual(toggle["heard"] as? [Int], [1])
        XCTAssertTrue(demo.isRunning, demo.report())
    }
}
