import Foundation
import QuartzCore

/// The scenes of issue 5's benchmark list, at 1920×1080.
enum Scenes {
    static let size = CGSize(width: 1920, height: 1080)

    static func root(background: PremultipliedColor) -> RenderLayer {
        var root = RenderLayer(id: 1, frame: CGRect(origin: .zero, size: size))
        root.visual.backgroundColor = background
        root.visual.isOpaque = true
        return root
    }

    static let sky = PremultipliedColor(red: 0.35, green: 0.6, blue: 0.95, alpha: 1)

    /// 500 translucent 64×64 sprites all moving: a full redraw every frame. Sprites sit on whole
    /// pixels (the scene: its naive figure, about 2 ms, is pixman's whole-pixel OVER);
    /// `subpixel` leaves them at fractions of a pixel, drawn filtered.
    static func sprites(moving: Int = 500, subpixel: Bool = false) -> BenchScene {
        let images = SceneImages.perLayer(SceneImages.sprite(size: 64, alpha: 0.7), count: 500)
        var random = SceneRandom(seed: 1)
        let starts = (0..<500).map { _ in (random.next() * 1856, random.next() * 1016, random.next() * 4 - 2, random.next() * 4 - 2) }
        return BenchScene(
            name: moving < 500 ? "damage" : subpixel ? "subpixel" : "sprites",
            summary: moving < 500 ? "500 sprites, one moving"
                : subpixel ? "the sprites at fractions of a pixel (filtered)" : "500 translucent 64×64 layers moving"
        ) { frame in
            var root = root(background: sky)
            root.sublayers = starts.enumerated().map { index, start in
                let t = index < moving ? Double(frame) : 0
                let x = (start.0 + start.2 * t).truncatingRemainder(dividingBy: 1856).magnitude
                let y = (start.1 + start.3 * t).truncatingRemainder(dividingBy: 1016).magnitude
                var layer = RenderLayer(id: UInt64(10 + index), frame: CGRect(
                    x: subpixel ? x : x.rounded(), y: subpixel ? y : y.rounded(), width: 64, height: 64))
                layer.visual.contents = images[index]
                return layer
            }
            return root
        }
    }

    /// 50 cards of 256×256 rotating at opacity 0.8.
    static func cards() -> BenchScene {
        let images = SceneImages.perLayer(SceneImages.card(size: 256), count: 50)
        return BenchScene(name: "cards", summary: "50 layers 256×256 rotating, opacity 0.8") { frame in
            var root = root(background: sky)
            root.sublayers = (0..<50).map { index in
                var layer = RenderLayer(id: UInt64(10 + index), frame: CGRect(
                    x: CGFloat(index % 10) * 180 + 20, y: CGFloat(index / 10) * 200 + 20, width: 256, height: 256))
                layer.visual.contents = images[index]
                layer.opacity = 0.8
                layer.transform = CATransform3DMakeRotation(CGFloat(frame) * 0.02 + CGFloat(index), 0, 0, 1)
                return layer
            }
            return root
        }
    }

    /// 12 covers of 400×400 turned ±50° about y under perspective.
    static func coverflow() -> BenchScene {
        let image = SceneImages.card(size: 400)
        return BenchScene(name: "coverflow", summary: "12 layers 400×400 rotated ±50° about y, m34 = -1/800") { frame in
            var root = root(background: PremultipliedColor(red: 0.05, green: 0.05, blue: 0.05, alpha: 1))
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / 800
            root.sublayerTransform = perspective
            let shift = CGFloat(frame % 100) * 2
            root.sublayers = (0..<12).map { index in
                var layer = RenderLayer(id: UInt64(10 + index), frame: CGRect(
                    x: CGFloat(index) * 150 - 200 + shift, y: 340, width: 400, height: 400))
                layer.visual.contents = image
                let angle = (index < 6 ? 50 : -50) * CGFloat.pi / 180
                layer.transform = CATransform3DMakeRotation(angle, 0, 1, 0)
                layer.zPosition = index < 6 ? CGFloat(index) : CGFloat(12 - index)
                return layer
            }
            return root
        }
    }

    /// Three 84×54 clouds drifting over a full-window sky.
    static func clouds() -> BenchScene {
        let image = SceneImages.sprite(size: 84, alpha: 0.7)
        return BenchScene(name: "clouds", summary: "3 clouds 84×54 drifting over the sky") { frame in
            var root = root(background: sky)
            root.sublayers = (0..<3).map { index in
                var layer = RenderLayer(id: UInt64(10 + index), frame: CGRect(
                    x: CGFloat((frame * (index + 1)) % 1900), y: CGFloat(100 + index * 250), width: 84, height: 54))
                layer.visual.contents = image
                return layer
            }
            return root
        }
    }

    /// The sprites scene frozen: nothing changes.
    static func idle() -> BenchScene {
        let sprites = sprites()
        return BenchScene(name: "idle", summary: "500 sprites, nothing changes") { _ in sprites.make(0) }
    }

    /// 40 cards of 300×200 moving, with rounded corners that clip an image and a shadow
    /// (`effects: false`: the same cards plain, the scene's baseline).
    static func effects(_ effects: Bool = true) -> BenchScene {
        let image = SceneImages.card(size: 256)
        let shadow = ShadowDrawing(
            outline: CGPath(roundedRect: CGRect(x: 0, y: 0, width: 300, height: 200), cornerWidth: 12, cornerHeight: 12, transform: nil).elements,
            color: PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0.4), offset: CGSize(width: 0, height: 4), radius: 6)
        return BenchScene(
            name: effects ? "effects" : "plain",
            summary: effects ? "40 layers 300×200, cornerRadius 12 + masksToBounds + shadow, moving" : "the effects scene without effects"
        ) { frame in
            var root = root(background: sky)
            root.sublayers = (0..<40).map { index in
                var card = card(index, frame: frame, image: image)
                if effects {
                    card.visual.cornerRadius = 12
                    card.masksToBounds = true
                    card.shadow = shadow
                }
                return card
            }
            return root
        }
    }

    /// Card `index` of the effects and masks scenes at `frame`: a white 300×200 layer holding a
    /// slightly larger picture, in a grid of 8 columns, moving right by a point a frame.
    static func card(_ index: Int, frame: Int, image: RenderBitmap?) -> RenderLayer {
        var card = RenderLayer(id: UInt64(10 + index), frame: CGRect(
            x: CGFloat(index % 8) * 230 + CGFloat(frame % 40), y: CGFloat(index / 8) * 210 + 10, width: 300, height: 200))
        card.visual.backgroundColor = PremultipliedColor(red: 1, green: 1, blue: 1, alpha: 1)
        var picture = RenderLayer(id: UInt64(100 + index), frame: CGRect(x: -10, y: -10, width: 320, height: 220))
        picture.visual.contents = image
        card.sublayers = [picture]
        return card
    }

    static func all() -> [BenchScene] {
        [sprites(), sprites(subpixel: true), spritesAnimated(), cards(), coverflow(), sprites(moving: 1), clouds(), idle(), effects(), effects(false), masks(), emitter(), emitter(additive: true), blur()]
    }
}
