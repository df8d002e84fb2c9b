import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A booking screen as an iOS 16 app writes it (Swift 5, no annotations): a calendar pinned under the safe area with
/// Auto Layout, red dots under the days with bookings, weekends refused, and the chosen day in the title.
final class BookingCalendarViewController: UIViewController, UICalendarViewDelegate, UICalendarSelectionSingleDateDelegate {
    let calendarView = UICalendarView()
    let gregorian = Calendar(identifier: .gregorian)
    var bookedDays: Set<DateComponents> = []
    var chosenDay: DateComponents?

    lazy var dateSelection = UICalendarSelectionSingleDate(delegate: self)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        calendarView.translatesAutoresizingMaskIntoConstraints = false
        calendarView.calendar = gregorian
        calendarView.locale = Locale(identifier: "en_US")
        calendarView.timeZone = TimeZone(identifier: "UTC")
        calendarView.fontDesign = .rounded
        calendarView.delegate = self
        calendarView.selectionBehavior = dateSelection
        calendarView.visibleDateComponents = DateComponents(calendar: gregorian, year: 2007, month: 1, day: 9)
        view.addSubview(calendarView)
        NSLayoutConstraint.activate([
            calendarView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 8),
            calendarView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -8),
            calendarView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
        ])
    }

    func book(_ day: DateComponents) {
        bookedDays.insert(key(day))
        calendarView.reloadDecorations(forDateComponents: [day], animated: true)
    }

    private func key(_ day: DateComponents) -> DateComponents {
        DateComponents(year: day.year, month: day.month, day: day.day)
    }

    func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration? {
        bookedDays.contains(key(dateComponents)) ? .default(color: .systemRed, size: .large) : nil
    }

    func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool {
        guard let dateComponents, let date = gregorian.date(from: key(dateComponents)) else { return false }
        return !gregorian.isDateInWeekend(date)
    }

    func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?) {
        chosenDay = dateComponents
        title = dateComponents.map { "Day \($0.day ?? 0)" }
    }
}

/// A calendar subclass and a selection subclass as apps write them: the initializers overridden, a property set up.
final class BrandCalendarView: UICalendarView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        tintColor = .systemPink
        fontDesign = .rounded
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

final class LoggingDateSelection: UICalendarSelectionSingleDate {
    var changes = 0

    override func setSelected(_ selectedDate: DateComponents?, animated: Bool) {
        changes += 1
        super.setSelected(selectedDate, animated: animated)
    }
}

final class CalendarPortabilityTests: XCTestCase {
    /// The view under `root` whose accessibility label is `label`.
    @MainActor
    private func view(labelled label: String, in root: UIView) -> UIView? {
        if root.accessibilityLabel == label { return root }
        for subview in root.subviews {
            if let found = view(labelled: label, in: subview) { return found }
        }
        return nil
    }

    @MainActor
    private func views(in root: UIView) -> [UIView] {
        [root] + root.subviews.flatMap { views(in: $0) }
    }

    func testTheBookingCalendarDecoratesChoosesAndRefusesWeekends() {
        onMainActor {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
            let renderer = OffscreenRenderer(window: window)
            let screen = BookingCalendarViewController()
            window.rootViewController = screen
            _ = renderer.renderFrame()
            XCTAssertEqual(screen.calendarView.frame.width, 374)
            XCTAssertGreaterThan(screen.calendarView.frame.height, 300, "its own height")
            XCTAssertTrue(views(in: screen.calendarView).contains { ($0 as? UILabel)?.text == "January 2007" })

            XCTAssertFalse(views(in: screen.calendarView).contains { $0.backgroundColor == .systemRed })
            screen.book(DateComponents(calendar: screen.gregorian, year: 2007, month: 1, day: 15))
            XCTAssertTrue(views(in: screen.calendarView).contains { $0.backgroundColor == .systemRed }, "a red dot")

            let saturday = view(labelled: "Saturday, January 13", in: screen.calendarView) as? UIControl
            saturday?.sendActions(for: .touchUpInside)
            XCTAssertNil(screen.chosenDay, "weekends refused")
            let tuesday = view(labelled: "Tuesday, January 16", in: screen.calendarView) as? UIControl
            tuesday?.sendActions(for: .touchUpInside)
            XCTAssertEqual(screen.chosenDay?.day, 16)
            XCTAssertEqual(screen.title, "Day 16")
            XCTAssertEqual(screen.dateSelection.selectedDate?.month, 1)
            clock.advance(by: 0.5)
            _ = renderer.renderFrame()
        }
    }

    func testSubclassesOverrideTheInitializersAndMethods() {
        onMainActor {
            _ = installManualClock()
            let calendar = BrandCalendarView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
            XCTAssertEqual(calendar.tintColor, .systemPink)
            let selection = LoggingDateSelection(delegate: nil)
            calendar.selectionBehavior = selection
            selection.selectedDate = DateComponents(year: 2007, month: 1, day: 2)
            XCTAssertEqual(selection.changes, 1)
        }
    }
}
