import Foundation
import Fuzzing

/// libFuzzer's entry: one input through the jpeg harness (ImageFuzzing).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzjpeg(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    ImageFuzzing.harness(named: "jpeg")!(Data(bytes: bytes, count: count))
    return 0
}
