import QuartzCore
import XCTest

/// `CATransformLayer`: its sublayers share one 3-D space (their transforms compose with its own before flattening) and
/// are drawn farthest first; the layer draws nothing of its own. A plain container, for contrast, flattens them.
final class CATransformLayerTests: XCTestCase {
    private static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    private static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// A 160×100 white root with perspective, holding `container` centred, and in it a square face of `color`
    /// for each (zPosition, transform, colour), added in that order.
    @MainActor
    private static func scene(container: CALayer, faces: [(CGFloat, CATransform3D, CGColor)]) -> CALayer {
        withoutActions {
            let root = TestImages.whiteRoot(width: 160, height: 100)
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / 400
            root.sublayerTransform = perspective
            container.frame = CGRect(x: 40, y: 10, width: 80, height: 80)
            container.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
            for (z, transform, color) in faces {
                let face = CALayer()
                face.frame = CGRect(x: 10, y: 10, width: 60, height: 60)
                face.zPosition = z
                face.transform = transform
                face.backgroundColor = color
                container.addSublayer(face)
            }
            root.addSublayer(container)
            return root
        }
    }

    func testTheNearerFaceHidesTheFartherWhateverTheOrder() throws { try MainActor.assumeIsolated {
        _ = installManualClock()
        let layers: [(CALayer, String)] = [(CATransformLayer(), "transform"), (CALayer(), "plain")]
        var centres: [String: UInt32] = [:]
        for (container, name) in layers {
            // Red moved 20 points towards the viewer, added first; blue 20 away, added last (equal zPositions).
            let root = Self.scene(container: container, faces: [(0, CATransform3DMakeTranslation(0, 0, 20), Self.red),
                                                                (0, CATransform3DMakeTranslation(0, 0, -20), Self.blue)])
            let rendering = try LayerRenderer(width: 160, height: 100)
            rendering.render(root)
            centres[name] = rendering.pixel(80, 50)
            if name == "transform" {
                XCTAssertEqual(rendering.pixel(44, 14), 0xFFFF_FFFF, "the transform layer's own background is not drawn")
            }
        }
        XCTAssertEqual(centres["transform"], 0xFFFF_0000, "depth wins: the red face is nearer")
        XCTAssertEqual(centres["plain"], 0xFF00_00FF, "a plain container flattens them and paints in order: blue, added last, on top")
    } }

    func testSublayersKeepTheirDepthThroughTheLayersOwnTransform() throws { try MainActor.assumeIsolated {
        _ = installManualClock()
        let quarter = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        let back = CATransform3DMakeRotation(-.pi / 2, 0, 1, 0)
        var shown: [String: UInt32] = [:]
        for (container, name) in [(CATransformLayer(), "transform"), (CALayer(), "plain")] as [(CALayer, String)] {
            let root = Self.scene(container: container, faces: [(0, quarter, Self.red)])
            withoutActions { container.transform = back }
            let rendering = try LayerRenderer(width: 160, height: 100)
            rendering.render(root)
            shown[name] = rendering.pixel(80, 50)
        }
        XCTAssertEqual(shown["transform"], 0xFFFF_0000, "turned a quarter one way inside a layer turned a quarter back: face on")
        XCTAssertEqual(shown["plain"], 0xFFFF_FFFF, "flattened, the face is edge-on in its container's plane and vanishes")
    } }

    func testACubeOfFacesLooks() throws { assertSnapshot(try MainActor.assumeIsolated {
        _ = installManualClock()
        let cube = CATransformLayer()
        let half: CGFloat = 30
        let colors: [CGColor] = [
            CGColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1), CGColor(red: 0.2, green: 0.7, blue: 0.3, alpha: 1),
            CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1), CGColor(red: 0.95, green: 0.75, blue: 0.1, alpha: 1),
        ]
        // Four sides round the vertical axis, each pushed out by half the side and turned to face out.
        let faces = colors.enumerated().map { index, color -> (CGFloat, CATransform3D, CGColor) in
            let turn = CATransform3DMakeRotation(CGFloat(index) * .pi / 2, 0, 1, 0)
            return (0, CATransform3DConcat(CATransform3DMakeTranslation(0, 0, half), turn), color)
        }
        let root = Self.scene(container: cube, faces: faces)
        withoutActions {
            cube.transform = CATransform3DConcat(CATransform3DMakeRotation(.pi / 6, 0, 1, 0), CATransform3DMakeRotation(-.pi / 10, 1, 0, 0))
        }
        let rendering = try LayerRenderer(width: 160, height: 100)
        rendering.render(root)
        return rendering.image
    }, named: "transformLayerCube") }
}
