import CPango
import Foundation

/// A value the `.attachment` attribute may hold (UIKit's `NSTextAttachment`): an object set inline in place of its
/// character (U+FFFC), taking the room its bounds say on the line and drawn there after the text.
public protocol TextLayoutAttachment: AnyObject {
    /// The rectangle the attachment takes for text in `font`, in points, its origin relative to the baseline and y up
    /// (a negative y hangs it below the baseline), as `NSTextAttachment.bounds` is.
    func textLayoutBounds(font: TextLayout.Font) -> CGRect
    /// The space added at each side of the attachment, in points.
    var textLayoutPadding: CGFloat { get }
    /// Draws the attachment filling `rect` (y down) in `context`; `textColor` is its run's colour, for template images.
    func drawTextLayoutAttachment(in context: CGContext, rect: CGRect, textColor: CGColor)
}

extension TextLayout {
    /// An attachment placed at one character of a paragraph.
    struct PlacedAttachment {
        /// The UTF-8 index of its character in the paragraph's text.
        var byte: Int
        var attachment: TextLayoutAttachment
        /// Its bounds at the layout's scale (y up from the baseline), and its padding.
        var bounds: CGRect
        var padding: CGFloat
        var color: CGColor
    }
}

extension TextLayout.Paragraph {
    /// Gives each attachment character of `source`'s attachment runs a pango shape as large as the attachment's
    /// bounds (so the line makes room for it) in `list`, and returns the attachments placed.
    static func addAttachments(of source: TextLayout.ParagraphSource, scale: CGFloat, defaultColor: CGColor, to list: OpaquePointer) -> [TextLayout.PlacedAttachment] {
        guard source.runs.contains(where: { $0.attributes.attachment != nil }) else { return [] }
        let bytes = Array(source.text.utf8)
        var placed: [TextLayout.PlacedAttachment] = []
        for run in source.runs {
            guard let attachment = run.attributes.attachment else { continue }
            let given = attachment.textLayoutBounds(font: run.attributes.font)
            let bounds = CGRect(x: given.minX * scale, y: given.minY * scale, width: max(given.width, 0) * scale, height: max(given.height, 0) * scale)
            let padding = max(attachment.textLayoutPadding, 0) * scale
            var byte = run.start
            while byte + 2 < min(run.end, bytes.count) {
                if bytes[byte] == 0xEF, bytes[byte + 1] == 0xBF, bytes[byte + 2] == 0xBC {
                    var logical = PangoRectangle(
                        x: 0, y: TextLayout.units(-bounds.maxY), width: TextLayout.units(bounds.width + 2 * padding), height: TextLayout.units(bounds.height))
                    var ink = PangoRectangle(x: TextLayout.units(padding + bounds.minX), y: logical.y, width: TextLayout.units(bounds.width), height: logical.height)
                    if let shape = pango_attr_shape_new(&ink, &logical) {
                        shape.pointee.start_index = UInt32(byte)
                        shape.pointee.end_index = UInt32(byte + 3)
                        pango_attr_list_insert(list, shape)
                    }
                    placed.append(TextLayout.PlacedAttachment(
                        byte: byte, attachment: attachment, bounds: bounds, padding: padding, color: run.attributes.color ?? defaultColor))
                    byte += 3
                } else {
                    byte += 1
                }
            }
        }
        return placed
    }

    /// Each attachment on a shown line with the rectangle it is drawn in, relative to the layout's top-left corner.
    var attachmentRects: [(attachment: TextLayout.PlacedAttachment, rect: CGRect)] {
        guard !attachments.isEmpty else { return [] }
        let scale = CGFloat(PANGO_SCALE)
        var baselines: [CGFloat] = []
        let iter = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iter) }
        repeat {
            baselines.append(CGFloat(pango_layout_iter_get_baseline(iter)) / scale)
        } while pango_layout_iter_next_line(iter) != 0
        return attachments.compactMap { placed in
            var line: Int32 = 0, x: Int32 = 0
            pango_layout_index_to_line_x(layout, Int32(placed.byte), 0, &line, &x)
            guard Int(line) < min(shownLines, baselines.count) else { return nil }
            var position = PangoRectangle()
            pango_layout_index_to_pos(layout, Int32(placed.byte), &position)
            let left = CGFloat(min(position.x, position.x + position.width)) / scale
            let rect = CGRect(
                x: left + placed.padding + placed.bounds.minX, y: baselines[Int(line)] - placed.bounds.maxY,
                width: placed.bounds.width, height: placed.bounds.height)
            return (placed, rect)
        }
    }
}
