@testable import UIKit
import XCTest

/// Buttons as they look against reference pictures: the eight standard configurations, normal, pressed and disabled,
/// in light and in dark mode; the sizes, an image with a subtitle, and a pop-up button; the button types' own images.
final class ButtonSnapshotTests: XCTestCase {
    private static let styles: [@MainActor () -> UIButton.Configuration] = [
        { .plain() }, { .tinted() }, { .gray() }, { .filled() },
        { .borderless() }, { .bordered() }, { .borderedTinted() }, { .borderedProminent() },
    ]

    /// A dot image to show beside titles (template, so it takes the foreground colour).
    @MainActor
    private static let dot = UIGraphicsImageRenderer(size: CGSize(width: 14, height: 14)).image { context in
        UIColor.black.setFill()
        context.cgContext.fillEllipse(in: CGRect(x: 1, y: 1, width: 12, height: 12))
    }.withRenderingMode(.alwaysTemplate)

    /// Renders `build`'s views in a window of `size` in `style` at scale 2, on a fresh manual clock.
    private func picture(_ size: CGSize, _ style: UIUserInterfaceStyle, _ build: @MainActor (UIWindow) -> Void) -> CGImage? {
        MainActor.assumeIsolated {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(origin: .zero, size: size))
            window.overrideUserInterfaceStyle = style
            window.backgroundColor = .systemBackground
            build(window)
            window.layoutIfNeeded()
            let renderer = OffscreenRenderer(window: window, scale: 2)
            renderer.renderFrame()
            CAContext.current.advance(by: 1)
            renderer.renderFrame()
            defer { UIApplication.shared.windows.removeAll { $0 === window } }
            return renderer.image
        }
    }

    /// A row per style: normal, pressed, disabled.
    @MainActor
    private static func styleGrid(in window: UIWindow) {
        for (row, make) in styles.enumerated() {
            for column in 0..<3 {
                var configuration = make()
                configuration.title = "Button"
                if column == 0 { configuration.image = dot }
                configuration.imagePadding = 6
                let button = UIButton(configuration: configuration)
                button.frame = CGRect(x: 12 + CGFloat(column) * 120, y: 10 + CGFloat(row) * 46, width: 110, height: 36)
                window.addSubview(button)
                button.isHighlighted = column == 1
                button.isEnabled = column != 2
            }
        }
    }

    func testStylesLight() throws {
        let image = picture(CGSize(width: 374, height: 380), .light) { Self.styleGrid(in: $0) }
        assertSnapshot(try XCTUnwrap(image), named: "stylesLight")
    }

    func testStylesDark() throws {
        let image = picture(CGSize(width: 374, height: 380), .dark) { Self.styleGrid(in: $0) }
        assertSnapshot(try XCTUnwrap(image), named: "stylesDark")
    }

    func testSizesSubtitleAndPopup() throws {
        let image = picture(CGSize(width: 320, height: 250), .light) { window in
            var y: CGFloat = 10
            for size in [UIButton.Configuration.Size.mini, .small, .medium, .large] {
                var configuration = UIButton.Configuration.filled()
                configuration.title = "Continue"
                configuration.buttonSize = size
                configuration.cornerStyle = size == .large ? .capsule : .dynamic
                let button = UIButton(configuration: configuration)
                button.frame = CGRect(origin: CGPoint(x: 12, y: y), size: button.intrinsicContentSize)
                window.addSubview(button)
                y += button.frame.height + 8
            }
            var subtitled = UIButton.Configuration.tinted()
            subtitled.title = "Download"
            subtitled.subtitle = "12 MB"
            subtitled.image = Self.dot
            subtitled.imagePadding = 8
            subtitled.titlePadding = 2
            let button = UIButton(configuration: subtitled)
            button.frame = CGRect(origin: CGPoint(x: 170, y: 10), size: button.intrinsicContentSize)
            window.addSubview(button)
            var popup = UIButton.Configuration.gray()
            popup.title = "Size"
            let menu = UIButton(configuration: popup)
            menu.menu = UIMenu(children: [UIAction(title: "Medium") { _ in }, UIAction(title: "Large") { _ in }])
            menu.showsMenuAsPrimaryAction = true
            menu.changesSelectionAsPrimaryAction = true
            menu.frame = CGRect(origin: CGPoint(x: 170, y: 80), size: menu.intrinsicContentSize)
            window.addSubview(menu)
            var spinning = UIButton.Configuration.filled()
            spinning.title = "Saving"
            spinning.showsActivityIndicator = true
            spinning.imagePadding = 6
            let saving = UIButton(configuration: spinning)
            saving.frame = CGRect(origin: CGPoint(x: 170, y: 130), size: saving.intrinsicContentSize)
            window.addSubview(saving)
        }
        assertSnapshot(try XCTUnwrap(image), named: "sizesSubtitleAndPopup")
    }

    func testButtonTypes() throws {
        let image = picture(CGSize(width: 300, height: 60), .light) { window in
            let types: [UIButton.ButtonType] = [.detailDisclosure, .infoLight, .contactAdd, .close, .system]
            for (index, type) in types.enumerated() {
                let button = UIButton(type: type)
                if type == .system { button.setTitle("Edit", for: .normal) }
                button.sizeToFit()
                button.frame.origin = CGPoint(x: 10 + CGFloat(index) * 56, y: 10)
                window.addSubview(button)
            }
            (window.subviews[1] as? UIButton)?.isHighlighted = true
        }
        assertSnapshot(try XCTUnwrap(image), named: "buttonTypes")
    }
}
