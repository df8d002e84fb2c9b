import UIKit

/// The four fill modes side by side: the same animation, starting 0.5 s into a repeating 3 s
/// group, from a value away from the model's, shows what each mode holds before and after it.
final class FillModesPage: GalleryPage {
    override class var name: String { "Fill modes" }
    override class var api: String { "CABasicAnimation(keyPath: \"position.x\") · beginTime = 0.5 · fillMode = .forwards" }
    override class var hint: String { "Before 0.5 s and after 2 s, each box shows what its fill mode holds; the outline is the model value." }

    static let modes: [CAMediaTimingFillMode] = [.removed, .forwards, .backwards, .both]
    /// The model position and the animation's two ends, along x.
    static let modelX: CGFloat = 200
    static let fromX: CGFloat = 330
    static let toX: CGFloat = 690
    /// The animation's begin and duration inside the group, and the group's (repeating) duration.
    static let begin: CFTimeInterval = 0.5
    static let duration: CFTimeInterval = 1.5
    static let cycle: CFTimeInterval = 3

    /// The boxes, in the order of `modes`.
    private(set) var boxes: [UIView] = []

    override func build() {
        for (index, mode) in Self.modes.enumerated() {
            let y = 50 + CGFloat(index) * 80
            caption(".\(mode.rawValue)", frame: CGRect(x: 20, y: y - 12, width: 140, height: 24), size: 15,
                    color: GalleryPalette.text, alignment: .left)
            outline(Self.line(from: CGPoint(x: Self.modelX, y: y), to: CGPoint(x: Self.toX, y: y)), dashed: true)
            let ghost = box(center: CGPoint(x: Self.modelX, y: y), color: .clear)
            ghost.layer.borderColor = GalleryPalette.guide.cgColor
            ghost.layer.borderWidth = 1.5
            let box = box(center: CGPoint(x: Self.modelX, y: y), color: GalleryPalette.accents[index])
            boxes.append(box)

            let slide = CABasicAnimation(keyPath: "position.x")
            slide.fromValue = Self.fromX
            slide.toValue = Self.toX
            slide.beginTime = Self.seconds(Self.begin)
            slide.duration = Self.seconds(Self.duration)
            slide.fillMode = mode
            let cycle = CAAnimationGroup()
            cycle.animations = [slide]
            cycle.duration = Self.seconds(Self.cycle)
            cycle.repeatCount = .infinity
            box.layer.add(cycle, forKey: "slide")
        }
        let axisY: CGFloat = 360
        caption("model", frame: CGRect(x: Self.modelX - 40, y: axisY - 9, width: 80, height: 18), size: 11)
        caption("fromValue", frame: CGRect(x: Self.fromX - 50, y: axisY - 9, width: 100, height: 18), size: 11)
        caption("toValue", frame: CGRect(x: Self.toX - 50, y: axisY - 9, width: 100, height: 18), size: 11)
        buildTimeline(y: 385)
    }

    /// A bar for the group's 3 s with the animation's active span marked, and a cursor running along it.
    private func buildTimeline(y: CGFloat) {
        let start: CGFloat = 200, width: CGFloat = 490
        let scale = width / CGFloat(Self.cycle)
        outline(Self.line(from: CGPoint(x: start, y: y), to: CGPoint(x: start + width, y: y)), lineWidth: 2)
        let activeStart = start + CGFloat(Self.begin) * scale
        outline(Self.line(from: CGPoint(x: activeStart, y: y), to: CGPoint(x: activeStart + CGFloat(Self.duration) * scale, y: y)),
                color: GalleryPalette.api, lineWidth: 4)
        caption("group time", frame: CGRect(x: 20, y: y - 9, width: 140, height: 18), size: 11, alignment: .left)
        let cursor = CALayer()
        cursor.bounds = CGRect(x: 0, y: 0, width: 2, height: 14)
        cursor.backgroundColor = GalleryPalette.text.cgColor
        cursor.position = CGPoint(x: start, y: y)
        stage.layer.addSublayer(cursor)
        let run = CABasicAnimation(keyPath: "position.x")
        run.fromValue = start
        run.toValue = start + width
        run.duration = Self.seconds(Self.cycle)
        run.repeatCount = .infinity
        cursor.add(run, forKey: "run")
    }

    static func line(from a: CGPoint, to b: CGPoint) -> CGPath {
        let path = CGMutablePath()
        path.move(to: a)
        path.addLine(to: b)
        return path
    }
}
