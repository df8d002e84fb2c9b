import Foundation

/// The lines wayland-probe prints on stdout (its contract, see Sources/WaylandProbe), parsed.
enum ProbeOutput {
    struct Configure: Equatable {
        var width: Int, height: Int, states: [String]
    }

    struct Frame: Equatable {
        var width: Int, height: Int, bufferWidth: Int, bufferHeight: Int
    }

    struct PointerAt: Equatable {
        var kind: String, x: Double, y: Double
    }

    struct Button: Equatable {
        var code: Int, pressed: Bool, x: Double, y: Double
    }

    /// `configure W H STATES` (STATES comma-separated, or `-`).
    static func configure(_ line: String) -> Configure? {
        let words = line.split(separator: " ")
        guard words.count == 4, words[0] == "configure", let w = Int(words[1]), let h = Int(words[2]) else { return nil }
        let states = words[3] == "-" ? [] : words[3].split(separator: ",").map(String.init)
        return Configure(width: w, height: h, states: states)
    }

    /// `frame W H BW BH`.
    static func frame(_ line: String) -> Frame? {
        let words = line.split(separator: " ")
        guard words.count == 5, words[0] == "frame" else { return nil }
        let numbers = words.dropFirst().compactMap { Int($0) }
        guard numbers.count == 4 else { return nil }
        return Frame(width: numbers[0], height: numbers[1], bufferWidth: numbers[2], bufferHeight: numbers[3])
    }

    /// `pointer enter X Y` or `pointer motion X Y`.
    static func pointer(_ line: String) -> PointerAt? {
        let words = line.split(separator: " ")
        guard words.count == 4, words[0] == "pointer", words[1] == "enter" || words[1] == "motion",
              let x = Double(words[2]), let y = Double(words[3]) else { return nil }
        return PointerAt(kind: String(words[1]), x: x, y: y)
    }

    /// `pointer button CODE pressed|released X Y`.
    static func button(_ line: String) -> Button? {
        let words = line.split(separator: " ")
        guard words.count == 6, words[0] == "pointer", words[1] == "button", let code = Int(words[2]),
              words[3] == "pressed" || words[3] == "released",
              let x = Double(words[4]), let y = Double(words[5]) else { return nil }
        return Button(code: code, pressed: words[3] == "pressed", x: x, y: y)
    }
}

extension ClientProcess {
    /// Waits for a `configure` line that satisfies `accept`.
    @discardableResult
    func waitForConfigure(_ what: String, timeout: TimeInterval = 10,
                          where accept: (ProbeOutput.Configure) -> Bool) throws -> ProbeOutput.Configure {
        let line = try waitForLine("configure \(what)", timeout: timeout) { ProbeOutput.configure($0).map(accept) ?? false }
        return ProbeOutput.configure(line)!
    }

    /// Waits for a `frame` line of logical size `width` x `height`.
    @discardableResult
    func waitForFrame(width: Int, height: Int, timeout: TimeInterval = 10) throws -> ProbeOutput.Frame {
        let line = try waitForLine("frame \(width) \(height)", timeout: timeout) {
            ProbeOutput.frame($0).map { $0.width == width && $0.height == height } ?? false
        }
        return ProbeOutput.frame(line)!
    }
}
