import QuartzCore

/// `animationImages` shown in turn, each frame chosen from the context's clock at the display's frames.
extension UIImageView {
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
