import Foundation

/// Where a streamed animated PNG's bytes go: appended as each frame comes, and one patch of bytes already written
/// (the frame count) at the end.
///
/// Difference from Apple: not in CoreGraphics; ImageIO's `CGImageDestination` writes to a URL or a data consumer.
public protocol AnimatedPNGSink: AnyObject {
    /// Adds bytes at the end.
    func append(_ bytes: [UInt8]) throws
    /// Replaces bytes already appended, from `offset`.
    func overwrite(_ bytes: [UInt8], at offset: Int) throws
}

/// An animated PNG written frame by frame into a sink and holding no frame: the header and a frame count of 0
/// go out with the first frame, each frame as it is appended, and `finish()` ends the stream and patches the
/// count (acTL's `num_frames`), so a recording of any length takes the memory of one frame.
///
/// Difference from Apple: not in CoreGraphics; Apple writes these through ImageIO's `CGImageDestination`.
public final class AnimatedPNGWriter {
    /// How long each frame shows, in seconds, unless its `append` says otherwise.
    public let frameDelay: Double
    /// How many times the animation plays; 0 plays it forever.
    public let loopCount: Int
    /// The frames written so far.
    public private(set) var frameCount = 0
    private let sink: AnimatedPNGSink
    private var first: EncodedFrame?
    private var sequence: UInt32 = 0
    private var finished = false
    /// Where the animation control chunk starts: after the signature and the 25 bytes of IHDR.
    static let animationControlOffset = 8 + 25

    public init(frameDelay: Double, loopCount: Int = 0, sink: AnimatedPNGSink) {
        self.frameDelay = frameDelay
        self.loopCount = max(0, loopCount)
        self.sink = sink
    }

    /// Encodes and writes a frame shown for `delay` seconds (else `frameDelay`); every frame must have the first
    /// one's size.
    public func append(_ image: CGImage, delay: Double? = nil) throws {
        try append(encoded: EncodedFrame(image), delay: delay)
    }

    /// Writes a frame already encoded.
    func append(encoded frame: EncodedFrame, delay: Double? = nil) throws {
        precondition(!finished, "a frame appended to a finished animated PNG")
        if let first {
            try frame.checkSize(against: first, index: frameCount)
        } else {
            first = frame
            try sink.append(PNGChunk.signature + PNGChunk(type: "IHDR", data: frame.header).encoded
                + animationControl(frameCount: 0).encoded)
        }
        var control: [UInt8] = bigEndian(sequence)
        control += bigEndian(frame.width) + bigEndian(frame.height)
        control += bigEndian(UInt32(0)) + bigEndian(UInt32(0))
        control += bigEndian(UInt16(clamping: Int(((delay ?? frameDelay) * 1000).rounded()))) + bigEndian(UInt16(1000))
        control += [0, 0]
        var bytes = PNGChunk(type: "fcTL", data: control).encoded
        sequence += 1
        if frameCount == 0 {
            bytes += PNGChunk(type: "IDAT", data: frame.imageData).encoded
        } else {
            bytes += PNGChunk(type: "fdAT", data: bigEndian(sequence) + frame.imageData).encoded
            sequence += 1
        }
        try sink.append(bytes)
        frameCount += 1
    }

    /// Ends the stream and writes the frame count into its header; an animation needs at least one frame.
    public func finish() throws {
        guard frameCount > 0 else {
            throw CGImageLoadingError(source: "APNG encoder", reason: .unwritable("an animated PNG needs a frame"))
        }
        precondition(!finished, "an animated PNG finished twice")
        try sink.append(PNGChunk(type: "IEND", data: []).encoded)
        try sink.overwrite(animationControl(frameCount: frameCount).encoded, at: Self.animationControlOffset)
        finished = true
    }

    /// The acTL chunk: the frame count and the number of plays (0 loops forever).
    private func animationControl(frameCount: Int) -> PNGChunk {
        PNGChunk(type: "acTL", data: bigEndian(UInt32(frameCount)) + bigEndian(UInt32(clamping: loopCount)))
    }

    /// One frame as PNG: its header's 13 bytes and its compressed image data.
    struct EncodedFrame {
        var header: [UInt8]
        var imageData: [UInt8]
        var width: UInt32 { header.bigEndianUInt32(at: 0) }
        var height: UInt32 { header.bigEndianUInt32(at: 4) }

        /// Encodes as RGBA even when the image is opaque: every frame of an APNG shares the first one's header, so
        /// a later frame with transparency must fit it.
        init(_ image: CGImage) throws {
            (header, imageData) = try image.rgbaPNGParts()
        }

        /// Throws unless this frame has `first`'s size.
        func checkSize(against first: EncodedFrame, index: Int) throws {
            guard width != first.width || height != first.height else { return }
            throw CGImageLoadingError(
                source: "APNG encoder",
                reason: .unwritable("frame \(index) is \(width)×\(height), not \(first.width)×\(first.height)"))
        }
    }
}
