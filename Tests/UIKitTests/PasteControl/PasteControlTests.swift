import Foundation
import QuartzCore
import TestSupport
@testable import UIKit
import Wayland
import XCTest

/// The paste button: a tap hands the general pasteboard's items to its target through `paste(itemProviders:)`; it is
/// enabled while the pasteboard holds something the target accepts.
final class PasteControlTests: XCTestCase {
    /// A responder that takes images only, as an app's own canvas would.
    @MainActor
    final class ImageWell: UIView {
        var pasted: [NSItemProvider] = []
        override func paste(itemProviders: [NSItemProvider]) { pasted = itemProviders }
    }

    func testATapPastesTheClipboardIntoTheTargetTextField() {
        onMainActor {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            let field = UITextField(frame: CGRect(x: 20, y: 20, width: 280, height: 30))
            field.text = "Code: "
            let configuration = UIPasteControl.Configuration()
            configuration.displayMode = .iconOnly
            configuration.cornerStyle = .capsule
            configuration.baseBackgroundColor = .systemGreen
            let control = UIPasteControl(configuration: configuration)
            configuration.displayMode = .labelOnly
            XCTAssertEqual(control.configuration.displayMode, .iconOnly, "the control keeps a copy")
            XCTAssertEqual(control.configuration.cornerStyle, .capsule)
            control.frame = CGRect(x: 20, y: 80, width: 120, height: 44)
            window.addSubview(field)
            window.addSubview(control)
            XCTAssertFalse(control.isEnabled, "no target yet")
            control.target = field
            XCTAssertFalse(control.isEnabled, "an empty pasteboard has nothing to paste")
            UIPasteboard.general.string = "123456"
            XCTAssertTrue(control.isEnabled, "it follows the pasteboard")
            var tapped = 0
            control.addAction(UIAction { _ in tapped += 1 }, for: .touchUpInside)
            let input = WindowInput(window: window)
            input.handle(TouchFrame(events: [.down(id: 1, x: 60, y: 100, serial: 1, time: 0)]))
            input.handle(TouchFrame(events: [.up(id: 1, serial: 2, time: 0)]))
            XCTAssertEqual(field.text, "Code: 123456", "pasted at the end of a field that is not editing")
            XCTAssertEqual(tapped, 1, "the app's own actions still run")
        }
    }

    func testTheTargetsConfigurationDecidesWhatTheButtonOffers() {
        onMainActor {
            _ = installManualClock()
            let well = ImageWell()
            well.pasteConfiguration = UIPasteConfiguration(forAccepting: UIImage.self)
            XCTAssertTrue(well.pasteConfiguration?.acceptableTypeIdentifiers.contains("public.png") ?? false)
            let control = UIPasteControl(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
            XCTAssertEqual(control.configuration.displayMode, .iconAndLabel)
            control.target = well
            UIPasteboard.general.string = "words"
            XCTAssertFalse(control.isEnabled, "an image well takes no text")
            XCTAssertFalse(well.canPaste(UIPasteboard.general.itemProviders))
            let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            }
            UIPasteboard.general.image = image
            XCTAssertTrue(control.isEnabled)
            control.sendActions(for: .touchUpInside)
            XCTAssertEqual(well.pasted.count, 1)
            XCTAssertTrue(well.pasted.first?.hasItemConformingToTypeIdentifier("public.image") ?? false)
        }
    }

    func testAPasteConfigurationIsCopiedAndGrows() {
        onMainActor {
            let configuration = UIPasteConfiguration(acceptableTypeIdentifiers: ["public.plain-text"])
            let view = UIView()
            view.pasteConfiguration = configuration
            configuration.addAcceptableTypeIdentifiers(["public.url"])
            XCTAssertEqual(view.pasteConfiguration?.acceptableTypeIdentifiers, ["public.plain-text"], "a copy is kept, as @NSCopying")
            let strings = UIPasteConfiguration(forAccepting: String.self)
            strings.addTypeIdentifiers(forAccepting: URL.self)
            XCTAssertFalse(strings.acceptableTypeIdentifiers.isEmpty)
            XCTAssertTrue(UIPasteConfiguration().acceptableTypeIdentifiers.isEmpty)
        }
    }
}
