import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A photo grid as an iOS 18 app writes it (Swift 5): a collection view of thumbnails in a navigation controller,
/// whose detail screen zooms out of the tapped thumbnail and, after the user moved on to another photo, back into
/// that photo's cell; with the options WWDC shows, the photo (not the whole screen) lines up with the thumbnail.
class PhotoLibraryViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    let photos: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemIndigo, .systemPurple]
    var collectionView: UICollectionView!
    var alignsPhoto = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Album"
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 60)
        layout.minimumInteritemSpacing = 16
        layout.minimumLineSpacing = 16
        layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.register(PhotoThumbnailCell.self, forCellWithReuseIdentifier: "thumbnail")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return photos.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "thumbnail", for: indexPath) as! PhotoThumbnailCell
        cell.contentView.backgroundColor = photos[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let detail = PhotoViewerController()
        detail.photos = photos
        detail.index = indexPath.item
        let options = UIViewController.Transition.ZoomOptions()
        if alignsPhoto {
            options.alignmentRectProvider = { context in
                let detail = context.zoomedViewController as! PhotoViewerController
                return detail.photoView.frame
            }
        }
        options.interactiveDismissShouldBegin = { context in
            return context.willBegin && context.velocity.dy > 0
        }
        options.dimmingColor = UIColor.black.withAlphaComponent(0.3)
        detail.preferredTransition = .zoom(options: options) { [weak self] context in
            guard let detail = context.zoomedViewController as? PhotoViewerController else { return nil }
            return self?.collectionView.cellForItem(at: IndexPath(item: detail.index, section: 0))
        }
        navigationController?.pushViewController(detail, animated: true)
    }
}

class PhotoThumbnailCell: UICollectionViewCell {
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 6
        contentView.clipsToBounds = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

class PhotoViewerController: UIViewController {
    var photos: [UIColor] = []
    var index = 0 {
        didSet { if isViewLoaded { photoView.backgroundColor = photos[index] } }
    }
    let photoView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        photoView.frame = view.bounds.insetBy(dx: 0, dy: 40)
        photoView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        photoView.backgroundColor = photos[index]
        view.addSubview(photoView)
    }

    func showNext() {
        index = min(index + 1, photos.count - 1)
    }
}

final class ZoomTransitionPortabilityTests: XCTestCase {
    @MainActor
    private final class App {
        let clock = installManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let album = PhotoLibraryViewController()
        let navigation: UINavigationController
        lazy var renderer = OffscreenRenderer(window: window)

        init() {
            navigation = UINavigationController(rootViewController: album)
            window.rootViewController = navigation
            run(0)
        }

        func run(_ seconds: Double) {
            var left = seconds
            repeat {
                clock.advance(by: min(left, 1.0 / 60))
                window.layoutIfNeeded()
                renderer.renderFrame()
                left -= 1.0 / 60
            } while left > 0
        }

        /// Where `view` shows in the window: its presentation's frame.
        func shown(_ view: UIView) -> CGRect {
            let frame = (view.layer.presentation() ?? view.layer).frame
            return view.superview?.convert(frame, to: nil) ?? frame
        }

        func cellFrame(_ item: Int) -> CGRect {
            let cell = album.collectionView.cellForItem(at: IndexPath(item: item, section: 0))!
            return cell.convert(cell.bounds, to: nil)
        }
    }

    func testTheDetailZoomsOutOfTheTappedPhotoAndBackIntoTheOneShownLast() {
        MainActor.assumeIsolated {
            let app = App()
            let tapped = app.cellFrame(1)
            app.album.collectionView(app.album.collectionView, didSelectItemAt: IndexPath(item: 1, section: 0))
            app.run(0)
            let detail = app.navigation.topViewController as! PhotoViewerController
            assertClose(app.shown(detail.view), tapped)
            app.run(1.5)
            assertClose(app.shown(detail.view), app.window.bounds)
            detail.showNext()
            detail.showNext()
            app.navigation.popViewController(animated: true)
            app.run(0)
            assertClose(detail.view.frame, app.cellFrame(3))
            app.run(1.5)
            XCTAssertTrue(app.navigation.topViewController === app.album)
            XCTAssertNil(detail.view.window)
        }
    }

    func testThePhotoLinesUpWithTheThumbnail() {
        MainActor.assumeIsolated {
            let app = App()
            app.album.alignsPhoto = true
            let tapped = app.cellFrame(0)
            app.album.collectionView(app.album.collectionView, didSelectItemAt: IndexPath(item: 0, section: 0))
            app.run(0)
            let detail = app.navigation.topViewController as! PhotoViewerController
            // The photo (400×220, centred) fills the 80×60 thumbnail by its height.
            let shown = app.shown(detail.view)
            XCTAssertEqual(shown.midX, tapped.midX, accuracy: 0.5)
            XCTAssertEqual(shown.midY, tapped.midY, accuracy: 0.5)
            XCTAssertEqual(shown.height, 300 * 60 / 220, accuracy: 0.5)
            app.run(1.5)
            assertClose(app.shown(detail.view), app.window.bounds)
        }
    }

    private func assertClose(_ actual: CGRect, _ expected: CGRect, line: UInt = #line) {
        XCTAssertEqual(actual.minX, expected.minX, accuracy: 0.5, line: line)
        XCTAssertEqual(actual.minY, expected.minY, accuracy: 0.5, line: line)
        XCTAssertEqual(actual.width, expected.width, accuracy: 0.5, line: line)
        XCTAssertEqual(actual.height, expected.height, accuracy: 0.5, line: line)
    }
}
