import Foundation

/// The probe's pattern as found in a screenshot: the boxes of its four quadrant colors.
/// A quadrant of a W x H window is W/2 wide and H/2 - 20 high where the 40-unit white band
/// does not cover it (the band is centered on the horizontal middle line).
struct ProbePattern: CustomStringConvertible {
    var red: PixelBox, green: PixelBox, blue: PixelBox, yellow: PixelBox

    /// The pattern in `shot`, or nil unless all four colors are there. Colors are exact
    /// (tolerance 2): the probe draws opaque pure colors and the compositors copy them.
    init?(in shot: Screenshot) {
        guard let red = shot.boundingBox(of: .red, tolerance: 2)?.box,
              let green = shot.boundingBox(of: .green, tolerance: 2)?.box,
              let blue = shot.boundingBox(of: .blue, tolerance: 2)?.box,
              let yellow = shot.boundingBox(of: .yellow, tolerance: 2)?.box else { return nil }
        self.red = red
        self.green = green
        self.blue = blue
        self.yellow = yellow
    }

    /// The whole window: from the red box's origin to the yellow box's end.
    var window: PixelBox {
        PixelBox(x: red.x, y: red.y, width: yellow.maxX - red.x, height: yellow.maxY - red.y)
    }

    /// Problems with the layout of a window `width` x `height` in logical units, drawn at
    /// `scale` pixels per unit (empty when it is right): red top-left, green top-right, blue
    /// bottom-left, yellow bottom-right, each of the expected size within `tolerance` pixels,
    /// adjacent across the middle lines, with the 40-unit band between top and bottom.
    func problems(width: Int, height: Int, scale: Int = 1, tolerance: Int = 2) -> [String] {
        var problems: [String] = []
        let halfW = width / 2, halfH = height / 2
        let left = halfW * scale, right = (width - halfW) * scale
        let top = (halfH - 20) * scale, bottom = (height - halfH - 20) * scale
        for (name, box, w, h) in [("red", red, left, top), ("green", green, right, top),
                                  ("blue", blue, left, bottom), ("yellow", yellow, right, bottom)] {
            if abs(box.width - w) > tolerance || abs(box.height - h) > tolerance {
                problems.append("\(name) is \(box), expected \(w)x\(h)")
            }
        }
        func near(_ a: Int, _ b: Int, _ what: String) {
            if abs(a - b) > tolerance { problems.append("\(what): \(a) vs \(b)") }
        }
        near(green.x, red.maxX, "green starts where red ends (x)")
        near(green.y, red.y, "green and red share their top")
        near(blue.x, red.x, "blue and red share their left")
        near(blue.y, red.maxY + 40 * scale, "blue starts below red and the band")
        near(yellow.x, blue.maxX, "yellow starts where blue ends (x)")
        near(yellow.y, blue.y, "yellow and blue share their top")
        return problems
    }

    var description: String { "red \(red), green \(green), blue \(blue), yellow \(yellow)" }
}
