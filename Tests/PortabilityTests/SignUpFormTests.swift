import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A sign-up form as iOS apps write one: a country picker the screen feeds as its data source and delegate, and a
/// date-of-birth wheel that cannot go later than thirteen years ago.
final class SignUpFormViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    let countries = ["Canada", "France", "Japan", "Kenya", "Mexico", "Norway"]
    let countryPicker = UIPickerView()
    let birthDatePicker = UIDatePicker()
    let summaryLabel = UILabel()
    private(set) var country: String?
    private(set) var birthDate: Date?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        countryPicker.dataSource = self
        countryPicker.delegate = self

        birthDatePicker.datePickerMode = .date
        birthDatePicker.preferredDatePickerStyle = .wheels
        birthDatePicker.maximumDate = Calendar.current.date(byAdding: .year, value: -13, to: Date())
        birthDatePicker.addAction(UIAction { [weak self] _ in self?.birthDateChanged() }, for: .valueChanged)

        summaryLabel.textAlignment = .center
        let stack = UIStackView(arrangedSubviews: [countryPicker, birthDatePicker, summaryLabel])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.topAnchor),
        ])
    }

    private func birthDateChanged() {
        birthDate = birthDatePicker.date
        updateSummary()
    }

    private func updateSummary() {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.locale = Locale(identifier: "en_US")
        summaryLabel.text = [country, birthDate.map { formatter.string(from: $0) }].compactMap { $0 }.joined(separator: " · ")
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        1
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        countries.count
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        countries[row]
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        country = countries[row]
        updateSummary()
    }
}

final class SignUpFormTests: XCTestCase {
    @MainActor
    private func loadedForm() -> SignUpFormViewController {
        _ = installManualClock()
        let form = SignUpFormViewController()
        form.view.frame = CGRect(x: 0, y: 0, width: 320, height: 500)
        form.view.layoutIfNeeded()
        return form
    }

    func testTheCountryPickerAsksTheScreenForItsRows() {
        MainActor.assumeIsolated {
            let form = loadedForm()
            XCTAssertEqual(form.countryPicker.numberOfComponents, 1)
            XCTAssertEqual(form.countryPicker.numberOfRows(inComponent: 0), 6)
            XCTAssertEqual(form.countryPicker.selectedRow(inComponent: 0), 0)
            XCTAssertEqual(form.countryPicker.frame.height, 216, "a picker in a stack view keeps its own height")
            XCTAssertNotNil(form.countryPicker.view(forRow: 0, forComponent: 0), "the first row is in sight")
            form.countryPicker.selectRow(2, inComponent: 0, animated: false)
            form.pickerView(form.countryPicker, didSelectRow: form.countryPicker.selectedRow(inComponent: 0), inComponent: 0)
            XCTAssertEqual(form.country, "Japan")
            XCTAssertEqual(form.summaryLabel.text, "Japan")
        }
    }

    func testTheBirthDateCannotBeLaterThanThirteenYearsAgo() {
        MainActor.assumeIsolated {
            let form = loadedForm()
            let picker = form.birthDatePicker
            XCTAssertEqual(picker.datePickerMode, .date)
            XCTAssertEqual(picker.datePickerStyle, .wheels)
            let latest = try! XCTUnwrap(picker.maximumDate)
            XCTAssertLessThanOrEqual(picker.date, latest, "the picker starts no later than the latest date allowed")
            picker.date = ISO8601DateFormatter().date(from: "1990-06-15T12:00:00Z")!
            picker.sendActions(for: .valueChanged)
            XCTAssertEqual(form.summaryLabel.text, "Jun 15, 1990")
        }
    }
}
