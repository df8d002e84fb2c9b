import Foundation
import OpenCombine

/// Foundation's coders as Combine's `decode(type:decoder:)` and `encode(encoder:)` take them.
extension JSONDecoder: @retroactive TopLevelDecoder {
    public typealias Input = Data
}

extension JSONEncoder: @retroactive TopLevelEncoder {
    public typealias Output = Data
}

extension PropertyListDecoder: @retroactive TopLevelDecoder {
    public typealias Input = Data
}

extension PropertyListEncoder: @retroactive TopLevelEncoder {
    public typealias Output = Data
}
