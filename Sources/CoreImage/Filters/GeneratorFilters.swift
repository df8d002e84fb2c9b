import CoreGraphics
import Foundation

extension FilterRegistry {
    static let generatorFilters: [FilterDefinition] = [
        FilterDefinition("CIConstantColorGenerator", [kCICategoryGenerator], [.color(kCIInputColorKey, CIColor(red: 1, green: 0, blue: 0))]) { v in
            v.color(kCIInputColorKey).map { CIImage(color: $0) }
        },
        FilterDefinition(
            "CILinearGradient", [kCICategoryGradient],
            [
                .vector("inputPoint0", CIVector(x: 0, y: 0), type: kCIAttributeTypePosition),
                .vector("inputPoint1", CIVector(x: 200, y: 200), type: kCIAttributeTypePosition),
                .color("inputColor0", .white), .color("inputColor1", .black),
            ]
        ) { v in
            guard let p0 = v.point("inputPoint0"), let p1 = v.point("inputPoint1"), let c0 = v.color("inputColor0"),
                let c1 = v.color("inputColor1"), [p0.x, p0.y, p1.x, p1.y].allSatisfy(\.isFinite)
            else { return nil }
            let dx = Double(p1.x - p0.x), dy = Double(p1.y - p0.y), length2 = dx * dx + dy * dy
            let x0 = Double(p0.x), y0 = Double(p0.y)
            return CIImage(node: GeneratorNode(extent: .infinite, colors: [c0.rgba, c1.rgba]) { x, y, colors in
                let t = length2 == 0 ? 0 : Float(min(1, max(0, ((x - x0) * dx + (y - y0) * dy) / length2)))
                return colors[0] * (1 - t) + colors[1] * t
            })
        },
        FilterDefinition(
            "CIRadialGradient", [kCICategoryGradient],
            [
                .vector(kCIInputCenterKey, CIVector(x: 150, y: 150), type: kCIAttributeTypePosition),
                .number("inputRadius0", 5, type: kCIAttributeTypeDistance, range: 0...800),
                .number("inputRadius1", 100, type: kCIAttributeTypeDistance, range: 0...800),
                .color("inputColor0", .white), .color("inputColor1", .black),
            ]
        ) { v in
            guard let center = v.point(kCIInputCenterKey), let r0 = v.number("inputRadius0"), let r1 = v.number("inputRadius1"),
                let c0 = v.color("inputColor0"), let c1 = v.color("inputColor1"), center.x.isFinite, center.y.isFinite
            else { return nil }
            let cx = Double(center.x), cy = Double(center.y)
            return CIImage(node: GeneratorNode(extent: .infinite, colors: [c0.rgba, c1.rgba]) { x, y, colors in
                let d = hypot(x - cx, y - cy)
                let t = r1 == r0 ? (d < r0 ? 0 : 1) : Float(min(1, max(0, (d - r0) / (r1 - r0))))
                return colors[0] * (1 - t) + colors[1] * t
            })
        },
        FilterDefinition(
            "CICheckerboardGenerator", [kCICategoryGenerator],
            [
                .vector(kCIInputCenterKey, CIVector(x: 150, y: 150), type: kCIAttributeTypePosition),
                .color("inputColor0", .white), .color("inputColor1", .black),
                .number(kCIInputWidthKey, 80, type: kCIAttributeTypeDistance, range: 0...800),
                .number(kCIInputSharpnessKey, 1, range: 0...1),
            ]
        ) { v in
            guard let center = v.point(kCIInputCenterKey), let width = v.number(kCIInputWidthKey), width >= 0.01,
                let c0 = v.color("inputColor0"), let c1 = v.color("inputColor1"), center.x.isFinite, center.y.isFinite
            else { return nil }
            let cx = Double(center.x), cy = Double(center.y)
            return CIImage(node: GeneratorNode(extent: .infinite, colors: [c0.rgba, c1.rgba]) { x, y, colors in
                let i = Int(((x - cx) / width).rounded(.down)), j = Int(((y - cy) / width).rounded(.down))
                return (i + j) & 1 == 0 ? colors[0] : colors[1]
            })
        },
        FilterDefinition(
            "CIQRCodeGenerator", [kCICategoryGenerator],
            [
                FilterDefinition.Input(key: "inputMessage", className: "NSData", defaultValue: nil),
                FilterDefinition.Input(key: "inputCorrectionLevel", className: "NSString", defaultValue: "M"),
            ]
        ) { v in
            guard let message = v.data("inputMessage"), let level = v.string("inputCorrectionLevel"),
                let symbol = QRCodeSymbol.image(message: message, correctionLevel: level)
            else { return nil }
            return CIImage(node: BitmapNode(image: symbol))
        },
    ]
}
