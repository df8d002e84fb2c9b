/// How far an image source, or one image in it, has got: complete, still coming, or not readable.
public enum CGImageSourceStatus: Int32, Sendable, Hashable {
    /// The data ended before the image did, and no more will come.
    case statusUnexpectedEOF = -5
    /// The bytes are not a valid image of their format.
    case statusInvalidData = -4
    /// The bytes are in no format this source reads.
    case statusUnknownType = -3
    /// Too few bytes yet to tell the format.
    case statusReadingHeader = -2
    /// More bytes are needed for the image.
    case statusIncomplete = -1
    /// The image is all there.
    case statusComplete = 0
}
