import Foundation
import XCTest

/// No environment variable makes an app built on the framework load code (issue 8): a library
/// that leaves a marker file when loaded, offered as a libdecor plugin through
/// LIBDECOR_PLUGIN_DIR, is never loaded, while the app still draws its frame. (gdk-pixbuf's
/// module variables are removed too, but no image path of ours was seen to load a module:
/// PNG and JPEG are built into Debian's gdk-pixbuf.)
final class ModuleLoadingTests: XCTestCase {
    /// A folder holding `marker.so`, whose constructor writes the file `$MODULE_MARKER` names.
    private func markerLibrary() throws -> (folder: URL, library: URL) {
        guard let gcc = findExecutable("gcc") ?? findExecutable("cc") else { throw XCTSkip("no C compiler") }
        let folder = try Artifacts.temporaryFolder("module-loading")
        chmod(folder.path, 0o755)
        let source = folder.appendingPathComponent("marker.c"), library = folder.appendingPathComponent("libdecor-marker.so")
        try """
            #include <stdio.h>
            #include <stdlib.h>
            __attribute__((constructor)) static void loaded(void) {
                const char *path = getenv("MODULE_MARKER");
                FILE *file = path ? fopen(path, "w") : NULL;
                if (file) { fputs("loaded\\n", file); fclose(file); }
            }
            """.write(to: source, atomically: true, encoding: .utf8)
        try Command(gcc, ["-shared", "-fPIC", "-o", library.path, source.path], environment: ["PATH": "/usr/local/bin:/usr/bin:/bin"]).run(timeout: 60)
        return (folder, library)
    }

    /// The library does leave its marker when something loads it: the checks below can see a load.
    func testTheMarkerLibraryMarksWhenLoaded() throws {
        let (folder, library) = try markerLibrary()
        let marker = folder.appendingPathComponent("python.marker")
        guard let python = findExecutable("python3") else { throw XCTSkip("no python3") }
        try Command(python, ["-c", "import ctypes; ctypes.CDLL('\(library.path)')"], environment: ["MODULE_MARKER": marker.path]).run()
        XCTAssertTrue(FileManager.default.fileExists(atPath: marker.path))
    }

    /// libdecor loads every library in LIBDECOR_PLUGIN_DIR; under weston (which draws no frames,
    /// so libdecor starts) the probe draws its framed window and the marker never appears.
    func testLibdecorPluginDirectoryIsIgnored() throws {
        let (folder, _) = try markerLibrary()
        let marker = folder.appendingPathComponent("libdecor.marker")
        let weston = try HeadlessWeston(width: 640, height: 480)
        stopAfterTest(weston)
        let probe = try weston.launch(try BuiltProducts.executable("wayland-probe"), ["--size", "300x200"],
                                      environment: ["LIBDECOR_PLUGIN_DIR": folder.path, "MODULE_MARKER": marker.path])
        addTeardownBlock { probe.terminate() }
        try probe.waitForFrame(width: 300, height: 200)
        _ = try weston.screenshot(timeout: 10, "the probe's pattern") { ProbePattern(in: $0) != nil }
        XCTAssertFalse(FileManager.default.fileExists(atPath: marker.path), "a library in LIBDECOR_PLUGIN_DIR was loaded")
    }
}
