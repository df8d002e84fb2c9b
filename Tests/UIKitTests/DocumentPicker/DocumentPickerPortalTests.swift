import Foundation
import QuartzCore
@testable import UIKit
import UniformTypeIdentifiers
import XCTest

/// Records what a document picker's delegate hears.
@MainActor
final class RecordingDocumentPickerDelegate: UIDocumentPickerDelegate {
    var picked: [[URL]] = []
    var cancelled = 0
    var heard: Bool { !picked.isEmpty || cancelled > 0 }

    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) { picked.append(urls) }
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) { cancelled += 1 }
}

/// The document picker presented as iOS apps present it, answered by a fake xdg-desktop-portal FileChooser on a
/// private session bus: the request's title, options and filters, the URLs the delegate gets (picked, copied,
/// exported), cancellation, and a bus with no portal on it.
final class DocumentPickerPortalTests: XCTestCase {
    /// The portal's side: owns `org.freedesktop.portal.Desktop`, prints each FileChooser request as one JSON line
    /// (`request {...}`), returns its handle and answers on it: with the URIs given as arguments, or "cancel".
    static let portalScript = """
    import json, sys
    import gi
    from gi.repository import Gio, GLib
    METHOD = '<method name="%s"><arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="a{sv}" direction="in"/><arg type="o" direction="out"/></method>'
    XML = '<node><interface name="org.freedesktop.portal.FileChooser">' + ''.join(METHOD % m for m in ("OpenFile", "SaveFile", "SaveFiles")) + '</interface></node>'
    answer = sys.argv[1:]
    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    def text(value):
        return bytes(value).rstrip(b"\\0").decode()
    def plain(options):
        result = {}
        for key, value in options.items():
            if key == "current_folder":
                value = text(value)
            elif key == "files":
                value = [text(item) for item in value]
            result[key] = value
        return result
    def call(connection, sender, path, interface, method, parameters, invocation):
        parent, title, options = parameters.unpack()
        handle = "/org/freedesktop/portal/desktop/request/%s/%s" % (sender[1:].replace(".", "_"), options.get("handle_token", "t"))
        print("request " + json.dumps({"method": method, "parent": parent, "title": title, "options": plain(options)}), flush=True)
        invocation.return_value(GLib.Variant("(o)", (handle,)))
        def respond():
            results = (1, {}) if answer == ["cancel"] else (0, {"uris": GLib.Variant("as", answer)})
            connection.emit_signal(sender, handle, "org.freedesktop.portal.Request", "Response", GLib.Variant("(ua{sv})", results))
            return False
        GLib.idle_add(respond)
    bus.register_object("/org/freedesktop/portal/desktop", Gio.DBusNodeInfo.new_for_xml(XML).interfaces[0], call, None, None)
    bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "RequestName",
                  GLib.Variant("(su)", ("org.freedesktop.portal.Desktop", 4)), None, 0, 5000, None)
    print("ready", flush=True)
    GLib.MainLoop().run()
    """

    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("picker-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Presents `picker` from a window's root controller as an app does until its delegate hears; the delegate.
    @MainActor
    private static func present(_ picker: UIDocumentPickerViewController) -> RecordingDocumentPickerDelegate {
        let delegate = RecordingDocumentPickerDelegate()
        picker.delegate = delegate
        let root = PrivateSessionBus.present(picker) { delegate.heard }
        XCTAssertNil(root.presentedViewController, "the picker dismissed itself first")
        return delegate
    }

    /// The request the fake portal printed.
    static func request(_ portal: PortalProcess?) throws -> [String: Any] {
        let line = try XCTUnwrap(portal?.lines.first { $0.hasPrefix("request ") }, "the portal was asked")
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.dropFirst("request ".count).utf8)) as? [String: Any])
    }

    func testOpeningAsksWithTheTypesFiltersAndTheDelegateGetsThePickedURLs() throws {
        let folder: URL = folder
        let first = folder.appendingPathComponent("scan.pdf"), second = folder.appendingPathComponent("photo.png")
        try PrivateSessionBus.run(portalScript: Self.portalScript, arguments: [first.absoluteString, second.absoluteString]) { address, portal in
            try PrivateSessionBus.withSessionBus(address) {
                let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf, .png])
                picker.allowsMultipleSelection = true
                picker.directoryURL = folder
                let delegate = Self.present(picker)
                XCTAssertEqual(delegate.picked, [[first, second]])
                XCTAssertEqual(delegate.cancelled, 0)
                let request = try Self.request(portal)
                XCTAssertEqual(request["method"] as? String, "OpenFile")
                XCTAssertEqual(request["title"] as? String, "Open Files")
                let options = try XCTUnwrap(request["options"] as? [String: Any])
                XCTAssertEqual(options["multiple"] as? Bool, true)
                XCTAssertEqual(options["modal"] as? Bool, true)
                XCTAssertEqual(options["current_folder"] as? String, folder.path)
                let filters = try XCTUnwrap(options["filters"] as? [[Any]])
                XCTAssertEqual(filters.map { $0[0] as? String }, ["All supported files", "PDF document", "PNG image"])
                let pngPatterns = (filters[2][1] as? [[Any]])?.map { "\($0[0]):\($0[1])" }
                XCTAssertEqual(pngPatterns, ["1:image/png", "0:*.png"])
                XCTAssertEqual((filters[0][1] as? [[Any]])?.count, 4, "both types' MIME types and globs")
                XCTAssertEqual((options["current_filter"] as? [Any])?.first as? String, "All supported files")
            }
        }
    }

    func testOpeningAsACopyHandsOverCopiesAndCancellingTellsTheDelegate() throws {
        let original = folder.appendingPathComponent("notes.txt")
        try Data("notes".utf8).write(to: original)
        try PrivateSessionBus.run(portalScript: Self.portalScript, arguments: [original.absoluteString]) { address, _ in
            try PrivateSessionBus.withSessionBus(address) {
                let delegate = Self.present(UIDocumentPickerViewController(forOpeningContentTypes: [.plainText], asCopy: true))
                let copy = try XCTUnwrap(delegate.picked.first?.first)
                XCTAssertNotEqual(copy, original)
                XCTAssertEqual(copy.lastPathComponent, "notes.txt")
                XCTAssertEqual(try Data(contentsOf: copy), Data("notes".utf8))
                try? FileManager.default.removeItem(at: copy.deletingLastPathComponent())
            }
        }
        try PrivateSessionBus.run(portalScript: Self.portalScript, arguments: ["cancel"]) { address, _ in
            PrivateSessionBus.withSessionBus(address) {
                let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.image])
                let delegate = Self.present(picker)
                XCTAssertEqual(delegate.cancelled, 1)
                XCTAssertTrue(delegate.picked.isEmpty)
                XCTAssertNil(picker.failure, "a cancel is no failure")
            }
        }
    }

    func testExportingMovesTheDocumentToThePlaceChosen() throws {
        let document = folder.appendingPathComponent("report.pdf"), destination = folder.appendingPathComponent("Saved report.pdf")
        try Data("%PDF".utf8).write(to: document)
        try PrivateSessionBus.run(portalScript: Self.portalScript, arguments: [destination.absoluteString]) { address, portal in
            try PrivateSessionBus.withSessionBus(address) {
                let delegate = Self.present(UIDocumentPickerViewController(forExporting: [document]))
                XCTAssertEqual(delegate.picked, [[destination]])
                XCTAssertEqual(try Data(contentsOf: destination), Data("%PDF".utf8))
                XCTAssertFalse(FileManager.default.fileExists(atPath: document.path), "moved, not copied")
                let request = try Self.request(portal)
                XCTAssertEqual(request["method"] as? String, "SaveFile")
                XCTAssertEqual((request["options"] as? [String: Any])?["current_name"] as? String, "report.pdf")
            }
        }
    }

    func testWithNoPortalTheDelegateHearsACancelAndTheCauseIsNamed() throws {
        let folder: URL = folder
        try PrivateSessionBus.run(portalScript: nil) { address, _ in
            PrivateSessionBus.withSessionBus(address) {
                let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.json])
                let delegate = Self.present(picker)
                XCTAssertEqual(delegate.cancelled, 1)
                XCTAssertTrue(picker.failure?.contains("org.freedesktop.DBus.Error.ServiceUnknown") == true, picker.failure ?? "no failure")
            }
        }
        onMainActor {
            PrivateSessionBus.withSessionBus(nil) {
                let picker = UIDocumentPickerViewController(forExporting: [folder.appendingPathComponent("a.txt")], asCopy: true)
                let delegate = Self.present(picker)
                XCTAssertEqual(delegate.cancelled, 1)
                XCTAssertEqual(picker.failure, "no D-Bus session bus (DBUS_SESSION_BUS_ADDRESS is not set)")
            }
        }
    }

    func testFiltersOfAbstractTypesNameTheTypesUnderThem() {
        onMainActor {
            XCTAssertEqual(DocumentPickerFilters.filters(for: [.data]), [], "any file")
            XCTAssertEqual(DocumentPickerFilters.filters(for: [.item, .png]), [])
            let image = DocumentPickerFilters.filter(for: .image)
            XCTAssertEqual(image.name, "Image")
            XCTAssertEqual(image.patterns.first, .mimeType("image/*"))
            XCTAssertTrue(image.patterns.contains(.glob("*.png")))
            XCTAssertTrue(image.patterns.contains(.mimeType("image/jpeg")))
            XCTAssertFalse(image.patterns.contains(.glob("*.pdf")))
            let text = DocumentPickerFilters.filter(for: .text)
            XCTAssertTrue(text.patterns.contains(.mimeType("text/plain")), "no MIME parameters: \(text.patterns)")
            XCTAssertTrue(text.patterns.contains(.glob("*.swift")))
        }
    }
}

/// The iOS 8 and 11 forms of the picker: identifiers and modes for what iOS 14 says with types and `asCopy`.
final class DocumentPickerModeTests: XCTestCase {
    func testTheOlderInitializersMapToTheNewer() {
        onMainActor {
            let importer = UIDocumentPickerViewController(documentTypes: ["com.adobe.pdf", "public.image", "not.a.type"], in: .import)
            XCTAssertEqual(importer.purpose, .opening([.pdf, .image]))
            XCTAssertEqual(importer.documentPickerMode, .import)
            XCTAssertEqual(UIDocumentPickerViewController(documentTypes: ["public.text"], in: .open).documentPickerMode, .open)
            let url = URL(fileURLWithPath: "/tmp/a.txt")
            let mover = UIDocumentPickerViewController(url: url, in: .moveToService)
            XCTAssertEqual(mover.purpose, .exporting([url]))
            XCTAssertEqual(mover.documentPickerMode, .moveToService)
            XCTAssertEqual(UIDocumentPickerViewController(urls: [url], in: .exportToService).documentPickerMode, .exportToService)
            XCTAssertEqual(UIDocumentPickerViewController(forOpeningContentTypes: [.pdf]).documentPickerMode, .open)
            XCTAssertEqual(UIDocumentPickerViewController(forOpeningContentTypes: [.pdf], asCopy: true).documentPickerMode, .import)
            XCTAssertEqual(UIDocumentPickerViewController(forExporting: [url]).documentPickerMode, .moveToService)
        }
    }

    /// A delegate written for iOS 8 hears the first document through the method it has.
    func testADelegateOfTheOldFormHearsTheFirstDocument() {
        @MainActor final class OldDelegate: UIDocumentPickerDelegate {
            var picked: URL?
            func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) { picked = url }
        }
        onMainActor {
            let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.data])
            let delegate = OldDelegate()
            picker.delegate = delegate
            picker.receive(.chosen([URL(fileURLWithPath: "/tmp/one"), URL(fileURLWithPath: "/tmp/two")]))
            XCTAssertEqual(delegate.picked, URL(fileURLWithPath: "/tmp/one"))
        }
    }
}
