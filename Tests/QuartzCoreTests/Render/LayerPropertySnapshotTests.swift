import QuartzCore
import XCTest

/// One reference picture per property the render side draws: a 64×48 layer at (16, 12) in a white
/// 96×72 root, given that property alone (over a plain colour or a small test image).
final class LayerPropertySnapshotTests: XCTestCase {
    /// A case: its picture's name, the layer to draw, and what to set on it once placed.
    private struct PropertyCase {
        let name: String
        var make: @MainActor () -> CALayer = { CALayer() }
        let set: @MainActor (CALayer, CALayer) -> Void
    }

    private static let red = CGColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1)
    private static let blue = CGColor(red: 0.2, green: 0.3, blue: 0.9, alpha: 1)

    /// A 16×12 image: four coloured quadrants, to show orientation and scaling.
    @MainActor
    private static let quadrants: CGImage = {
        let context = CGContext(pixelWidth: 16, pixelHeight: 12)!
        let colors: [(CGFloat, CGFloat, CGFloat)] = [(1, 0.5, 0), (0.1, 0.6, 0.2), (0.2, 0.3, 0.9), (0.9, 0.8, 0.1)]
        for (index, color) in colors.enumerated() {
            context.setFillColor(red: color.0, green: color.1, blue: color.2, alpha: 1)
            context.fill(CGRect(x: index % 2 * 8, y: index / 2 * 6, width: 8, height: 6))
        }
        return context.makeImage()!
    }()

    @MainActor
    private static func sublayer(_ frame: CGRect, _ color: CGColor) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color
        return layer
    }

    @MainActor
    private static var cases: [PropertyCase] {
        let gravities: [CALayerContentsGravity] = [.center, .top, .bottom, .left, .right, .topLeft, .topRight,
                                                   .bottomLeft, .bottomRight, .resize, .resizeAspect, .resizeAspectFill]
        let wave: CGPath = {
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 6, y: 40))
            path.addCurve(to: CGPoint(x: 58, y: 8), control1: CGPoint(x: 30, y: 48), control2: CGPoint(x: 34, y: 0))
            return path
        }()
        var all: [PropertyCase] = [
            PropertyCase(name: "backgroundColor") { layer, _ in layer.backgroundColor = red },
            PropertyCase(name: "opacity") { layer, _ in layer.backgroundColor = red; layer.opacity = 0.4 },
            PropertyCase(name: "isHidden") { layer, _ in layer.backgroundColor = red; layer.isHidden = true },
            PropertyCase(name: "cornerRadius") { layer, _ in layer.backgroundColor = red; layer.cornerRadius = 14 },
            PropertyCase(name: "maskedCorners") { layer, _ in
                layer.backgroundColor = red
                layer.cornerRadius = 14
                layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
            },
            PropertyCase(name: "cornerCurveContinuous") { layer, _ in
                layer.backgroundColor = red
                layer.cornerRadius = 14
                layer.cornerCurve = .continuous
                layer.borderWidth = 3
                layer.borderColor = blue
            },
            PropertyCase(name: "border") { layer, _ in layer.borderWidth = 4; layer.borderColor = blue },
            PropertyCase(name: "borderWithCornerRadius") { layer, _ in
                layer.backgroundColor = red
                layer.borderWidth = 3
                layer.borderColor = blue
                layer.cornerRadius = 12
            },
            PropertyCase(name: "masksToBounds") { layer, _ in
                layer.backgroundColor = red
                layer.cornerRadius = 16
                layer.masksToBounds = true
                layer.addSublayer(sublayer(CGRect(x: 32, y: 24, width: 48, height: 36), blue))
            },
            PropertyCase(name: "shadow") { layer, _ in
                layer.backgroundColor = red
                layer.shadowOpacity = 0.8
                layer.shadowOffset = CGSize(width: 4, height: 5)
                layer.shadowRadius = 3
                layer.shadowColor = blue
            },
            PropertyCase(name: "shadowPath") { layer, _ in
                layer.backgroundColor = red
                layer.shadowOpacity = 1
                layer.shadowOffset = CGSize(width: 0, height: 6)
                layer.shadowRadius = 0
                layer.shadowPath = CGPath(ellipseIn: CGRect(x: 8, y: 24, width: 48, height: 24), transform: nil)
            },
            PropertyCase(name: "contents") { layer, _ in layer.contents = quadrants },
            PropertyCase(name: "contentsRect") { layer, _ in
                layer.contents = quadrants
                layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5)
            },
            PropertyCase(name: "contentsScale") { layer, _ in
                layer.contents = quadrants
                layer.contentsGravity = .center
                layer.contentsScale = 2
            },
            PropertyCase(name: "transformRotationZ") { layer, _ in
                layer.backgroundColor = red
                layer.transform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
            },
            PropertyCase(name: "transformPerspectiveY") { layer, _ in
                layer.contents = quadrants
                var transform = CATransform3DIdentity
                transform.m34 = -1 / 100
                layer.transform = CATransform3DRotate(transform, .pi / 4, 0, 1, 0)
            },
            PropertyCase(name: "sublayerTransform") { layer, _ in
                var perspective = CATransform3DIdentity
                perspective.m34 = -1 / 80
                layer.sublayerTransform = perspective
                let card = sublayer(CGRect(x: 8, y: 8, width: 48, height: 32), red)
                card.transform = CATransform3DMakeRotation(.pi / 4, 1, 0, 0)
                layer.addSublayer(card)
            },
            PropertyCase(name: "anchorPoint") { layer, _ in
                layer.backgroundColor = red
                layer.anchorPoint = CGPoint(x: 0, y: 0)
                layer.transform = CATransform3DMakeScale(0.5, 0.5, 1)
            },
            PropertyCase(name: "zPosition") { layer, _ in
                let front = sublayer(CGRect(x: 4, y: 4, width: 36, height: 28), red)
                front.zPosition = 1
                layer.addSublayer(front)
                layer.addSublayer(sublayer(CGRect(x: 24, y: 16, width: 36, height: 28), blue))
            },
            PropertyCase(name: "isDoubleSided") { layer, _ in
                layer.backgroundColor = red
                layer.isDoubleSided = false
                layer.transform = CATransform3DMakeRotation(.pi * 0.8, 0, 1, 0)
            },
            PropertyCase(name: "shapeFillAndStroke", make: { CAShapeLayer() }) { layer, _ in
                let shape = layer as! CAShapeLayer
                shape.path = CGPath(roundedRect: CGRect(x: 6, y: 6, width: 52, height: 36), cornerWidth: 8, cornerHeight: 8, transform: nil)
                shape.fillColor = red
                shape.strokeColor = blue
                shape.lineWidth = 4
            },
            PropertyCase(name: "shapeDashAndStrokeEnd", make: { CAShapeLayer() }) { layer, _ in
                let shape = layer as! CAShapeLayer
                shape.path = wave
                shape.fillColor = nil
                shape.strokeColor = blue
                shape.lineWidth = 3
                shape.lineDashPattern = [6, 3]
                shape.strokeEnd = 0.7
            },
            PropertyCase(name: "shapeEvenOdd", make: { CAShapeLayer() }) { layer, _ in
                let shape = layer as! CAShapeLayer
                let path = CGMutablePath()
                path.addEllipse(in: CGRect(x: 8, y: 2, width: 44, height: 44))
                path.addEllipse(in: CGRect(x: 20, y: 14, width: 20, height: 20))
                shape.path = path
                shape.fillRule = .evenOdd
                shape.fillColor = red
            },
        ]
        for gravity in gravities {
            all.append(PropertyCase(name: "contentsGravity-\(gravity.rawValue)") { layer, _ in
                layer.contents = quadrants
                layer.contentsGravity = gravity
                layer.backgroundColor = CGColor(gray: 0.85, alpha: 1)
            })
        }
        for type in [CAGradientLayerType.axial, .radial, .conic] {
            all.append(PropertyCase(name: "gradient-\(type.rawValue)", make: { CAGradientLayer() }) { layer, _ in
                let gradient = layer as! CAGradientLayer
                gradient.type = type
                gradient.colors = [red, blue, CGColor(red: 0.9, green: 0.8, blue: 0.1, alpha: 1)]
                gradient.locations = [0, 0.6, 1]
                gradient.startPoint = type == .axial ? CGPoint(x: 0, y: 0) : CGPoint(x: 0.5, y: 0.5)
                gradient.endPoint = CGPoint(x: 1, y: 1)
            })
        }
        return all
    }

    func testEveryPropertyAgainstItsReferencePicture() throws {
        let pictures = try MainActor.assumeIsolated {
            _ = installManualClock()
            return try Self.cases.map { propertyCase in
                let root = withoutActions {
                    let root = TestImages.whiteRoot(width: 96, height: 72)
                    let layer = propertyCase.make()
                    layer.frame = CGRect(x: 16, y: 12, width: 64, height: 48)
                    root.addSublayer(layer)
                    propertyCase.set(layer, root)
                    return root
                }
                let rendering = try LayerRenderer(width: 96, height: 72)
                rendering.render(root)
                return (propertyCase.name, rendering.image)
            }
        }
        for (name, image) in pictures {
            assertSnapshot(image, named: name)
        }
    }
}
