import Foundation
@testable import UIKit
import XCTest

/// The text formatting coordinator: a font picked in a font picker it is the delegate of reaches its delegate as a
/// conversion of the selected text's attributes; there is no Mac font panel.
final class TextFormattingCoordinatorTests: XCTestCase {
    @MainActor
    final class Editor: UITextFormattingCoordinatorDelegate {
        var attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20)]
        func updateTextAttributes(conversionHandler: ([NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any]) {
            attributes = conversionHandler(attributes)
        }
    }

    func testAFontPickedInAFontPickerReachesTheEditorAtItsSize() {
        onMainActor {
            _ = installManualClock()
            let scene = UIWindowScene(session: UISceneSession(role: .windowApplication), connectionOptions: UIScene.ConnectionOptions())
            let coordinator = UITextFormattingCoordinator(for: scene)
            let editor = Editor()
            coordinator.delegate = editor
            coordinator.setSelectedAttributes(editor.attributes, isMultiple: false)
            XCTAssertFalse(UITextFormattingCoordinator.isFontPanelVisible)
            UITextFormattingCoordinator.toggleFontPanel(coordinator)
            XCTAssertFalse(UITextFormattingCoordinator.isFontPanelVisible, "no Mac font panel")
            let picker = UIFontPickerViewController()
            picker.delegate = coordinator
            picker.selectedFontDescriptor = UIFontDescriptor(fontAttributes: [.family: "DejaVu Serif"])
            picker.delegate?.fontPickerViewControllerDidPickFont(picker)
            let font = try! XCTUnwrap(editor.attributes[.font] as? UIFont)
            XCTAssertEqual(font.familyName, "DejaVu Serif")
            XCTAssertEqual(font.pointSize, 20)
        }
    }
}
