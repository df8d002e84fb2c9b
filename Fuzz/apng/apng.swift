import Foundation
import Fuzzing

/// libFuzzer's entry: one input through the apng harness (ImageFuzzing).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzapng(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    ImageFuzzing.harness(named: "apng")!(Data(bytes: bytes, count: count))
    return 0
}
