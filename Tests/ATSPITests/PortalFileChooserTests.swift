@testable import ATSPI
import Foundation
import XCTest

/// The portal's file chooser as messages: the request's method, options and filters, the `Response` it listens for
/// on the request's handle, and each way a request ends.
final class PortalFileChooserTests: XCTestCase {
    static let handlePrefix = "/org/freedesktop/portal/desktop/request/1_7/"

    /// The options dictionary of a call, by key, looking through the variants.
    private static func options(_ call: DBusMessage) -> [String: DBusValue] {
        Dictionary(uniqueKeysWithValues: (call.arguments.last?.elements ?? []).compactMap { entry in
            entry.dictKey.flatMap { key in entry.dictValue.map { (key, $0) } }
        })
    }

    private static func text(_ bytes: DBusValue?) -> String {
        String(decoding: (bytes?.elements ?? []).compactMap { $0.intValue.map(UInt8.init) }.filter { $0 != 0 }, as: UTF8.self)
    }

    private static func response(_ path: String, _ code: UInt32, uris: [String] = []) -> DBusMessage {
        var signal = DBusMessage.signal(path, "org.freedesktop.portal.Request", "Response",
                                        [.uint32(code), .variantDictionary([("uris", .array(element: "s", uris.map(DBusValue.string)))])])
        signal.sender = ":1.3"
        return signal
    }

    func testAnOpenRequestCarriesItsOptionsAndFiltersAndHearsTheChosenFiles() throws {
        try MainActor.assumeIsolated {
            let bus = RecordingBus()
            let expected = Self.handlePrefix + "uikit_\(ProcessInfo.processInfo.processIdentifier)_1"
            bus.replies["OpenFile"] = [.objectPath(expected)]
            let chooser = PortalFileChooser(bus: bus)
            let filters = [PortalFileChooser.Filter(name: "PNG image", patterns: [.mimeType("image/png"), .glob("*.png")])]
            var outcome: PortalFileChooser.Outcome?
            chooser.run(.open(title: "Open File", multiple: true, directories: false, filters: filters,
                              folder: URL(fileURLWithPath: "/home/ann/Pictures"))) { outcome = $0 }
            let call = try XCTUnwrap(bus.calls.first)
            XCTAssertEqual(call.destination, "org.freedesktop.portal.Desktop")
            XCTAssertEqual(call.path, "/org/freedesktop/portal/desktop")
            XCTAssertEqual(call.interface, "org.freedesktop.portal.FileChooser")
            XCTAssertEqual(call.member, "OpenFile")
            XCTAssertEqual(call.signature, "ssa{sv}")
            XCTAssertEqual(call.arguments[1].stringValue, "Open File")
            let options = Self.options(call)
            let token = try XCTUnwrap(options["handle_token"]?.stringValue)
            XCTAssertEqual(options["multiple"]?.boolValue, true)
            XCTAssertEqual(options["directory"]?.boolValue, false)
            XCTAssertEqual(options["filters"]?.signature, "a(sa(us))")
            XCTAssertEqual(options["filters"], .array(element: "(sa(us))", [.structure([.string("PNG image"), .array(element: "(us)", [
                .structure([.uint32(1), .string("image/png")]), .structure([.uint32(0), .string("*.png")]),
            ])])]))
            XCTAssertEqual(options["current_filter"]?.signature, "(sa(us))")
            XCTAssertEqual(Self.text(options["current_folder"]), "/home/ann/Pictures")
            let handle = Self.handlePrefix + token
            XCTAssertEqual(handle, expected)
            XCTAssertEqual(bus.matches, ["type='signal',interface='org.freedesktop.portal.Request',member='Response',path='\(handle)'"])
            XCTAssertFalse(bus.onMessage?(Self.response(Self.handlePrefix + "other", 0)) ?? true, "another request's answer")
            XCTAssertNil(outcome)
            XCTAssertTrue(bus.onMessage?(Self.response(handle, 0, uris: ["file:///home/ann/Pictures/a.png", "file:///home/ann/b%20c.png"])) ?? false)
            XCTAssertEqual(outcome, .chosen([URL(fileURLWithPath: "/home/ann/Pictures/a.png"), URL(fileURLWithPath: "/home/ann/b c.png")]))
            XCTAssertFalse(bus.onMessage?(Self.response(handle, 0)) ?? true, "heard once")
        }
    }

    func testCancelledFailedAndUnansweredRequests() throws {
        try MainActor.assumeIsolated {
            let bus = RecordingBus()
            bus.replies["SaveFile"] = [.objectPath("/org/freedesktop/portal/desktop/request/old/style")]
            let chooser = PortalFileChooser(bus: bus)
            var outcomes: [PortalFileChooser.Outcome] = []
            chooser.run(.save(title: "Export", name: "report.pdf", folder: nil)) { outcomes.append($0) }
            let save = try XCTUnwrap(bus.calls.last)
            XCTAssertEqual(save.member, "SaveFile")
            XCTAssertEqual(Self.options(save)["current_name"]?.stringValue, "report.pdf")
            XCTAssertEqual(bus.matches.count, 2, "an older portal's own handle is listened to as well")
            XCTAssertTrue(bus.onMessage?(Self.response("/org/freedesktop/portal/desktop/request/old/style", 1)) ?? false)
            XCTAssertEqual(outcomes, [.cancelled])
            chooser.run(.saveFiles(title: "Export", names: ["a.txt", "b.txt"], folder: nil)) { outcomes.append($0) }
            let saveFiles = try XCTUnwrap(bus.calls.last)
            XCTAssertEqual(saveFiles.member, "SaveFiles")
            XCTAssertEqual(Self.options(saveFiles)["files"]?.elements.map { Self.text($0) }, ["a.txt", "b.txt"])
            XCTAssertEqual(outcomes.last, .failed("xdg-desktop-portal did not answer SaveFiles"), "no reply at all")
            bus.replies["OpenFile"] = [.objectPath("/unused")]
            chooser.run(.open(title: "Open", multiple: false, directories: false, filters: [], folder: nil)) { outcomes.append($0) }
            XCTAssertNil(Self.options(try XCTUnwrap(bus.calls.last))["filters"], "no filters: every file")
            var second: PortalFileChooser.Outcome?
            chooser.run(.open(title: "Again", multiple: false, directories: false, filters: [], folder: nil)) { second = $0 }
            XCTAssertEqual(second, .failed("another file chooser request is open"))
            XCTAssertTrue(bus.onMessage?(Self.response("/unused", 2)) ?? false)
            XCTAssertEqual(outcomes.last, .failed("the file dialog ended without an answer"))
        }
    }

    func testWithoutASessionBusTheChooserSaysWhy() throws {
        try MainActor.assumeIsolated {
            XCTAssertThrowsError(try PortalFileChooser.onSessionBus(environment: [:])) { error in
                XCTAssertEqual("\(error)", "no D-Bus session bus (DBUS_SESSION_BUS_ADDRESS is not set)")
            }
        }
    }
}
