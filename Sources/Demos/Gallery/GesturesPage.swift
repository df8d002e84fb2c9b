import UIKit

/// A token driven by four recognizers at once — tap recolors it, pan drags it, pinch scales it,
/// long press lifts it — with each recognizer's state shown as it changes.
final class GesturesPage: GalleryPage, UIGestureRecognizerDelegate {
    override class var name: String { "Gesture playground" }
    override class var api: String { "UITap/Pan/Pinch/LongPressGestureRecognizer · state · translation(in:) · scale" }
    override class var hint: String { "Tap, drag, hold or pinch (two fingers on a touch screen) the token." }

    private(set) var token: UIView!
    /// One line per recognizer, in the order tap, pan, pinch, long press.
    private(set) var stateLabels: [UILabel] = []
    private var colorIndex = 3

    override func build() {
        let area = UIView(frame: CGRect(x: 20, y: 10, width: 440, height: 380))
        area.backgroundColor = GalleryPalette.panel
        area.layer.cornerRadius = 16
        area.clipsToBounds = true
        stage.addSubview(area)
        token = box(center: CGPoint(x: 220, y: 190), size: CGSize(width: 110, height: 110), color: GalleryPalette.accents[colorIndex],
                    cornerRadius: 22, in: area)

        let tap = UITapGestureRecognizer { [weak self] recognizer in self?.tapped(recognizer) }
        let pan = UIPanGestureRecognizer { [weak self] recognizer in self?.panned(recognizer) }
        let pinch = UIPinchGestureRecognizer { [weak self] recognizer in self?.pinched(recognizer) }
        let press = UILongPressGestureRecognizer { [weak self] recognizer in self?.pressed(recognizer) }
        for recognizer in [tap, pan, pinch, press] as [UIGestureRecognizer] {
            recognizer.delegate = self
            token.addGestureRecognizer(recognizer)
        }
        for (index, name) in ["UITapGestureRecognizer", "UIPanGestureRecognizer", "UIPinchGestureRecognizer", "UILongPressGestureRecognizer"].enumerated() {
            caption(name, frame: CGRect(x: 485, y: 40 + CGFloat(index) * 85, width: 260, height: 20), size: 15,
                    color: GalleryPalette.text, alignment: .left)
            let label = caption("", frame: CGRect(x: 485, y: 64 + CGFloat(index) * 85, width: 260, height: 18),
                                color: GalleryPalette.api, alignment: .left)
            stateLabels.append(label)
            show(.possible, detail: "", at: index)
        }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        true
    }

    private func tapped(_ recognizer: UIGestureRecognizer) {
        show(recognizer.state, detail: "", at: 0)
        guard recognizer.state == .ended else { return }
        colorIndex = (colorIndex + 1) % GalleryPalette.accents.count
        UIView.animate(withDuration: Self.seconds(0.25)) { self.token.backgroundColor = GalleryPalette.accents[self.colorIndex] }
    }

    private func panned(_ pan: UIPanGestureRecognizer) {
        guard let area = token.superview else { return }
        let translation = pan.translation(in: area)
        show(pan.state, detail: String(format: "translation (%.0f, %.0f)", translation.x, translation.y), at: 1)
        UIView.performWithoutAnimation {
            token.center = CGPoint(x: token.center.x + translation.x, y: token.center.y + translation.y)
        }
        pan.setTranslation(.zero, in: area)
    }

    private func pinched(_ pinch: UIPinchGestureRecognizer) {
        show(pinch.state, detail: String(format: "scale %.2f", pinch.scale), at: 2)
        UIView.performWithoutAnimation { token.transform = token.transform.scaledBy(x: pinch.scale, y: pinch.scale) }
        pinch.scale = 1
    }

    private func pressed(_ recognizer: UIGestureRecognizer) {
        show(recognizer.state, detail: "", at: 3)
        let lifted = recognizer.state == .began || recognizer.state == .changed
        UIView.animate(withDuration: Self.seconds(0.2)) {
            self.token.alpha = lifted ? 0.7 : 1
            self.token.layer.borderWidth = lifted ? 4 : 0
        }
        token.layer.borderColor = UIColor.white.cgColor
    }

    /// Writes a recognizer's state (and what it measured) on its line.
    private func show(_ state: UIGestureRecognizer.State, detail: String, at index: Int) {
        let names: [UIGestureRecognizer.State: String] = [.possible: ".possible", .began: ".began", .changed: ".changed",
                                                          .ended: ".ended", .cancelled: ".cancelled", .failed: ".failed"]
        stateLabels[index].text = "state " + (names[state] ?? "?") + (detail.isEmpty ? "" : " · " + detail)
    }
}
