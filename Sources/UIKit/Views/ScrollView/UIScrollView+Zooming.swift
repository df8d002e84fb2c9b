import QuartzCore

extension UIScrollView {
    /// The delegate's view for zooming, if the delegate names one.
    var zoomingView: UIView? { delegate?.viewForZooming(in: self) }

    /// `scale` kept within the minimum and maximum zoom scales.
    func clampedZoomScale(_ scale: CGFloat) -> CGFloat {
        min(max(scale, minimumZoomScale), max(minimumZoomScale, maximumZoomScale))
    }

    /// Scales the zooming view to `scale` about `anchor` (a point in the visible area, relative to its top left), so
    /// the content under the anchor stays under it; the content size follows the scaled view.
    func applyZoomScale(_ scale: CGFloat, anchor: CGPoint, clampOffset: Bool = true) {
        guard let view = zoomingView, scale > 0, scale.isFinite else { return }
        let old = max(zoomScale, .leastNonzeroMagnitude)
        let size = view.bounds.size
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        view.center = CGPoint(x: size.width * scale / 2, y: size.height * scale / 2)
        contentSize = CGSize(width: size.width * scale, height: size.height * scale)
        let offset = CGPoint(x: (contentOffset.x + anchor.x) / old * scale - anchor.x,
                             y: (contentOffset.y + anchor.y) / old * scale - anchor.y)
        contentOffset = clampOffset ? clamped(offset) : offset
        delegate?.scrollViewDidZoom(self)
    }

    /// The pinch recognizer exists once the zoom scales leave room to zoom.
    func updatePinchRecognizer() {
        guard maximumZoomScale > minimumZoomScale, pinchRecognizer == nil else { return }
        let pinch = UIPinchGestureRecognizer()
        pinch.delegate = pinchPartner
        pinch.addAction { [unowned self] pinch in self.handlePinch(pinch) }
        pinchRecognizer = pinch
        addGestureRecognizer(pinch)
    }

    /// Past the limits a pinch zooms less and less (when `bouncesZoom`), and springs back on release.
    private func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        guard let view = zoomingView else { return }
        let location = pinch.location(in: self)
        let anchor = CGPoint(x: location.x - contentOffset.x, y: location.y - contentOffset.y)
        switch pinch.state {
        case .began:
            isZooming = true
            pinchStartScale = zoomScale
            delegate?.scrollViewWillBeginZooming(self, with: view)
            applyZoomScale(banded(pinchStartScale * pinch.scale), anchor: anchor)
        case .changed:
            applyZoomScale(banded(pinchStartScale * pinch.scale), anchor: anchor)
        case .ended, .cancelled:
            isZooming = false
            let final = clampedZoomScale(zoomScale)
            guard final != zoomScale else {
                delegate?.scrollViewDidEndZooming(self, with: view, atScale: final)
                return
            }
            isZoomBouncing = true
            UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut, .beginFromCurrentState],
                           animations: { self.applyZoomScale(final, anchor: anchor) },
                           completion: { [weak self] _ in
                               guard let self else { return }
                               self.isZoomBouncing = false
                               self.delegate?.scrollViewDidEndZooming(self, with: view, atScale: final)
                           })
        default:
            break
        }
    }

    /// A pinched scale past the limits, damped (the square root of the excess ratio) or held when not bouncing.
    private func banded(_ scale: CGFloat) -> CGFloat {
        let upper = max(minimumZoomScale, maximumZoomScale)
        if scale > upper { return bouncesZoom ? upper * (scale / upper).squareRoot() : upper }
        if scale < minimumZoomScale { return bouncesZoom ? minimumZoomScale * (scale / minimumZoomScale).squareRoot() : minimumZoomScale }
        return scale
    }
}

/// The pinch recognizer's delegate: the scroll view's pinch and pan recognize together, so two fingers both zoom
/// and move the content.
@MainActor
final class ScrollViewPinchPartner: UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        other.view === gestureRecognizer.view && other is UIPanGestureRecognizer
    }
}
