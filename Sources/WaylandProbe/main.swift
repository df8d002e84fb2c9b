// wayland-probe: the Wayland module's test window (see Probe).
import Foundation
import Wayland

signal(SIGPIPE, SIG_IGN)

/// Whether a thread is already reporting the failure that ends the probe.
nonisolated(unsafe) var isFailing = false
let failureLock = NSLock()

/// Prints the one-line error and ends with status 1; from the main and the render thread at
/// once, only the first reports and exits (the other waits for the end).
func fail(_ message: String) -> Never {
    let first = failureLock.withLock {
        defer { isFailing = true }
        return !isFailing
    }
    guard first else {
        while true { pause() }
    }
    FileHandle.standardError.write(Data("wayland-probe: \(message)\n".utf8))
    exit(1)
}

do {
    let options = try ProbeOptions(arguments: Array(CommandLine.arguments.dropFirst()))
    if options.usesRenderThread {
        try RenderProbe(options: options).run(dispatchMain: options.usesDispatchMain)
    } else {
        try Probe(options: options).run()
    }
} catch let error as ProbeUsageError {
    fail(error.message)
} catch {
    fail("\(error)")
}
