import Foundation
import QuartzCore

extension Scenes {
    /// The cards scene with a 600×400 blurred panel over its middle (a `UIVisualEffectView` of the light material:
    /// radius 30, saturation 1.8, white tint at 0.3): the cards turn under it every frame, so its backdrop is drawn
    /// and blurred again every frame. Compare with `cards`.
    static func blur() -> BenchScene {
        let cards = cards()
        return BenchScene(name: "blur", summary: "the cards scene under a 600×400 blurred panel (radius 30)") { frame in
            var root = cards.make(frame)
            var panel = RenderLayer(id: 5, frame: CGRect(x: (size.width - 600) / 2, y: (size.height - 400) / 2, width: 600, height: 400))
            panel.visual.backdrop = BackdropBlur(
                radius: 30, saturation: 1.8, tint: PremultipliedColor(straightRed: 1, green: 1, blue: 1, alpha: 0.3))
            root.sublayers.append(panel)
            return root
        }
    }
}
