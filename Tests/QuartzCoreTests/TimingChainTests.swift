import XCTest
@testable import QuartzCore

/// The animation engine reads each layer's timing chain once per pass through `TimingChainCache`: the cached chains,
/// built from the superlayer's (a mask's from its host's), must be the chains read from the layers, whatever the
/// tree's timing.
final class TimingChainTests: XCTestCase {
    func testCachedChainsEqualTheChainsReadFromTheLayersInARandomTree() {
        onMainActor(Self.checkRandomTrees)
    }

    @MainActor
    private static func checkRandomTrees() {
        _ = installManualClock()
        var random = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            let root = CALayer()
            var layers = [root]
            for _ in 0..<40 {
                let layer = Bool.random(using: &random) ? CALayer() : CAReplicatorLayer()
                (layer as? CAReplicatorLayer)?.instanceCount = Int.random(in: 1...4, using: &random)
                (layer as? CAReplicatorLayer)?.instanceDelay = Double.random(in: 0...0.5, using: &random)
                layer.beginTime = [0, 1.5, -2].randomElement(using: &random)!
                layer.speed = [1, 2, 0.5, 0].randomElement(using: &random)!
                layer.timeOffset = [0, 0.25].randomElement(using: &random)!
                layer.duration = [0, 3].randomElement(using: &random)!
                layer.autoreverses = Bool.random(using: &random)
                layer.repeatCount = [0, 2, .infinity].randomElement(using: &random)!
                let parent = layers.randomElement(using: &random)!
                if parent.mask == nil, Int.random(in: 0..<8, using: &random) == 0 {
                    parent.mask = layer
                } else {
                    parent.addSublayer(layer)
                }
                layers.append(layer)
            }
            var cache = TimingChainCache()
            for layer in layers.shuffled(using: &random) {
                let chain = cache.chain(of: layer)
                XCTAssertEqual(chain, layer.timingChain)
                XCTAssertEqual(cache.replicatorLag(of: layer), layer.replicatorLag, accuracy: 1e-12)
                for time in [0.0, 1, 2.75, 10] {
                    XCTAssertEqual(chain.localTime(fromGlobal: time), layer.convertTime(time, from: nil), accuracy: 1e-9)
                    XCTAssertEqual(chain.globalTime(fromLocal: time), layer.convertTime(time, to: nil), accuracy: 1e-9)
                }
            }
        }
    }

    func testAChainConvertsThroughEveryLayerFromTheRootDown() {
        onMainActor(Self.checkChainConversions)
    }

    @MainActor
    private static func checkChainConversions() {
        _ = installManualClock()
        let root = CALayer(), middle = CALayer(), leaf = CALayer()
        root.addSublayer(middle)
        middle.addSublayer(leaf)
        middle.beginTime = 2
        middle.speed = 2
        leaf.timeOffset = 1
        let chain = TimingChainCache().chainCopy(of: leaf)
        XCTAssertEqual(chain.timings.count, 3)
        // Global 5: the middle layer's time is (5 - 2) * 2 = 6, the leaf's 6 + 1.
        XCTAssertEqual(chain.localTime(fromGlobal: 5), 7)
        XCTAssertEqual(chain.globalTime(fromLocal: 7), 5)
        XCTAssertNil(chain.activeLocalTime(fromGlobal: 1), "before the middle layer begins, unfilled")
        XCTAssertFalse(chain.comesBack)
        XCTAssertFalse(chain.cycles)
    }
}

@MainActor
private extension TimingChainCache {
    /// The chain of `layer` from a fresh cache.
    func chainCopy(of layer: CALayer) -> TimingChain {
        var cache = self
        return cache.chain(of: layer)
    }
}
