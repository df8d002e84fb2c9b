import Foundation
import Fuzzing

/// libFuzzer's entry: one input through the png harness (ImageFuzzing).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzpng(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    ImageFuzzing.harness(named: "png")!(Data(bytes: bytes, count: count))
    return 0
}
