import UIKit

/// A map far larger than the screen in a zooming scroll view: a view backed by a `CATiledLayer` draws only the
/// tiles that show, each at the level of detail the zoom needs, fading in as they are drawn.
final class TiledMapPage: GalleryPage, UIScrollViewDelegate {
    override class var name: String { "Tiled map" }
    override class var api: String { "CATiledLayer · levelsOfDetail · levelsOfDetailBias · viewForZooming(in:)" }
    override class var hint: String { "Pinch or scroll to zoom, drag to pan, double-tap to zoom in: lines stay sharp at every zoom." }

    /// The map's side in points.
    static let mapSide: CGFloat = 16384

    private(set) var scrollView: UIScrollView!
    private(set) var map: MapView!
    private let zoomLabel = UILabel()

    override func build() {
        scrollView = UIScrollView(frame: CGRect(x: 20, y: 10, width: 520, height: 380))
        scrollView.backgroundColor = GalleryPalette.panel
        scrollView.layer.cornerRadius = 12
        map = MapView(frame: CGRect(x: 0, y: 0, width: Self.mapSide, height: Self.mapSide))
        scrollView.addSubview(map)
        scrollView.contentSize = map.bounds.size
        scrollView.delegate = self
        scrollView.minimumZoomScale = scrollView.bounds.height / Self.mapSide
        scrollView.maximumZoomScale = 4
        scrollView.zoomScale = scrollView.minimumZoomScale
        let doubleTap = UITapGestureRecognizer { [unowned self] tap in self.zoomIn(at: tap.location(in: self.map)) }
        doubleTap.numberOfTapsRequired = 2
        scrollView.addGestureRecognizer(doubleTap)
        stage.addSubview(scrollView)
        caption("7 levels: 4× … 1/16×", frame: CGRect(x: 560, y: 20, width: 190, height: 20), color: GalleryPalette.text)
        zoomLabel.frame = CGRect(x: 560, y: 70, width: 190, height: 20)
        zoomLabel.textColor = GalleryPalette.api
        stage.addSubview(zoomLabel)
        showZoom()
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { map }

    func scrollViewDidZoom(_ scrollView: UIScrollView) { showZoom() }

    /// Zooms in twice as far around `point` (in the map's coordinates), or all the way out from the closest zoom.
    private func zoomIn(at point: CGPoint) {
        guard scrollView.zoomScale < scrollView.maximumZoomScale else {
            scrollView.setZoomScale(scrollView.minimumZoomScale, animated: true)
            return
        }
        let scale = min(scrollView.zoomScale * 2, scrollView.maximumZoomScale)
        let size = CGSize(width: scrollView.bounds.width / scale, height: scrollView.bounds.height / scale)
        scrollView.zoom(to: CGRect(x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height), animated: true)
    }

    private func showZoom() {
        zoomLabel.text = String(format: "zoom %.3g×", scrollView.zoomScale)
    }

    /// The map: blocks of 1024 points in alternating shades, a grid every 128 points, block names where they can be
    /// read, all drawn tile by tile with lines one screen pixel wide at the level drawn.
    final class MapView: UIView {
        override class var layerClass: AnyClass { CATiledLayer.self }

        override init(frame: CGRect) {
            super.init(frame: frame)
            let tiled = layer as! CATiledLayer
            tiled.levelsOfDetail = 7
            tiled.levelsOfDetailBias = 2
        }

        required init?(coder: NSCoder) {
            return nil
        }

        override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            let scale = context.ctm.a
            let block: CGFloat = 1024
            for row in Int(rect.minY / block)...Int((rect.maxY - 1) / block) {
                for column in Int(rect.minX / block)...Int((rect.maxX - 1) / block) {
                    let area = CGRect(x: CGFloat(column) * block, y: CGFloat(row) * block, width: block, height: block)
                    let accent = GalleryPalette.accents[(row * 5 + column * 3) % GalleryPalette.accents.count]
                    accent.withAlphaComponent(0.35).setFill()
                    UIRectFill(area.intersection(rect))
                    // Names too small to read are not drawn.
                    guard scale >= 0.125, area.minX + 400 > rect.minX, area.minY + 140 > rect.minY else { continue }
                    let label = "\(Character(UnicodeScalar(65 + row % 26)!))\(column + 1)" as NSString
                    label.draw(at: CGPoint(x: area.minX + 24, y: area.minY + 16),
                               withAttributes: [.font: UIFont.boldSystemFont(ofSize: 96), .foregroundColor: GalleryPalette.text])
                }
            }
            let step: CGFloat = scale < 0.1 ? 1024 : 128
            context.setStrokeColor(GalleryPalette.guide.cgColor)
            context.setLineWidth(1 / scale)
            var x = (rect.minX / step).rounded(.down) * step
            while x <= rect.maxX {
                context.move(to: CGPoint(x: x + 0.5 / scale, y: rect.minY))
                context.addLine(to: CGPoint(x: x + 0.5 / scale, y: rect.maxY))
                x += step
            }
            var y = (rect.minY / step).rounded(.down) * step
            while y <= rect.maxY {
                context.move(to: CGPoint(x: rect.minX, y: y + 0.5 / scale))
                context.addLine(to: CGPoint(x: rect.maxX, y: y + 0.5 / scale))
                y += step
            }
            context.strokePath()
        }
    }
}
