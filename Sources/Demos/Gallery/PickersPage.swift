import UIKit

/// A booking form's pickers on a light card: a two-wheel picker choosing a destination and the number of travellers,
/// and a date picker choosing the departure, never before today; below them, what was chosen and the events sent.
final class PickersPage: GalleryPage, UIPickerViewDataSource, UIPickerViewDelegate {
    override class var name: String { "Pickers" }
    override class var api: String { "UIPickerView · UIDatePicker" }
    override class var hint: String { "Drag or fling a wheel, tap a row, turn the mouse wheel over one, or press Up and Down." }

    static let destinations = ["Lisbon", "Kyoto", "Reykjavík", "Nairobi", "Lima", "Auckland", "Montréal", "Tromsø"]

    private(set) var trip: UIPickerView!
    private(set) var departure: UIDatePicker!
    private(set) var summary: UILabel!
    private var entries: [String] = []
    private var log: UILabel!

    override func build() {
        let card = UIView(frame: CGRect(x: 20, y: 10, width: 720, height: 250))
        card.backgroundColor = .secondarySystemBackground
        card.layer.cornerRadius = 16
        stage.addSubview(card)

        let trip = UIPickerView(frame: CGRect(x: 10, y: 17, width: 330, height: 216))
        trip.dataSource = self
        trip.delegate = self
        trip.selectRow(1, inComponent: 0, animated: false)
        trip.selectRow(1, inComponent: 1, animated: false)
        card.addSubview(trip)
        self.trip = trip

        let departure = UIDatePicker(frame: CGRect(x: 350, y: 17, width: 360, height: 216))
        departure.datePickerMode = .date
        departure.preferredDatePickerStyle = .wheels
        departure.minimumDate = departure.date
        departure.addAction(UIAction { [weak self] _ in self?.departureChanged() }, for: .valueChanged)
        card.addSubview(departure)
        self.departure = departure

        summary = caption("", frame: CGRect(x: 20, y: 276, width: 720, height: 24), size: 17, color: GalleryPalette.text, alignment: .left)
        log = caption("", frame: CGRect(x: 20, y: 308, width: 720, height: 80), color: GalleryPalette.api, alignment: .left)
        log.numberOfLines = 0
        showSummary()
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        2
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? Self.destinations.count : 9
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? Self.destinations[row] : (row == 0 ? "1 traveller" : "\(row + 1) travellers")
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        component == 0 ? 160 : 140
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        note("didSelectRow \(row) inComponent \(component)")
        showSummary()
    }

    private func departureChanged() {
        note("valueChanged: \(Self.format(departure.date))")
        showSummary()
    }

    private func showSummary() {
        let place = Self.destinations[trip.selectedRow(inComponent: 0)]
        let people = trip.selectedRow(inComponent: 1) + 1
        summary.text = "\(place) for \(people), leaving \(Self.format(departure.date))"
    }

    private static func format(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter.string(from: date)
    }

    /// Adds a line at the top of the log (four kept).
    private func note(_ line: String) {
        entries.insert(line, at: 0)
        entries = Array(entries.prefix(4))
        log.text = entries.joined(separator: "\n")
    }
}
