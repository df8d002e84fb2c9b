import Foundation
import QuartzCore

extension Scenes {
    /// The effects scene's 40 cards, each masked by a pill-shaped layer (a rounded background),
    /// moving: masked groups are cached, so this should cost about what the plain scene does.
    static func masks() -> BenchScene {
        let image = SceneImages.card(size: 256)
        return BenchScene(name: "masks", summary: "40 layers 300×200 masked by a pill-shaped layer, moving") { frame in
            var root = root(background: sky)
            root.sublayers = (0..<40).map { index in
                var card = card(index, frame: frame, image: image)
                var pill = RenderLayer(id: UInt64(200 + index), frame: CGRect(x: 0, y: 20, width: 300, height: 160))
                pill.visual.backgroundColor = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 1)
                pill.visual.cornerRadius = 80
                card.mask = pill
                return card
            }
            return root
        }
    }
}
