/// The image views a slider shows its custom images in (thumb, track parts, value images), each made when its image
/// is first set, so a slider without custom images carries none.
@MainActor
final class SliderImageViews {
    var thumb: UIImageView?
    var minimumTrack: UIImageView?
    var maximumTrack: UIImageView?
    var minimumValue: UIImageView?
    var maximumValue: UIImageView?

    /// Shows `image` in `frame` in the view at `slot` (made and added to `slider` on first use); hides it for nil.
    /// Track images sit below the thumb's, the left part over the right, as the slider's own layers do.
    func show(_ image: UIImage?, in slot: ReferenceWritableKeyPath<SliderImageViews, UIImageView?>, frame: CGRect, on slider: UISlider) {
        guard let image else {
            self[keyPath: slot]?.isHidden = true
            return
        }
        let view: UIImageView
        if let existing = self[keyPath: slot] {
            view = existing
        } else {
            view = UIImageView()
            view.isUserInteractionEnabled = false
            view.contentMode = .scaleToFill
            if slot == \SliderImageViews.thumb {
                slider.addSubview(view)
            } else if slot == \SliderImageViews.minimumTrack, let maximumTrack {
                slider.insertSubview(view, aboveSubview: maximumTrack)
            } else {
                slider.insertSubview(view, at: 0)
            }
            self[keyPath: slot] = view
        }
        view.image = image
        view.frame = frame
        view.isHidden = false
    }
}
