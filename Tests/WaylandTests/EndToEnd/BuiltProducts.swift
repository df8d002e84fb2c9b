import Foundation

/// Where SwiftPM put the executables of this package: the folder of the running test
/// bundle (on Linux the .xctest file is an executable in the bin folder, next to them),
/// or `BUILT_PRODUCTS_DIR` when set.
enum BuiltProducts {
    static var directory: URL {
        if let override = ProcessInfo.processInfo.environment["BUILT_PRODUCTS_DIR"], !override.isEmpty {
            return URL(fileURLWithPath: override, isDirectory: true)
        }
        let me = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: me).deletingLastPathComponent()
    }

    /// The built executable `name`; throws (a test failure, not a skip) when it is missing.
    static func executable(_ name: String) throws -> URL {
        let url = directory.appendingPathComponent(name)
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw HarnessError("the executable '\(name)' is not built in \(directory.path) "
                + "(swift build --product \(name), or set BUILT_PRODUCTS_DIR)")
        }
        return url
    }
}
