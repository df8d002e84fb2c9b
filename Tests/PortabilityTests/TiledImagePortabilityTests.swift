import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A huge zoomable picture as Apple's PhotoScroller sample shows one, compiled unchanged: a `TilingView` whose
/// layer is a `CATiledLayer` (levels of detail, `draw(_:)` working out its tiles from the rect and the CTM's scale),
/// kept at a content scale of 1, inside an `ImageScrollView` that zooms it as its own delegate.
final class TiledImagePortabilityTests: XCTestCase {
    /// Draws the picture's tiles: each a colour of its row and column, outlined and labelled, at the level drawn.
    final class TilingView: UIView {
        let imageSize: CGSize

        override class var layerClass: AnyClass {
            return CATiledLayer.self
        }

        var tiledLayer: CATiledLayer {
            return layer as! CATiledLayer
        }

        init(imageSize: CGSize) {
            self.imageSize = imageSize
            super.init(frame: CGRect(origin: .zero, size: imageSize))
            tiledLayer.levelsOfDetail = 4
            tiledLayer.levelsOfDetailBias = 2
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        // To handle the interaction between CATiledLayer and high resolution screens, keep the tiling view's
        // contentScaleFactor at 1.0.
        override var contentScaleFactor: CGFloat {
            didSet {
                super.contentScaleFactor = 1
            }
        }

        override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            // The scale of the level being drawn, from the context's transform.
            let scale = context.ctm.a
            var tileSize = tiledLayer.tileSize
            tileSize.width /= scale
            tileSize.height /= scale
            let firstCol = Int(floor(rect.minX / tileSize.width))
            let lastCol = Int(floor((rect.maxX - 1) / tileSize.width))
            let firstRow = Int(floor(rect.minY / tileSize.height))
            let lastRow = Int(floor((rect.maxY - 1) / tileSize.height))
            for row in firstRow...lastRow {
                for col in firstCol...lastCol {
                    var tileRect = CGRect(x: tileSize.width * CGFloat(col), y: tileSize.height * CGFloat(row),
                                          width: tileSize.width, height: tileSize.height)
                    tileRect = bounds.intersection(tileRect)
                    let hue = CGFloat((row * 5 + col * 3) % 12) / 12
                    UIColor(hue: hue, saturation: 0.45, brightness: 0.95, alpha: 1).setFill()
                    UIRectFill(tileRect)
                    UIColor.white.set()
                    context.setLineWidth(6 / scale)
                    context.stroke(tileRect)
                    let label = "\(col),\(row)" as NSString
                    label.draw(at: CGPoint(x: tileRect.minX + 12 / scale, y: tileRect.minY + 10 / scale),
                               withAttributes: [.font: UIFont.boldSystemFont(ofSize: 20 / scale),
                                                .foregroundColor: UIColor.darkGray])
                }
            }
        }
    }

    /// The scroll view that shows a tiling view and zooms it, as PhotoScroller's `ImageScrollView` does.
    final class ImageScrollView: UIScrollView, UIScrollViewDelegate {
        var tilingView: TilingView?
        var imageSize = CGSize.zero

        override init(frame: CGRect) {
            super.init(frame: frame)
            showsVerticalScrollIndicator = false
            showsHorizontalScrollIndicator = false
            bouncesZoom = true
            decelerationRate = UIScrollView.DecelerationRate.fast
            delegate = self
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        func displayTiledImage(of size: CGSize) {
            tilingView?.removeFromSuperview()
            tilingView = nil
            zoomScale = 1.0
            imageSize = size
            let view = TilingView(imageSize: size)
            addSubview(view)
            tilingView = view
            contentSize = size
            setMaxMinZoomScalesForCurrentBounds()
            zoomScale = minimumZoomScale
        }

        func setMaxMinZoomScalesForCurrentBounds() {
            let xScale = bounds.size.width / imageSize.width
            let yScale = bounds.size.height / imageSize.height
            let minScale = min(xScale, yScale)
            maximumZoomScale = 4
            minimumZoomScale = minScale
        }

        func viewForZooming(in scrollView: UIScrollView) -> UIView? {
            return tilingView
        }
    }

    /// Renders frames a sixtieth of a second apart until the tiles are drawn and faded in.
    @MainActor
    private func settle(_ renderer: OffscreenRenderer, _ clock: CAManualMediaClock) {
        for _ in 0..<120 {
            let more = renderer.renderFrame()
            clock.advance(by: 1.0 / 60)
            if !more { break }
        }
        renderer.renderFrame()
    }

    func testAHugeImageShowsWholeThenSharpWhenZoomedIn() {
        let images = MainActor.assumeIsolated { () -> [CGImage?] in
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 240))
            window.backgroundColor = .black
            let scrollView = ImageScrollView(frame: window.bounds)
            window.addSubview(scrollView)
            scrollView.displayTiledImage(of: CGSize(width: 2048, height: 2048))
            let renderer = OffscreenRenderer(window: window)
            settle(renderer, clock)
            let whole = renderer.image
            scrollView.zoom(to: CGRect(x: 964, y: 964, width: 120, height: 120), animated: false)
            XCTAssertEqual(scrollView.zoomScale, 2)
            settle(renderer, clock)
            return [whole, renderer.image]
        }
        assertSnapshot(try! XCTUnwrap(images[0]), named: "wholeImage")
        assertSnapshot(try! XCTUnwrap(images[1]), named: "zoomedIn")
    }
}
