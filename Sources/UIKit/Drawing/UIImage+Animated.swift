import Foundation

extension UIImage {
    /// An animated image: `images` shown in turn, a pass taking `duration` seconds; a `UIImageView` showing it plays
    /// it. Its size and scale are the first frame's; nil without frames.
    ///
    /// Difference from Apple: its `cgImage` is the first frame's, where Apple's is nil.
    public class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first, let cgImage = first.cgImage else { return nil }
        let image = UIImage(cgImage: cgImage, scale: first.scale, orientation: first.imageOrientation)
        image.images = images
        image.duration = max(0, duration)
        return image
    }

    /// An animated image of the assets `name0`, `name1` … (up to 1024, stopping at the first missing), a pass taking
    /// `duration` seconds; nil when there is no `name0`.
    public class func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        var frames: [UIImage] = []
        for index in 0..<1024 {
            guard let frame = UIImage(named: "\(name)\(index)") else { break }
            frames.append(frame)
        }
        return animatedImage(with: frames, duration: duration)
    }
}
