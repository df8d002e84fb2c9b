import Foundation
import XCTest
@testable import QuartzCore

/// Backdrops among other layers: cut to a rounded clip (a rounded `UIVisualEffectView`), two panels overlapping, a
/// panel inside a scrolled container; each frame drawn incrementally gives the pixels of a drawing from scratch.
final class BackdropGroupRenderTests: XCTestCase {
    private let size = BackdropTestScene.size
    private let blur = BackdropBlur(radius: 6, saturation: 1.5, tint: PremultipliedColor(straightRed: 1, green: 1, blue: 1, alpha: 0.25))

    /// The bars and square (`BackdropTestScene`), and `panels` over them.
    private func scene(squareX: CGFloat = 20, panels: [RenderLayer]) -> RenderLayer {
        var root = BackdropTestScene.bars(squareX: squareX)
        root.sublayers += panels
        return root
    }

    /// A rounded effect view as UIKit builds it: a clipping layer with `radius` corners, the backdrop filling it and a
    /// small yellow content square over the backdrop.
    private func roundedPanel(id: UInt64, frame: CGRect, radius: CGFloat, continuous: Bool = false) -> RenderLayer {
        var panel = RenderLayer(id: id, frame: frame)
        panel.masksToBounds = true
        panel.visual.cornerRadius = radius
        panel.visual.hasContinuousCorners = continuous
        var backdrop = RenderLayer(id: id + 1, frame: CGRect(origin: .zero, size: frame.size))
        backdrop.visual.backdrop = blur
        var content = RenderLayer(id: id + 2, frame: CGRect(x: 10, y: 10, width: 16, height: 16))
        content.visual.backgroundColor = PremultipliedColor(red: 1, green: 0.85, blue: 0, alpha: 1)
        panel.sublayers = [backdrop, content]
        return panel
    }

    private func plainPanel(id: UInt64, frame: CGRect) -> RenderLayer {
        var backdrop = RenderLayer(id: id, frame: frame)
        backdrop.visual.backdrop = blur
        return backdrop
    }

    private func render(_ tree: RenderLayer) throws -> PixelSurface {
        let target = try XCTUnwrap(PixelSurface(width: size.width, height: size.height))
        Compositor().render(tree, into: target)
        return target
    }

    private func image(of surface: PixelSurface) -> CGImage {
        BackdropTestScene.image(of: surface)
    }

    /// Draws `trees` frame after frame into two buffers in turn and checks each against a drawing from scratch.
    private func assertIncrementalMatchesScratch(_ trees: [RenderLayer], file: StaticString = #filePath, line: UInt = #line) throws {
        let compositor = Compositor()
        compositor.renderThreads = 2
        let buffers = [try XCTUnwrap(PixelSurface(width: size.width, height: size.height)),
                       try XCTUnwrap(PixelSurface(width: size.width, height: size.height))]
        for (frame, tree) in trees.enumerated() {
            let target = buffers[frame % 2]
            compositor.render(tree, into: target, bufferAge: frame < 2 ? 0 : 2)
            let fresh = try render(tree)
            var differing = 0
            for y in 0..<size.height {
                for x in 0..<size.width where target.pixel(x: x, y: y) != fresh.pixel(x: x, y: y) { differing += 1 }
            }
            XCTAssertEqual(differing, 0, "frame \(frame)", file: file, line: line)
        }
    }

    func testARoundedClipCutsTheBlurToItsCorners() throws {
        let frame = CGRect(x: 50, y: 40, width: 200, height: 120)
        let rounded = try render(scene(squareX: 36, panels: [roundedPanel(id: 60, frame: frame, radius: 30)]))
        let square = try render(scene(squareX: 36, panels: [plainPanel(id: 61, frame: frame)]))
        let behind = try render(scene(squareX: 36, panels: []))
        // In the corner, outside the arc: what lies behind, sharp.
        for (x, y) in [(51, 41), (248, 41), (51, 158), (248, 158), (55, 44)] {
            XCTAssertEqual(rounded.pixel(x: x, y: y), behind.pixel(x: x, y: y), "(\(x), \(y)) outside the rounded corner")
        }
        // Inside the outline: the blur, as a square panel draws it.
        for (x, y) in [(150, 100), (51, 100), (150, 41), (62, 74), (230, 140)] {
            XCTAssertEqual(rounded.pixel(x: x, y: y), square.pixel(x: x, y: y), "(\(x), \(y)) inside the outline")
            XCTAssertNotEqual(rounded.pixel(x: x, y: y), behind.pixel(x: x, y: y), "(\(x), \(y)) is blurred")
        }
        XCTAssertEqual(rounded.pixel(x: 68, y: 58), 0xFFFF_D900, "the content over the backdrop")
        assertSnapshot(image(of: rounded), named: "roundedBlur")
    }

    func testARoundedBlurIsRepaintedIncrementallyAsADrawingFromScratch() throws {
        let frame = CGRect(x: 50, y: 40, width: 200, height: 120)
        try assertIncrementalMatchesScratch((0..<8).map { step in
            scene(squareX: 10 + CGFloat(step) * 17, panels: [roundedPanel(id: 60, frame: frame, radius: 24, continuous: step >= 6)])
        })
    }

    func testOverlappingPanelsEachBlurWhatLiesUnderThem() throws {
        let lower = plainPanel(id: 60, frame: CGRect(x: 30, y: 30, width: 150, height: 100))
        let upper = roundedPanel(id: 70, frame: CGRect(x: 120, y: 80, width: 150, height: 100), radius: 20)
        let both = try render(scene(squareX: 100, panels: [lower, upper]))
        // The upper panel blurs the frame with the lower panel in it: where they overlap, it differs from the upper
        // panel over the bare scene.
        let upperAlone = try render(scene(squareX: 100, panels: [upper]))
        XCTAssertNotEqual(both.pixel(x: 150, y: 100), upperAlone.pixel(x: 150, y: 100), "the overlap blurs the lower panel")
        XCTAssertEqual(both.pixel(x: 260, y: 170), upperAlone.pixel(x: 260, y: 170), "far from the lower panel the same")
        assertSnapshot(image(of: both), named: "overlappingPanels")
        try assertIncrementalMatchesScratch((0..<8).map { step in
            scene(squareX: 20 + CGFloat(step) * 25, panels: [lower, upper])
        })
    }

    func testAPanelInAScrolledContainerFollowsItsScroll() throws {
        // A clipping container (a scroll view) whose bounds origin scrolls a tall column holding a panel.
        func scrolled(_ offset: CGFloat) -> RenderLayer {
            var container = RenderLayer(id: 80, bounds: CGRect(x: 0, y: offset, width: 240, height: 160), position: CGPoint(x: 150, y: 100))
            container.masksToBounds = true
            var panel = roundedPanel(id: 90, frame: CGRect(x: 40, y: 120, width: 160, height: 80), radius: 16)
            panel.sublayers[1].visual.backgroundColor = PremultipliedColor(red: 0, green: 0.6, blue: 0, alpha: 1)
            container.sublayers = [panel]
            return scene(squareX: 120, panels: [container])
        }
        let shown = try render(scrolled(60))
        let behind = try render(scene(squareX: 120, panels: []))
        // Scrolled by 60, the panel's top is at 20 + 120 − 60 = 80 in the window; the container clips at 180.
        XCTAssertEqual(shown.pixel(x: 150, y: 78), behind.pixel(x: 150, y: 78), "above the panel: the scene")
        XCTAssertNotEqual(shown.pixel(x: 150, y: 120), behind.pixel(x: 150, y: 120), "inside: blurred")
        XCTAssertEqual(shown.pixel(x: 150, y: 182), behind.pixel(x: 150, y: 182), "below the container's clip: the scene")
        assertSnapshot(image(of: shown), named: "scrolledPanel")
        try assertIncrementalMatchesScratch((0..<8).map { scrolled(CGFloat($0) * 15) })
    }
}
