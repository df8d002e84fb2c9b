import QuartzCore

/// The images iOS's button types show by themselves, drawn as templates in the button's tint: an "i" in a ring for
/// the detail-disclosure and info buttons, a plus in a ring for contact-add, a cross on a faint disc for close.
@MainActor
enum ButtonTypeGlyph {
    static func image(for type: UIButton.ButtonType) -> UIImage? {
        switch type {
        case .detailDisclosure, .infoLight, .infoDark: info
        case .contactAdd: contactAdd
        case .close: close
        default: nil
        }
    }

    private static let info = draw(side: 22) { context in
        context.strokeEllipse(in: CGRect(x: 1.5, y: 1.5, width: 19, height: 19))
        context.fillEllipse(in: CGRect(x: 9.8, y: 5.2, width: 2.4, height: 2.4))
        context.fill(CGRect(x: 10.1, y: 9.3, width: 1.8, height: 7.5))
    }

    private static let contactAdd = draw(side: 22) { context in
        context.strokeEllipse(in: CGRect(x: 1.5, y: 1.5, width: 19, height: 19))
        context.fill(CGRect(x: 10.15, y: 6, width: 1.7, height: 10))
        context.fill(CGRect(x: 6, y: 10.15, width: 10, height: 1.7))
    }

    private static let close = draw(side: 30) { context in
        context.setAlpha(0.2)
        context.fillEllipse(in: CGRect(x: 0, y: 0, width: 30, height: 30))
        context.setAlpha(1)
        context.setLineWidth(2.2)
        context.move(to: CGPoint(x: 10.5, y: 10.5))
        context.addLine(to: CGPoint(x: 19.5, y: 19.5))
        context.move(to: CGPoint(x: 19.5, y: 10.5))
        context.addLine(to: CGPoint(x: 10.5, y: 19.5))
        context.strokePath()
    }

    /// A black template image `side` points square at scale 3, drawn by `body` with a 1.5-point round pen.
    private static func draw(side: CGFloat, _ body: (CGContext) -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        return UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { context in
            let cg = context.cgContext
            UIColor.black.setFill()
            UIColor.black.setStroke()
            cg.setLineWidth(1.5)
            cg.setLineCap(.round)
            body(cg)
        }.withRenderingMode(.alwaysTemplate)
    }
}
