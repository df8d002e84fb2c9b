import Foundation
import Fuzzing

/// libFuzzer's entry: one input through the svg harness (ImageFuzzing).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzsvg(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    ImageFuzzing.harness(named: "svg")!(Data(bytes: bytes, count: count))
    return 0
}
