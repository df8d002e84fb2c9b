import Foundation
import QuartzCore
import TestSupport
@testable import UIKit
import XCTest

/// What a docked input bar looks like at the window's foot once it has slid in.
final class InputAccessorySnapshotTests: XCTestCase {
    func testTheDockedBarAtTheWindowsFoot() throws {
        let image = try MainActor.assumeIsolated { () throws -> CGImage in
            let rig = InputAccessoryRig()
            defer { rig.finish() }
            rig.controller.view.backgroundColor = .white
            rig.controller.barField.borderStyle = .roundedRect
            rig.controller.barField.placeholder = "Message"
            let send = UIButton(type: .system)
            send.setTitle("Send", for: .normal)
            send.frame = CGRect(x: 216, y: 7, width: 96, height: 30)
            rig.controller.bar.addSubview(send)
            rig.controller.becomeFirstResponder()
            let renderer = OffscreenRenderer(window: rig.window)
            rig.keyboard.context.advance(by: 0.3)
            _ = renderer.renderFrame()
            return try XCTUnwrap(renderer.image)
        }
        assertSnapshot(image, named: "dockedInputBar")
    }
}
