import CQREncode
import CoreGraphics
import Foundation

/// QR code symbols through libqrencode: the smallest version that holds the bytes, in 8-bit mode.
enum QRCodeSymbol {
    /// The symbol as an image of one pixel per module, black on white, with one white module of margin on each side
    /// as Core Image's generator draws it; nil for an empty message, an unknown level (not L, M, Q or H) or a
    /// message longer than a QR code holds.
    static func image(message: Data, correctionLevel: String) -> CGImage? {
        let level: QRecLevel
        switch correctionLevel {
        case "L": level = QR_ECLEVEL_L
        case "M": level = QR_ECLEVEL_M
        case "Q": level = QR_ECLEVEL_Q
        case "H": level = QR_ECLEVEL_H
        default: return nil
        }
        guard !message.isEmpty, message.count <= 2953 else { return nil }
        let code = message.withUnsafeBytes { raw in
            QRcode_encodeData(Int32(raw.count), raw.bindMemory(to: UInt8.self).baseAddress, 0, level)
        }
        guard let code else { return nil }
        defer { QRcode_free(code) }
        let modules = Int(code.pointee.width), size = modules + 2
        var words = [UInt32](repeating: 0xFFFF_FFFF, count: size * size)
        for row in 0..<modules {
            for column in 0..<modules where code.pointee.data[row * modules + column] & 1 == 1 {
                words[(row + 1) * size + column + 1] = 0xFF00_0000
            }
        }
        return CGImage(width: size, height: size, premultipliedARGB32: words)
    }
}
