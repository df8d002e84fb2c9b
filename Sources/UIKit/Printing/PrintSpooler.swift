import Foundation

/// The desktop's printing system: CUPS's `lp` (found on `PATH`), given a file and the job's options.
enum PrintSpooler {
    /// The path of the program `name` on `PATH`; nil when there is none.
    static func program(_ name: String) -> String? {
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Whether `lp` is there to print with.
    static var isAvailable: Bool { program("lp") != nil }

    /// `lp`'s options for a job: the printer, the job's name, two-sided printing, colour and quality, the paper and,
    /// for a file printed as given, the orientation.
    @MainActor
    static func options(for info: UIPrintInfo, paper: UIPrintPaper?, printerName: String?, rotatesFile: Bool) -> [String] {
        var options: [String] = []
        if let printer = printerName ?? info.printerID { options += ["-d", printer] }
        options += ["-t", info.jobName]
        switch info.duplex {
        case .none: options += ["-o", "sides=one-sided"]
        case .longEdge: options += ["-o", "sides=two-sided-long-edge"]
        case .shortEdge: options += ["-o", "sides=two-sided-short-edge"]
        }
        if info.outputType == .grayscale || info.outputType == .photoGrayscale { options += ["-o", "print-color-mode=monochrome"] }
        if info.outputType == .photo || info.outputType == .photoGrayscale { options += ["-o", "print-quality=5"] }
        if let paper { options += ["-o", "media=\(paper.mediaName)"] }
        if rotatesFile, info.orientation == .landscape { options += ["-o", "landscape"] }
        return options
    }

    /// Sends `file` to `lp` with `options` off the main thread, then tells `completion` on the main queue whether
    /// the job was taken.
    static func submit(_ file: URL, options: [String], completion: @escaping @MainActor @Sendable (Bool) -> Void) {
        guard let lp = program("lp") else {
            DispatchQueue.main.async { completion(false) }
            return
        }
        let arguments = options + ["--", file.path]
        DispatchQueue.global().async {
            let result = ChildProcess.output(of: lp, arguments)
            let taken = result?.status == 0
            DispatchQueue.main.async { completion(taken) }
        }
    }
}
