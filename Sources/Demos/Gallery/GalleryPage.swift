import UIKit

/// One page of the gallery: a stage of fixed size showing one capability, titled with the API
/// that drives it. A page builds its content and starts its animations when it is made, so each
/// visit starts from the beginning; the stage stays centered and shrinks to fit small windows.
@MainActor
class GalleryPage: UIView {
    /// The size every page's stage is laid out for.
    static let stageSize = CGSize(width: 760, height: 400)

    /// The page's name, shown as its title and accepted by `--page`.
    class var name: String { "" }
    /// The API the page shows, as an iOS author writes it.
    class var api: String { "" }
    /// What to watch or do, in one line.
    class var hint: String { "" }

    /// The view the page's content lives in, `stageSize` points.
    let stage = UIView(frame: CGRect(origin: .zero, size: GalleryPage.stageSize))
    /// The media time the page was made and its animations began.
    let startTime: CFTimeInterval

    required override init(frame: CGRect) {
        startTime = CACurrentMediaTime()
        super.init(frame: frame)
        addSubview(stage)
        // The layers a page sets up appear as built, without implicit animations.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        build()
        CATransaction.commit()
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Builds the stage's content and starts its animations; each page overrides it.
    func build() {}

    override func layoutSubviews() {
        let size = GalleryPage.stageSize
        let scale = min(1, bounds.width / size.width, bounds.height / size.height)
        UIView.performWithoutAnimation {
            stage.center = CGPoint(x: bounds.midX, y: bounds.midY)
            stage.transform = CGAffineTransform(scaleX: scale, y: scale)
        }
    }

    /// `seconds` of animation, ten times longer with `--slow`.
    static func seconds(_ seconds: CFTimeInterval) -> CFTimeInterval {
        seconds * DemoSettings.animationFactor
    }
}
