@testable import UIKit
import XCTest

/// The common controls as they look, against reference pictures: a segmented control, steppers, page controls,
/// progress views and activity indicators, drawn at scale 2 on white.
final class ControlSnapshotTests: XCTestCase {
    func testSegmentedControl() throws {
        let image = whitePicture(CGSize(width: 320, height: 100)) { window in
            let control = UISegmentedControl(items: ["Day", "Week", "Month", "Year"])
            control.frame = CGRect(x: 20, y: 14, width: 280, height: 32)
            control.selectedSegmentIndex = 1
            control.setEnabled(false, forSegmentAt: 3)
            window.addSubview(control)
            let tinted = UISegmentedControl(items: ["Small", "Medium sized", "L"])
            tinted.apportionsSegmentWidthsByContent = true
            tinted.selectedSegmentTintColor = .systemBlue
            tinted.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
            tinted.selectedSegmentIndex = 2
            tinted.sizeToFit()
            tinted.frame.origin = CGPoint(x: 20, y: 56)
            window.addSubview(tinted)
        }
        assertSnapshot(try XCTUnwrap(image), named: "segmentedControl")
    }

    func testSteppers() throws {
        let image = whitePicture(CGSize(width: 240, height: 60)) { window in
            let atMinimum = UIStepper(frame: CGRect(x: 16, y: 14, width: 0, height: 0))
            window.addSubview(atMinimum)
            let middle = UIStepper(frame: CGRect(x: 130, y: 14, width: 0, height: 0))
            middle.value = 50
            window.addSubview(middle)
        }
        assertSnapshot(try XCTUnwrap(image), named: "steppers")
    }

    func testPageControls() throws {
        let image = whitePicture(CGSize(width: 200, height: 80)) { window in
            let plain = UIPageControl(frame: CGRect(x: 20, y: 8, width: 160, height: 26))
            plain.numberOfPages = 5
            plain.currentPage = 2
            window.addSubview(plain)
            let prominent = UIPageControl(frame: CGRect(x: 20, y: 44, width: 160, height: 26))
            prominent.numberOfPages = 4
            prominent.backgroundStyle = .prominent
            prominent.pageIndicatorTintColor = .systemGray3
            prominent.currentPageIndicatorTintColor = .systemOrange
            window.addSubview(prominent)
        }
        assertSnapshot(try XCTUnwrap(image), named: "pageControls")
    }

    func testProgressViews() throws {
        let image = whitePicture(CGSize(width: 200, height: 60)) { window in
            let plain = UIProgressView(progressViewStyle: .default)
            plain.frame = CGRect(x: 20, y: 14, width: 160, height: 4)
            plain.progress = 0.3
            window.addSubview(plain)
            let bar = UIProgressView(progressViewStyle: .bar)
            bar.frame = CGRect(x: 20, y: 30, width: 160, height: 2.5)
            bar.progress = 0.7
            window.addSubview(bar)
            let tinted = UIProgressView(frame: CGRect(x: 20, y: 44, width: 160, height: 4))
            tinted.progressTintColor = .systemGreen
            tinted.trackTintColor = .systemGray5
            tinted.setProgress(0.55, animated: true)
            window.addSubview(tinted)
        }
        assertSnapshot(try XCTUnwrap(image), named: "progressViews")
    }

    /// The five spinner styles a quarter second into their turn (three steps round), the white ones on dark gray.
    func testActivityIndicatorStyles() throws {
        let image = whitePicture(CGSize(width: 260, height: 60), after: 0.25) { window in
            let styles: [UIActivityIndicatorView.Style] = [.medium, .large, .gray, .white, .whiteLarge]
            for (index, style) in styles.enumerated() {
                let backing = UIView(frame: CGRect(x: 6 + CGFloat(index) * 50, y: 6, width: 48, height: 48))
                backing.backgroundColor = style == .white || style == .whiteLarge ? .darkGray : .white
                let spinner = UIActivityIndicatorView(style: style)
                spinner.center = CGPoint(x: 24, y: 24)
                backing.addSubview(spinner)
                window.addSubview(backing)
                spinner.startAnimating()
            }
        }
        assertSnapshot(try XCTUnwrap(image), named: "activityIndicatorStyles")
    }
}
