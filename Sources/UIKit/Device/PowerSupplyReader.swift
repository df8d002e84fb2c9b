import Foundation

/// Reads the machine's battery from the kernel's power-supply class (`/sys/class/power_supply/*/`): the first supply
/// of type "Battery", its `capacity` (percent) and `status`.
struct PowerSupplyReader: Sendable {
    /// What a read found.
    struct Reading: Equatable, Sendable {
        var state: UIDevice.BatteryState
        /// 0…1, or -1 when unknown.
        var level: Float

        static let unknown = Reading(state: .unknown, level: -1)
    }

    /// The folder holding one folder per power supply.
    var directory = URL(fileURLWithPath: "/sys/class/power_supply")

    /// The first battery's state and level; unknown without a battery or with files that make no sense.
    func read() -> Reading {
        let supplies = (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?.sorted() ?? []
        for supply in supplies {
            let folder = directory.appendingPathComponent(supply)
            guard value(of: "type", in: folder) == "Battery" else { continue }
            let level = value(of: "capacity", in: folder).flatMap(Float.init).map { min(max($0, 0), 100) / 100 } ?? -1
            let state: UIDevice.BatteryState
            switch value(of: "status", in: folder) {
            case "Charging": state = .charging
            case "Full": state = .full
            case "Discharging": state = .unplugged
            case "Not charging": state = .charging  // on the charger, held below full (as iOS reports optimized charging)
            default: state = .unknown
            }
            return Reading(state: state, level: state == .unknown && level < 0 ? -1 : level)
        }
        return .unknown
    }

    private func value(of file: String, in folder: URL) -> String? {
        (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
