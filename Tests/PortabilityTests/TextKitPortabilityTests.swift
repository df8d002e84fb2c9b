import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A label whose link is tappable: on a tap it builds a TextKit 1 stack of its text and asks the layout manager
/// which character is under the finger, as iOS apps have done since iOS 7 (Swift 5, no annotations).
final class TappableLinkLabel: UILabel {
    var linkRange = NSRange(location: 0, length: 0)
    var openedLinks = 0

    func characterIndex(at point: CGPoint) -> Int? {
        guard let attributedText = attributedText else { return nil }
        let layoutManager = NSLayoutManager()
        let textContainer = NSTextContainer(size: bounds.size)
        let textStorage = NSTextStorage(attributedString: attributedText)
        layoutManager.addTextContainer(textContainer)
        textStorage.addLayoutManager(layoutManager)
        textContainer.lineFragmentPadding = 0
        textContainer.lineBreakMode = lineBreakMode
        textContainer.maximumNumberOfLines = numberOfLines
        let textBoundingBox = layoutManager.usedRect(for: textContainer)
        let textContainerOffset = CGPoint(
            x: (bounds.width - textBoundingBox.width) * 0.5 - textBoundingBox.minX,
            y: (bounds.height - textBoundingBox.height) * 0.5 - textBoundingBox.minY)
        let location = CGPoint(x: point.x - textContainerOffset.x, y: point.y - textContainerOffset.y)
        let index = layoutManager.characterIndex(for: location, in: textContainer, fractionOfDistanceBetweenInsertionPoints: nil)
        let glyphBox = layoutManager.boundingRect(forGlyphRange: NSRange(location: index, length: 1), in: textContainer)
        return glyphBox.contains(location) ? index : nil
    }

    func isLink(at point: CGPoint) -> Bool {
        guard let index = characterIndex(at: point) else { return false }
        return NSLocationInRange(index, linkRange)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        if let point = touches.first?.location(in: self), isLink(at: point) {
            openedLinks += 1
        }
    }
}

/// A rating shown as star symbols inline in a label, centred on the capital height as apps size them.
func makeRatingLabel(stars: Int, font: UIFont) -> UILabel {
    let text = NSMutableAttributedString(string: "Rating ", attributes: [.font: font])
    for _ in 0..<stars {
        let star = NSTextAttachment()
        star.image = UIImage(systemName: "star.fill")
        if let image = star.image {
            star.bounds = CGRect(x: 0, y: ((font.capHeight - image.size.height) / 2).rounded(), width: image.size.width, height: image.size.height)
        }
        text.append(NSAttributedString(attachment: star))
    }
    text.addAttribute(.foregroundColor, value: UIColor.systemOrange, range: NSRange(location: 7, length: stars))
    let label = UILabel()
    label.attributedText = text
    return label
}

/// An article whose text flows around a picture in the corner of its text view.
final class HarbourArticleViewController: UIViewController {
    let textView = UITextView()
    let pictureView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.font = UIFont.systemFont(ofSize: 15)
        textView.text = String(repeating: "The harbour wakes slowly; boats knock against the quay while gulls argue overhead. ", count: 8)
        textView.isEditable = false
        view.addSubview(textView)
        pictureView.backgroundColor = .systemTeal
        textView.addSubview(pictureView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        textView.frame = view.bounds
        pictureView.frame = CGRect(x: 8, y: 8, width: 110, height: 110)
        let inset = textView.textContainerInset
        let pictureInContainer = pictureView.frame.offsetBy(dx: -inset.left, dy: -inset.top).insetBy(dx: -6, dy: -6)
        textView.textContainer.exclusionPaths = [UIBezierPath(rect: pictureInContainer)]
    }
}

/// A text storage that colours #hashtags as they are typed, keeping its text in a backing string, as the TextKit
/// tutorials since iOS 7 write it.
final class HashtagTextStorage: NSTextStorage {
    private let backingStore = NSMutableAttributedString()

    override init() {
        super.init()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var string: String {
        return backingStore.string
    }

    override func attributes(at location: Int, effectiveRange range: NSRangePointer?) -> [NSAttributedString.Key: Any] {
        return backingStore.attributes(at: location, effectiveRange: range)
    }

    override func replaceCharacters(in range: NSRange, with str: String) {
        beginEditing()
        backingStore.replaceCharacters(in: range, with: str)
        edited(.editedCharacters, range: range, changeInLength: (str as NSString).length - range.length)
        endEditing()
    }

    override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        beginEditing()
        backingStore.setAttributes(attrs, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
        endEditing()
    }

    override func processEditing() {
        let paragraphRange = (string as NSString).paragraphRange(for: editedRange)
        removeAttribute(.foregroundColor, range: paragraphRange)
        let regex = try! NSRegularExpression(pattern: "#\\w+", options: [])
        for match in regex.matches(in: string, options: [], range: paragraphRange) {
            addAttribute(.foregroundColor, value: UIColor.systemBlue, range: match.range)
        }
        super.processEditing()
    }
}

final class TextKitPortabilityTests: XCTestCase {
    func testATextViewOnAHighlightingStorageShowsItsColours() {
        MainActor.assumeIsolated {
            let textStorage = HashtagTextStorage()
            let layoutManager = NSLayoutManager()
            textStorage.addLayoutManager(layoutManager)
            let textContainer = NSTextContainer(size: CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude))
            textContainer.widthTracksTextView = true
            layoutManager.addTextContainer(textContainer)
            let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), textContainer: textContainer)
            textView.font = UIFont.systemFont(ofSize: 16)
            textView.text = "Off to the beach #summer"

            XCTAssertEqual(textStorage.string, "Off to the beach #summer")
            XCTAssertEqual(textStorage.length, 24)
            let tagColor = textView.attributedText.attribute(.foregroundColor, at: 20, effectiveRange: nil) as? UIColor
            XCTAssertEqual(tagColor, UIColor.systemBlue, "the view shows the storage's colours")
            XCTAssertNotEqual(textView.attributedText.attribute(.foregroundColor, at: 2, effectiveRange: nil) as? UIColor, UIColor.systemBlue)

            textStorage.replaceCharacters(in: NSRange(location: 4, length: 2), with: "at")
            XCTAssertEqual(textView.text, "Off at the beach #summer")
            XCTAssertEqual(layoutManager.numberOfGlyphs, 24)
            XCTAssertGreaterThan(layoutManager.usedRect(for: textContainer).width, 100)
        }
    }


    func testTheLinkInALabelIsFoundUnderATap() {
        MainActor.assumeIsolated {
            let label = TappableLinkLabel(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
            let font = UIFont.systemFont(ofSize: 17)
            let prefix = "By signing up you agree to our "
            let text = NSMutableAttributedString(string: prefix + "Terms.", attributes: [.font: font])
            label.linkRange = NSRange(location: prefix.utf16.count, length: 5)
            text.addAttribute(.foregroundColor, value: UIColor.systemBlue, range: label.linkRange)
            text.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: label.linkRange)
            label.attributedText = text
            label.textAlignment = .center
            label.isUserInteractionEnabled = true

            let left = (320 - text.size().width) / 2
            let prefixWidth = NSAttributedString(string: prefix, attributes: [.font: font]).size().width
            XCTAssertTrue(label.isLink(at: CGPoint(x: left + prefixWidth + 10, y: 30)), "on “Terms”")
            XCTAssertFalse(label.isLink(at: CGPoint(x: left + prefixWidth - 20, y: 30)), "on “our”")
            XCTAssertFalse(label.isLink(at: CGPoint(x: 4, y: 30)), "left of the text")
            XCTAssertNil(label.characterIndex(at: CGPoint(x: 160, y: 4)), "above the line")
        }
    }

    func testStarsShowInlineInTheTextColour() throws {
        try MainActor.assumeIsolated {
            let font = UIFont.systemFont(ofSize: 17)
            let label = makeRatingLabel(stars: 3, font: font)
            let size = label.intrinsicContentSize
            let plain = NSAttributedString(string: "Rating ", attributes: [.font: font]).size().width
            XCTAssertGreaterThan(size.width, plain + 3 * 15)
            label.frame = CGRect(x: 0, y: 0, width: size.width.rounded(.up) + 4, height: size.height.rounded(.up) + 4)
            let image = try XCTUnwrap(renderOffscreen(label))
            var orange = 0
            for y in 0..<image.height {
                for x in Int(plain)..<image.width {
                    let p = image.pixel(x: x, y: y)
                    let r = p >> 16 & 0xFF, g = p >> 8 & 0xFF, b = p & 0xFF
                    if r > 200, g > 100, g < 200, b < 80 { orange += 1 }
                }
            }
            XCTAssertGreaterThan(orange, 3 * 40, "three orange stars after the word")
        }
    }

    func testArticleTextFlowsAroundThePicture() throws {
        try MainActor.assumeIsolated {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.backgroundColor = .white
            let article = HarbourArticleViewController()
            window.rootViewController = article
            article.view.frame = window.bounds
            article.view.layoutIfNeeded()
            article.textView.layoutIfNeeded()
            let layoutManager = article.textView.layoutManager
            let container = article.textView.textContainer
            let firstLine = layoutManager.lineFragmentRect(forGlyphAt: 0, effectiveRange: nil)
            XCTAssertGreaterThanOrEqual(firstLine.minX, 118, "the first line starts right of the picture")
            let lastLine = layoutManager.lineFragmentRect(forGlyphAt: layoutManager.numberOfGlyphs - 1, effectiveRange: nil)
            XCTAssertEqual(lastLine.minX, 0, "below the picture lines take the whole width")
            XCTAssertEqual(NSMaxRange(layoutManager.glyphRange(for: container)), article.textView.textStorage.length)

            let renderer = OffscreenRenderer(window: window, background: .white)
            renderer.renderFrame()
            let image = try XCTUnwrap(renderer.image)
            var besideText = 0
            for y in 10..<110 {
                for x in 140..<310 where image.pixel(x: x, y: y) & 0xFF < 100 { besideText += 1 }
            }
            XCTAssertGreaterThan(besideText, 200, "text is drawn beside the picture")
        }
    }
}
