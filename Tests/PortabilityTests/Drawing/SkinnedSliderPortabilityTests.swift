import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A volume row as media apps skin it: a slider with speaker images at its ends, a round thumb image drawn with a
/// renderer (a bigger one while dragged), capsule track images, and a control subclass that logs every action it
/// sends through `sendAction(_:)`.
class LoggingSlider: UISlider {
    var sent: [String] = []

    override func sendAction(_ action: UIAction) {
        sent.append(action.title)
        super.sendAction(action)
    }
}

@MainActor
final class VolumeRow: UIView {
    let slider = LoggingSlider()
    var volume: Float = 0

    static func dot(diameter: CGFloat, color: UIColor) -> UIImage {
        let size = CGSize(width: diameter, height: diameter)
        return UIGraphicsImageRenderer(size: size).image { context in
            color.setFill()
            context.cgContext.fillEllipse(in: CGRect(origin: .zero, size: size))
        }
    }

    static func capsule(color: UIColor) -> UIImage {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 9, height: 6)).image { _ in
            color.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 9, height: 6), cornerRadius: 3).fill()
        }
        return image.resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4), resizingMode: .stretch)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        slider.frame = bounds
        slider.minimumValueImage = Self.dot(diameter: 12, color: .gray)
        slider.maximumValueImage = Self.dot(diameter: 20, color: .gray)
        slider.setThumbImage(Self.dot(diameter: 16, color: .red), for: .normal)
        slider.setThumbImage(Self.dot(diameter: 24, color: .red), for: .highlighted)
        slider.setMinimumTrackImage(Self.capsule(color: .blue), for: .normal)
        slider.setMaximumTrackImage(Self.capsule(color: .green), for: .normal)
        slider.value = 0.5
        slider.addAction(UIAction(title: "volume") { [unowned self] action in
            volume = (action.sender as? UISlider)?.value ?? -1
        }, for: .valueChanged)
        addSubview(slider)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class SkinnedSliderPortabilityTests: XCTestCase {
    func testValueImagesShortenTheTrackAndTheThumbImageSetsTheThumbSize() {
        MainActor.assumeIsolated {
            let row = VolumeRow(frame: CGRect(x: 0, y: 0, width: 240, height: 40))
            let slider = row.slider
            XCTAssertEqual(slider.minimumValueImageRect(forBounds: slider.bounds), CGRect(x: 0, y: 14, width: 12, height: 12))
            XCTAssertEqual(slider.maximumValueImageRect(forBounds: slider.bounds), CGRect(x: 220, y: 10, width: 20, height: 20))
            let track = slider.trackRect(forBounds: slider.bounds)
            XCTAssertEqual(track, CGRect(x: 20, y: 17, width: 192, height: 6), "8 points from each value image, as tall as the track images")
            let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: slider.value)
            XCTAssertEqual(thumb.size, CGSize(width: 16, height: 16))
            XCTAssertEqual(thumb.midX, track.midX)
            XCTAssertEqual(slider.currentThumbImage?.size, CGSize(width: 16, height: 16))
            slider.isHighlighted = true
            XCTAssertEqual(slider.currentThumbImage?.size, CGSize(width: 24, height: 24), "the highlighted state's image")
            XCTAssertEqual(slider.thumbImage(for: .selected)?.size, nil)
            XCTAssertNotNil(slider.minimumTrackImage(for: .normal))
        }
    }

    func testTheImagesAreWhatShows() {
        MainActor.assumeIsolated {
            let row = VolumeRow(frame: CGRect(x: 0, y: 0, width: 240, height: 40))
            row.slider.value = 0.25
            let renderer = OffscreenRenderer(window: whiteWindow(holding: row))
            renderer.renderFrame()
            let track = row.slider.trackRect(forBounds: row.slider.bounds)
            let thumb = row.slider.thumbRect(forBounds: row.slider.bounds, trackRect: track, value: 0.25)
            XCTAssertEqual(renderer.pixel(x: Int(thumb.midX), y: 20), 0xFFFF_0000, "the red thumb image")
            XCTAssertEqual(renderer.pixel(x: Int(track.minX) + 6, y: 20), 0xFF00_00FF, "the blue track image left of the thumb")
            XCTAssertEqual(renderer.pixel(x: Int(track.maxX) - 6, y: 20), 0xFF00_FF00, "the green track image right of it")
            for x in [6, 230] {
                let green = (renderer.pixel(x: x, y: 20) >> 8) & 0xFF
                XCTAssertTrue((0x7C...0x84).contains(green), "the gray speaker dot at \(x): \(String(renderer.pixel(x: x, y: 20), radix: 16))")
            }
        }
    }

    func testSendActionSeesEveryActionAndActionsCanBeFoundAndRemovedByIdentifier() {
        MainActor.assumeIsolated {
            let row = VolumeRow(frame: CGRect(x: 0, y: 0, width: 240, height: 40))
            let slider = row.slider
            let haptic = UIAction(title: "haptic", identifier: UIAction.Identifier("haptic")) { _ in }
            slider.addAction(haptic, for: [.valueChanged, .touchDown])
            slider.value = 0.8
            slider.sendActions(for: .valueChanged)
            XCTAssertEqual(slider.sent, ["volume", "haptic"])
            XCTAssertEqual(row.volume, 0.8)
            XCTAssertEqual(slider.allControlEvents, [.valueChanged, .touchDown])

            var seen: [(String, UIControl.Event)] = []
            slider.enumerateEventHandlers { action, target, selector, events, stop in
                XCTAssertNil(target)
                XCTAssertNil(selector)
                seen.append((action?.title ?? "", events))
                stop.pointee = true
            }
            XCTAssertEqual(seen.map(\.0), ["volume"], "stopped after the first")

            slider.removeAction(identifiedBy: UIAction.Identifier("haptic"), for: .valueChanged)
            slider.sent = []
            slider.sendActions(for: .valueChanged)
            XCTAssertEqual(slider.sent, ["volume"])
            slider.sendActions(for: .touchDown)
            XCTAssertEqual(slider.sent, ["volume", "haptic"], "still registered for touch down")
        }
    }
}
