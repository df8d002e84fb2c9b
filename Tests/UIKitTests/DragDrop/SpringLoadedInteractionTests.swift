@testable import UIKit
import XCTest

/// UISpringLoadedInteraction under a drag: possible on entering the view, activating and activated as the hover
/// lasts (the effect told each state, the handler run once), back to inactive on leaving, the behavior able to hold
/// it back; and a spring-loaded button pressed by a hovering drag.
final class SpringLoadedInteractionTests: XCTestCase {
    /// A behavior and effect that write down what they are told.
    @MainActor
    private final class Recorder: UISpringLoadedInteractionBehavior, UISpringLoadedInteractionEffect {
        var states: [UISpringLoadedInteractionEffectState] = []
        var allows = true
        var finished = 0
        func shouldAllow(_ interaction: UISpringLoadedInteraction, with context: UISpringLoadedInteractionContext) -> Bool { allows }
        func interactionDidFinish(_ interaction: UISpringLoadedInteraction) { finished += 1 }
        func interaction(_ interaction: UISpringLoadedInteraction, didChangeWith context: UISpringLoadedInteractionContext) { states.append(context.state) }
    }

    @MainActor
    private static func rigWithSource() -> (DragRig, DragLog) {
        let rig = DragRig()
        let source = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        let log = DragLog()
        source.addInteraction(UIDragInteraction(delegate: log))
        rig.window.addSubview(source)
        rig.renderer.renderFrame()
        return (rig, log)
    }

    func testAHoverActivatesTheFolderAndLeavingEndsIt() {
        onMainActor {
            let (rig, dragSource) = Self.rigWithSource()
            defer { withExtendedLifetime(dragSource) {} }
            let folder = UIView(frame: CGRect(x: 200, y: 300, width: 150, height: 150))
            rig.window.addSubview(folder)
            let recorder = Recorder()
            var opened: [CGPoint] = []
            let spring = UISpringLoadedInteraction(interactionBehavior: recorder, interactionEffect: recorder) { interaction, context in
                XCTAssertTrue(interaction.view === folder)
                XCTAssertTrue(context.targetView === folder)
                opened.append(context.location(in: folder))
            }
            folder.addInteraction(spring)
            rig.pressAndHold(60, 60)
            rig.move(to: 250, 350)
            XCTAssertEqual(recorder.states, [.possible])
            rig.advance(0.3)
            XCTAssertEqual(recorder.states, [.possible, .activating])
            XCTAssertTrue(opened.isEmpty)
            rig.advance(0.5)
            XCTAssertEqual(recorder.states, [.possible, .activating, .activated])
            XCTAssertEqual(opened, [CGPoint(x: 50, y: 50)])
            rig.advance(1)
            XCTAssertEqual(opened.count, 1, "once per hover")
            rig.move(to: 380, 100)
            XCTAssertEqual(recorder.states.last, .inactive)
            XCTAssertEqual(recorder.finished, 1)

            rig.move(to: 250, 350)
            recorder.allows = false
            rig.move(to: 260, 360, steps: 1)
            XCTAssertEqual(Array(recorder.states.suffix(2)), [.possible, .inactive], "the behavior held it back")
            rig.advance(1)
            XCTAssertEqual(opened.count, 1)
            rig.up()
            XCTAssertEqual(recorder.finished, 2, "the drag's end finished it")
        }
    }

    func testTheDefaultEffectDimsTheViewAndASpringLoadedButtonIsPressed() {
        onMainActor {
            let (rig, dragSource) = Self.rigWithSource()
            defer { withExtendedLifetime(dragSource) {} }
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 200, y: 300, width: 150, height: 60)
            var presses = 0
            button.addAction(UIAction { _ in presses += 1 }, for: .primaryActionTriggered)
            XCTAssertFalse(button.isSpringLoaded)
            button.isSpringLoaded = true
            XCTAssertTrue(button.isSpringLoaded)
            rig.window.addSubview(button)
            rig.pressAndHold(60, 60)
            rig.move(to: 250, 320)
            rig.advance(0.3)
            rig.advance(0.25)
            XCTAssertEqual(rig.shown(button).opacity, 0.75, accuracy: 0.05, "dimming while it activates")
            rig.advance(0.25)
            XCTAssertEqual(presses, 1)
            rig.advance(0.2)
            XCTAssertEqual(rig.shown(button).opacity, 1, accuracy: 0.01, "flashed back")
            rig.up()
            button.isSpringLoaded = false
            XCTAssertFalse(button.isSpringLoaded)
            XCTAssertTrue(button.interactions.isEmpty)
        }
    }

    func testASpringLoadedBarButtonItemIsPressedByAHover() {
        onMainActor {
            let (rig, dragSource) = Self.rigWithSource()
            defer { withExtendedLifetime(dragSource) {} }
            var opened = 0
            let bar = UINavigationBar(frame: CGRect(x: 0, y: 200, width: 400, height: 44))
            let item = UINavigationItem(title: "Inbox")
            let folders = UIBarButtonItem(title: "Folders", image: nil, primaryAction: UIAction { _ in opened += 1 })
            XCTAssertFalse(folders.isSpringLoaded)
            folders.isSpringLoaded = true
            item.rightBarButtonItem = folders
            bar.setItems([item], animated: false)
            rig.window.addSubview(bar)
            bar.layoutIfNeeded()
            rig.renderer.renderFrame()
            let button = folders.shownView as? UIButton
            XCTAssertEqual(button?.isSpringLoaded, true)
            let center = button.map { $0.convert(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY), to: rig.window) } ?? .zero
            rig.pressAndHold(60, 60)
            rig.move(to: center.x, center.y)
            rig.advance(0.3)
            rig.advance(0.5)
            XCTAssertEqual(opened, 1, "the hover pressed the item")
            rig.up()
        }
    }
}
