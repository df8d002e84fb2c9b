@testable import Demos
import Foundation
import TestSupport
@testable import UIKit
import XCTest

/// The `--record` mode: scenes rendered offscreen on the manual clock, scripted taps included.
final class SceneRecordingTests: SceneTestCase {
    func testATapInTheRecordedMailSceneFliesTheIconAndTurnsTheRowYellow() {
        onMainActor {
            let recording = SceneRecording(scene: .mail, size: CGSize(width: 400, height: 300), duration: 3,
                                           framesPerSecond: 10, gestures: [ScriptedGesture("200,150@0.2")!])
            var rowColors: [UInt32] = []
            let count = recording.render { _, renderer in rowColors.append(renderer.pixel(x: 300, y: 150)) }
            XCTAssertEqual(count, 30)
            XCTAssertEqual(rowColors.first, 0xFFFF_FFFF, "the row is white before the tap")
            let yellow = rowColors.filter { color in
                let (r, g, b) = ((color >> 16) & 0xFF, (color >> 8) & 0xFF, color & 0xFF)
                return r > 200 && g > 200 && b < 150
            }
            XCTAssertFalse(yellow.isEmpty, "the row pulses yellow after the flight: \(rowColors.map { String($0, radix: 16) })")
            XCTAssertEqual(rowColors.last, 0xFFFF_FFFF, "and is white again once the fade is over")
        }
    }

    func testTheCloudsTimerFiresAtSceneTimesInARecording() {
        onMainActor {
            let recording = SceneRecording(scene: .clouds, size: CGSize(width: 400, height: 300), duration: 21, framesPerSecond: 2)
            var counts: [Int] = []
            var spawnTimes: [CFTimeInterval] = []
            recording.render { index, renderer in
                let sky = renderer.window.rootViewController!.view.subviews[0]
                counts.append(sky.subviews.count)
                if index == 41 {
                    spawnTimes = sky.subviews.compactMap { $0.layer.animation(forKey: "position")?.beginTime }.sorted()
                }
            }
            XCTAssertEqual(counts[19] - counts[0], 0, "nothing new before 10 s")
            XCTAssertEqual(counts[20] - counts[0], 1, "a cloud from the side at 10 s")
            XCTAssertEqual(counts[40] - counts[0], 2, "and another at 20 s")
            let start = SceneRecording.startTime
            XCTAssertEqual(Array(spawnTimes.suffix(2)), [start + 10, start + 20], "each began exactly when its timer was due")
        }
    }

    func testARecordingFiresAOneShotTimerOnceAtItsTime() {
        onMainActor {
            let clock = installManualClock()
            SceneTimers.isRecording = true
            defer {
                SceneTimers.isRecording = false
                SceneTimers.removeAll()
            }
            var fired: [CFTimeInterval] = []
            let timer = Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in
                MainActor.assumeIsolated { fired.append(CACurrentMediaTime()) }
            }
            SceneTimers.register(timer)
            let start = CACurrentMediaTime()
            SceneTimers.fireDue(by: start + 1.5) { clock.set($0) }
            XCTAssertEqual(fired, [])
            SceneTimers.fireDue(by: start + 2.5) { clock.set($0) }
            SceneTimers.fireDue(by: start + 10) { clock.set($0) }
            XCTAssertEqual(fired.count, 1, "once")
            XCTAssertEqual(fired.first ?? 0, start + 2, accuracy: 0.05, "at its fire date, two seconds on")
        }
    }

    func testTheFramesAreWrittenAsNumberedPNGs() throws {
        try onMainActor {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("demo-record-\(getpid())")
            defer { try? FileManager.default.removeItem(at: folder) }
            let recording = SceneRecording(scene: .clouds, size: CGSize(width: 160, height: 90), duration: 0.5, framesPerSecond: 8)
            XCTAssertEqual(try recording.write(to: folder), 4)
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            XCTAssertEqual(names, ["frame-0000.png", "frame-0001.png", "frame-0002.png", "frame-0003.png"])
            let image = try CGImage.load(imageAt: folder.appendingPathComponent(names[3]))
            XCTAssertEqual(image.width, 160)
            XCTAssertEqual(image.height, 90)
        }
    }

    func testScaleMultipliesTheFramesPixels() throws {
        onMainActor {
            let recording = SceneRecording(scene: .genius, size: CGSize(width: 100, height: 80), duration: 0.1,
                                           framesPerSecond: 10, scale: 2)
            var size = (0, 0)
            recording.render { _, renderer in size = (renderer.image?.width ?? 0, renderer.image?.height ?? 0) }
            XCTAssertEqual(size.0, 200)
            XCTAssertEqual(size.1, 160)
        }
    }

    func testAPNGPathGetsOneAnimatedFile() throws {
        try onMainActor {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("demo-record-\(getpid()).apng")
            defer { try? FileManager.default.removeItem(at: file) }
            let recording = SceneRecording(scene: .mail, size: CGSize(width: 120, height: 80), duration: 0.5, framesPerSecond: 6)
            XCTAssertEqual(try recording.write(toPath: file.path), 3)
            let chunks = try PNGChunk.split([UInt8](Data(contentsOf: file)))
            XCTAssertEqual(chunks.filter { $0.type == "fcTL" }.count, 3)
            XCTAssertEqual(try CGImage.load(imageAt: file).width, 120)
        }
    }
}

/// Recorded frames against reference PNGs (Genius: no text and no randomness, so exact).
final class SceneRecordingSnapshotTests: SceneTestCase {
    /// The Genius flip at three times: the first cover half turned, the second and third under
    /// way, the album grown (0.2, 0.4, 0.6 s after the tap), staggered as the seed staggers them.
    func testGeniusMidEffect() throws {
        let frames = MainActor.assumeIsolated { () -> [Int: CGImage] in
            let recording = SceneRecording(scene: .genius, size: CGSize(width: 320, height: 240), duration: 0.7,
                                           framesPerSecond: 10, gestures: [ScriptedGesture("160,120@0")!])
            var frames: [Int: CGImage] = [:]
            recording.render { index, renderer in if [2, 4, 6].contains(index) { frames[index] = renderer.image } }
            return frames
        }
        assertSnapshot(try XCTUnwrap(frames[4], "frame 4 rendered"))
        assertSnapshot(try XCTUnwrap(frames[2], "frame 2 rendered"), named: "testGeniusAt0.2s")
        assertSnapshot(try XCTUnwrap(frames[6], "frame 6 rendered"), named: "testGeniusAt0.6s")
    }

    /// Mail's icon in flight and its row's yellow fade, without the scene's text (its pixels
    /// follow the fonts installed): the part of the frames right of the labels, below the bar's.
    func testMailFlightAndFadeRightOfTheLabels() throws {
        let frames = MainActor.assumeIsolated { () -> [Int: CGImage] in
            let recording = SceneRecording(scene: .mail, size: CGSize(width: 400, height: 300), duration: 1.6,
                                           framesPerSecond: 10, gestures: [ScriptedGesture("300,150@0.1")!])
            var frames: [Int: CGImage] = [:]
            recording.render { index, renderer in
                if [10, 14].contains(index) { frames[index] = renderer.image?.cropping(to: CGRect(x: 95, y: 48, width: 305, height: 252)) }
            }
            return frames
        }
        assertSnapshot(try XCTUnwrap(frames[10], "frame 10: the icon in flight"), named: "testMailFlight")
        assertSnapshot(try XCTUnwrap(frames[14], "frame 14: the row fading yellow"), named: "testMailFade")
    }

    /// Clouds' view with three clouds spawned at fixed places (the scene picks them at random):
    /// where they start, 10 s and 20 s on (a fifth and two fifths of their linear flight).
    func testCloudsFromFixedPlacesDriftRight() throws {
        let frames = MainActor.assumeIsolated { () -> [CGImage] in
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            window.backgroundColor = UIColor(red: 0.33, green: 0.6, blue: 0.93, alpha: 1)
            let sky = CloudsView(frame: window.bounds)
            window.addSubview(sky)
            let renderer = OffscreenRenderer(window: window)
            for origin in [CGPoint(x: 60, y: 50), CGPoint(x: 200, y: 100), CGPoint(x: -40, y: 150)] {
                sky.spawnCloud(origin: origin)
            }
            renderer.renderFrame()
            let start = renderer.image
            clock.advance(by: 10)
            renderer.renderFrame()
            let middle = renderer.image
            clock.advance(by: 10)
            renderer.renderFrame()
            return [start, middle, renderer.image].compactMap { $0 }
        }
        XCTAssertEqual(frames.count, 3)
        assertSnapshot(frames[0], named: "testCloudsStart")
        assertSnapshot(frames[1], named: "testClouds10s")
        assertSnapshot(frames[2], named: "testClouds20s")
    }
}
