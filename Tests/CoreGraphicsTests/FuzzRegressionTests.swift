import Foundation
import Fuzzing
import XCTest

/// Every input the fuzzers keep (`Fuzz/<target>/regressions/`, crashes found and fixed) and their seeds
/// (`Fuzz/<target>/corpus/`), through the same harness the fuzzer runs: none may crash or fail a check again.
final class FuzzRegressionTests: XCTestCase {
    private let fuzz = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz")

    func testTheImageTargetsHaveHarnessesAndSeeds() throws {
        for target in ["png", "jpeg", "svg", "apng"] {
            XCTAssertNotNil(ImageFuzzing.harness(named: target), target)
            let seeds = try FileManager.default.contentsOfDirectory(atPath: fuzz.appendingPathComponent("\(target)/corpus").path)
            XCTAssertFalse(seeds.isEmpty, "\(target) has seed inputs")
        }
    }

    func testEveryKeptInputRunsThroughItsHarness() throws {
        var count = 0
        for target in try FileManager.default.contentsOfDirectory(atPath: fuzz.path).sorted() {
            guard let harness = ImageFuzzing.harness(named: target) else { continue }
            for folder in ["regressions", "corpus"] {
                let url = fuzz.appendingPathComponent("\(target)/\(folder)")
                for name in (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [] where !name.hasPrefix(".") {
                    harness(try Data(contentsOf: url.appendingPathComponent(name)))
                    count += 1
                }
            }
        }
        XCTAssertGreaterThan(count, 10)
        print("fuzz regressions and seeds replayed: \(count)")
    }
}
