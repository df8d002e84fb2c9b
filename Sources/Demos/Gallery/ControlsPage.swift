import UIKit

/// iOS's common controls on a light card, as a settings screen shows them: a segmented control choosing the period, a
/// stepper counting guests that fills a progress bar, and a page control turning coloured tiles; beside the card, the
/// events they send.
final class ControlsPage: GalleryPage {
    override class var name: String { "Controls" }
    override class var api: String { "UISegmentedControl · UIStepper · UIProgressView · UIPageControl" }
    override class var hint: String { "Tap or drag across the segments; hold + to repeat; tap beside the dots or drag along them." }

    private(set) var period: UISegmentedControl!
    private(set) var guests: UIStepper!
    private(set) var guestsLabel: UILabel!
    private(set) var capacity: UIProgressView!
    private(set) var pages: UIPageControl!
    private(set) var tile: UIView!
    /// The last events the controls sent, newest first.
    private(set) var log: UILabel!
    private var entries: [String] = []

    /// The card the controls sit on, in the stage.
    static let cardFrame = CGRect(x: 20, y: 10, width: 440, height: 380)

    override func build() {
        let card = UIView(frame: Self.cardFrame)
        card.backgroundColor = .secondarySystemBackground
        card.layer.cornerRadius = 16
        stage.addSubview(card)

        let period = UISegmentedControl(items: ["Day", "Week", "Month", "Year"])
        period.frame = CGRect(x: 20, y: 24, width: 400, height: 32)
        period.selectedSegmentIndex = 1
        period.addAction(UIAction { [weak self, unowned period] _ in
            self?.note("period: \(period.titleForSegment(at: period.selectedSegmentIndex) ?? "")")
        }, for: .valueChanged)
        card.addSubview(period)
        self.period = period

        guestsLabel = caption("", frame: CGRect(x: 20, y: 96, width: 200, height: 22), size: 17, color: .label, alignment: .left, in: card)
        let guests = UIStepper(frame: CGRect(x: 326, y: 90, width: 0, height: 0))
        guests.minimumValue = 1
        guests.maximumValue = 12
        guests.value = 4
        guests.addAction(UIAction { [weak self] _ in self?.guestsChanged(animated: true) }, for: .valueChanged)
        card.addSubview(guests)
        self.guests = guests
        caption("Table capacity", frame: CGRect(x: 20, y: 146, width: 200, height: 18), color: .secondaryLabel, alignment: .left, in: card)
        capacity = UIProgressView(progressViewStyle: .default)
        capacity.frame = CGRect(x: 20, y: 174, width: 400, height: 4)
        card.addSubview(capacity)

        tile = UIView(frame: CGRect(x: 20, y: 206, width: 400, height: 120))
        tile.layer.cornerRadius = 12
        card.addSubview(tile)
        let pages = UIPageControl(frame: CGRect(x: 20, y: 338, width: 400, height: 26))
        pages.numberOfPages = GalleryPalette.accents.count
        pages.pageIndicatorTintColor = .systemGray3
        pages.currentPageIndicatorTintColor = .systemBlue
        pages.addAction(UIAction { [weak self] _ in self?.pageChanged() }, for: .valueChanged)
        card.addSubview(pages)
        self.pages = pages
        tile.backgroundColor = GalleryPalette.accents[0]

        caption("What the controls send", frame: CGRect(x: 485, y: 20, width: 260, height: 20), size: 15, color: GalleryPalette.text, alignment: .left)
        log = caption("", frame: CGRect(x: 485, y: 48, width: 260, height: 320), color: GalleryPalette.api, alignment: .left)
        log.numberOfLines = 0
        guestsChanged(animated: false)
        note("ready")
    }

    private func guestsChanged(animated: Bool) {
        let count = Int(guests.value)
        guestsLabel.text = "Guests: \(count)"
        capacity.setProgress(Float(guests.value / guests.maximumValue), animated: animated)
        if animated { note("guests: \(count)") }
    }

    private func pageChanged() {
        let page = pages.currentPage
        UIView.animate(withDuration: 0.25) { self.tile.backgroundColor = GalleryPalette.accents[page] }
        note("page: \(page + 1) of \(pages.numberOfPages)")
    }

    /// Adds a line at the top of the log (fourteen kept).
    private func note(_ line: String) {
        entries.insert(line, at: 0)
        entries = Array(entries.prefix(14))
        log.text = entries.joined(separator: "\n")
        log.frame.size.height = log.sizeThatFits(CGSize(width: log.frame.width, height: 320)).height
    }
}
