import QuartzCore

/// `animationImages` shown in turn, or an animated image's frames, each frame chosen from the context's clock at
/// the display's frames.
extension UIImageView {
    /// Shows `frames` in turn from now, a pass taking `duration` (0: 30 frames a second).
    func run(_ frames: [UIImage], duration: TimeInterval, repeatCount: Int, playsImage: Bool) {
        let duration = duration > 0 ? duration : Double(frames.count) / 30
        let animation = ImageViewFrameAnimation(frames: frames, duration: duration, repeatCount: repeatCount,
                                                start: CACurrentMediaTime())
        animation.playsImage = playsImage
        animation.link = CADisplayLink { [weak self] link in self?.showFrame(at: link.targetTimestamp) }
        frameAnimation = animation
        animation.link?.add(to: .main, forMode: .common)
        updateContents()
    }

    /// An animated image (`UIImage.animatedImage(with:duration:)`) plays as soon as it is the image, over and over,
    /// as on iOS; another image stops it.
    func playAnimatedImage() {
        if frameAnimation?.playsImage == true { stopAnimating() }
        guard let image, let frames = image.images, frames.count > 1, frameAnimation == nil else { return }
        run(frames, duration: image.duration, repeatCount: 0, playsImage: true)
    }

    /// Shows the frame the display link's frame falls on; after the last pass, `image` again.
    func showFrame(at time: CFTimeInterval) {
        guard let animation = frameAnimation else { return }
        guard animation.advance(to: time) else { return stopAnimating() }
        updateContents()
    }
}

/// The frames of a running `startAnimating()`, and which one shows.
@MainActor
final class ImageViewFrameAnimation {
    let frames: [UIImage]
    let duration: TimeInterval
    let repeatCount: Int
    let start: CFTimeInterval
    var link: CADisplayLink?
    /// Whether the frames are an animated image's rather than `animationImages`.
    var playsImage = false
    /// The frame showing now.
    private(set) var frame: UIImage

    init(frames: [UIImage], duration: TimeInterval, repeatCount: Int, start: CFTimeInterval) {
        self.frames = frames
        self.duration = duration
        self.repeatCount = repeatCount
        self.start = start
        frame = frames[0]
    }

    /// Shows the frame for `time`; false once the last pass has ended.
    func advance(to time: CFTimeInterval) -> Bool {
        let elapsed = max(0, time - start)
        if repeatCount > 0, elapsed >= duration * Double(repeatCount) { return false }
        let pass = elapsed.truncatingRemainder(dividingBy: duration) / duration
        frame = frames[min(frames.count - 1, Int(pass * Double(frames.count)))]
        return true
    }
}
