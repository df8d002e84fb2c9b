import Foundation
import XCTest

/// QuartzCore and UIKit keep their mutable state in a `CAContext` (and UIKit's part of it), not in globals: the
/// stored globals left are exactly the allow-list, each with its reason.
final class GlobalStateTests: XCTestCase {
    static let allowed: [String: String] = [
        "Sources/QuartzCore/Context/CAContext+Current.swift: stored": "the current context, the one pointer Apple's static API reaches",
        "Sources/QuartzCore/Layers/CALayer.swift: lastRenderID": "layer identities, unique in the process: renderers key caches by them, whichever context made the layer",
        "Sources/UIKit/App/UIApplication.swift: current": "the app object, one per process as UIApplication.shared is on iOS",
        "Sources/UIKit/App/UIApplication.swift: firstResponder": "the app's first responder, one per app as on iOS (UIApplication keeps it for its key window)",
        "Sources/UIKit/App/UIApplication.swift: noDesktopHint": "the app's setting for its no-compositor message",
        "Sources/UIKit/Layout/LayoutEngineHost.swift: lastGeneration": "engine generations, unique in the process: a view's cached engine variables are tagged by the engine that made them, whichever context",
        "Sources/UIKit/Text/NSTextAttachment.swift: viewProviderClasses": "view provider classes registered on NSTextAttachment's class by file type, process-wide as on iOS",
    ]

    func testTheOnlyGlobalsAreTheAllowedOnes() throws {
        let root = RepositoryRoot.url
        let found = try ["Sources/QuartzCore", "Sources/UIKit"].flatMap {
            try GlobalStateScanner.scan(root.appendingPathComponent($0), relativeTo: root)
        }
        XCTAssertEqual(found, Self.allowed.keys.sorted(), "move new state into CAContext (or UIKitContextState) instead")
    }

    func testTheScannerTellsStoredFromComputed() {
        let source = """
        private var tables: [String: Int] = [:]
        let constant = 1
        enum Engine {
            private static var layers: [Int] = []
            static var pending: Int?
            nonisolated(unsafe) private static var stored: Int?
            public private(set) static var messages: [String] = [] // a comment {
            static var computed: Int { 1 }
            static var observed = 0 { didSet { } }
            var instance = 0
            func f() { var local = 0; local += 1 }
        }
        """
        XCTAssertEqual(GlobalStateScanner.scan(file: source), ["tables", "layers", "pending", "stored", "messages", "observed"])
    }
}
