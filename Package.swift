// swift-tools-version: 6.0
// The package: Core Animation and UIKit on the Linux desktop as Wayland clients.
// Module map, folders and rules: docs/Architecture.md; how to change things: CONTRIBUTING.md.
import CompilerPluginSupport
import Foundation
import PackageDescription

/// A system library found through pkg-config, with the Debian package that provides it.
func systemLibrary(_ name: String, pkgConfig: String, apt: String) -> Target {
    .systemLibrary(name: name, pkgConfig: pkgConfig, providers: [.apt([apt])])
}

/// The fuzz targets: each folder of Fuzz/ holding a Swift file of its name (`Fuzz/png/png.swift`), an executable
/// whose `LLVMFuzzerTestOneInput` hands the input to a harness in `Fuzzing`. Only scripts/fuzz.sh builds them (it
/// sets FUZZ=1 and links libFuzzer); a normal build leaves them out, since they have no `main` of their own.
let fuzzTargets: [Target] = {
    guard Context.environment["FUZZ"] == "1" else { return [] }
    let folder = Context.packageDirectory + "/Fuzz"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.sorted().filter { FileManager.default.fileExists(atPath: "\(folder)/\($0)/\($0).swift") }.map { name in
        .executableTarget(
            name: "fuzz-\(name)", dependencies: name == "keymap" ? ["Wayland"] : ["Fuzzing"], path: "Fuzz/\(name)",
            exclude: ["corpus", "regressions", "lsan.supp"],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])])
    }
}()

let package = Package(
    name: "CoreAnimationLinux",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "Wayland", targets: ["Wayland"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .library(name: "Symbols", targets: ["Symbols"]),
        .library(name: "Photos", targets: ["Photos"]),
        .library(name: "PhotosUI", targets: ["PhotosUI"]),
        .library(name: "QuickLook", targets: ["QuickLook"]),
        .library(name: "ImageIO", targets: ["ImageIO"]),
        .library(name: "MobileCoreServices", targets: ["MobileCoreServices"]),
        .library(name: "UserNotifications", targets: ["UserNotifications"]),
        .library(name: "CoreLocation", targets: ["CoreLocation"]),
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "CoreText", targets: ["CoreText"]),
        .library(name: "CoreImage", targets: ["CoreImage"]),
        .executable(name: "demo", targets: ["Demos"]),
        .executable(name: "wayland-probe", targets: ["WaylandProbe"]),
        .executable(name: "virtual-pointer", targets: ["VirtualPointer"]),
        .executable(name: "input-method", targets: ["InputMethodClient"]),
        .executable(name: "desktop-input-probe", targets: ["DesktopInputProbe"]),
        .executable(name: "uikit-probe", targets: ["UIKitProbe"]),
        .executable(name: "misbehaving-compositor", targets: ["MisbehavingCompositor"]),
        .executable(name: "bench", targets: ["Bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
        // `swift package generate-documentation --target QuartzCore` (or UIKit): the DocC catalogs.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        // `@CALayerModelFields`: a layer property is declared once, and its model field generated from that line.
        // 603 matches Swift 6.3's plugin messages (600 works too, but its plugin prints "Internal Error" lines).
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
        // `import Combine`: Apple's publishers, subscribers and operators, on OpenCombine.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        // C libraries, through pkg-config.
        systemLibrary("CXKBCommon", pkgConfig: "xkbcommon", apt: "libxkbcommon-dev"),
        systemLibrary("CCairo", pkgConfig: "cairo", apt: "libcairo2-dev"),
        systemLibrary("CPixman", pkgConfig: "pixman-1", apt: "libpixman-1-dev"),
        systemLibrary("CPango", pkgConfig: "pangocairo", apt: "libpango1.0-dev"),
        systemLibrary("CRSVG", pkgConfig: "librsvg-2.0", apt: "librsvg2-dev"),
        systemLibrary("CDecor", pkgConfig: "libdecor-0", apt: "libdecor-0-dev"),
        systemLibrary("CZlib", pkgConfig: "zlib", apt: "zlib1g-dev"),
        // libqrencode, the QR code symbols behind Core Image's `CIQRCodeGenerator`.
        systemLibrary("CQREncode", pkgConfig: "libqrencode", apt: "libqrencode-dev"),
        // Hunspell, the spell checker behind UIKit's `UITextChecker`, with the dictionaries under /usr/share/hunspell.
        systemLibrary("CHunspell", pkgConfig: "hunspell", apt: "libhunspell-dev"),
        // libdbus, the accessibility bridge's connection to the AT-SPI buses (and UserNotifications' to the session bus).
        systemLibrary("CDBus", pkgConfig: "dbus-1", apt: "libdbus-1-dev"),
        // libwayland-server, for the tests' misbehaving compositor only (never the Wayland module).
        systemLibrary("CWaylandServer", pkgConfig: "wayland-server", apt: "libwayland-dev"),
        // Chipmunk2D, the rigid-body engine under UIKit Dynamics; Debian's package ships no pkg-config file.
        .systemLibrary(name: "CChipmunk", providers: [.apt(["libchipmunk-dev"])]),
        // libwayland-client, libwayland-cursor and the glue wayland-scanner generated.
        .target(
            name: "CWaylandProtocols",
            path: "protocols",
            exclude: ["xml", "generate.sh", "README.md"],
            sources: ["src"],
            publicHeadersPath: "include"
        ),

        // The modules of docs/Architecture.md: CoreGraphics on cairo (text through pango), QuartzCore (layers,
        // animation, the context that owns time, the compositor), Wayland (the protocol), UIKit (joins the two).
        .target(name: "CoreGraphics", dependencies: ["CCairo", "CRSVG", "CPango", "CZlib"]),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "CPixman", "CCompositeKernels", "CSwiftRuntime", "SubsystemLog", "QuartzCoreMacros", "KeyValueObserving"]),
        // `observe(_:options:changeHandler:)` on every `NSObject`, fed by the objects that report their changes.
        .target(name: "KeyValueObserving"),
        // The macro behind `@CALayerModelFields` (Sources/QuartzCore/Properties/CALayerModel.swift).
        .macro(
            name: "QuartzCoreMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        // The compositor's inner loops (bilinear + OVER; SSE2, and AVX2 chosen at run time where the processor
        // has it). Same loops in scalar Swift: cards 55.6 ms, sprites 28.1 ms a frame; in C with SSE2: 22.8 ms
        // and 9.1 ms; with AVX2 and the bordered copies for fractional moves, sprites about 3 ms (README,
        // Performance; issue 5).
        .target(name: "CCompositeKernels"),
        // The Swift runtime's class-method lookup, through which presentation copies, animation copies, app delegates
        // and gesture recognizers are made from a class known only at run time (QuartzCore's DynamicInitializer).
        .target(name: "CSwiftRuntime"),
        .target(name: "Wayland", dependencies: ["CWaylandProtocols", "CXKBCommon", "CDecor", "SubsystemLog"]),
        // A clang module map naming UIKit's submodules (`import UIKit.UIGestureRecognizerSubclass`), which SwiftPM
        // hands to everything that depends on UIKit; the Swift module of the same name holds their members.
        .target(name: "UIKitSubmodules"),
        .target(name: "UIKit", dependencies: ["QuartzCore", "Wayland", "CSwiftRuntime", "SubsystemLog", "PhysicsEngine", "LayoutSolver", "ATSPI", "UniformTypeIdentifiers", "Symbols", "ImageIO", "UIKitSubmodules", "CoreText", "CoreImage", "SpellChecking"]),
        // SF Symbol effects as values (`.bounce`, `.pulse`, `SymbolEffectOptions`); UIKit runs them on image views.
        .target(name: "Symbols"),
        // Quick Look's preview controller, on the document preview UIKit shows (`@_spi(QuickLook)`).
        .target(name: "QuickLook", dependencies: ["UIKit"]),
        // `PHPhotoLibrary`, as far as the photo picker's configuration names it.
        .target(name: "Photos"),
        // The photo picker (`PHPickerViewController`) on the desktop's file dialog, which UIKit asks for it.
        .target(name: "PhotosUI", dependencies: ["UIKit", "Photos", "ATSPI", "UniformTypeIdentifiers"]),
        // Image sources and destinations as Apple's ImageIO: properties, frames, thumbnails; decoding through
        // CoreGraphics and gdk-pixbuf (CRSVG brings its headers), GIF frames from gdk-pixbuf's animation iterator.
        .target(name: "ImageIO", dependencies: ["CoreGraphics", "UniformTypeIdentifiers", "CRSVG"]),
        // Core Image: images as lazy recipes of filters, rendered on the CPU in a linear working space when a context
        // draws them; QR codes through libqrencode. CoreImageSubmodules is the clang module map that names its
        // submodule (`import CoreImage.CIFilterBuiltins`), whose members the Swift module of the same name holds.
        .target(name: "CoreImageSubmodules"),
        .target(name: "CoreImage", dependencies: ["CoreGraphics", "ImageIO", "CQREncode", "CoreImageSubmodules"]),
        // The `kUTType` constants and `UTType…` functions of iOS code before iOS 14, answered by UniformTypeIdentifiers.
        .target(name: "MobileCoreServices", dependencies: ["CoreGraphics", "UniformTypeIdentifiers"]),
        // Local notifications as iOS schedules them, shown through the desktop's notification server on the session
        // bus (ATSPI's libdbus connection); triggers fall due on an injectable clock.
        .target(name: "UserNotifications", dependencies: ["ATSPI", "UniformTypeIdentifiers", "CoreLocation"]),
        // The region types UserNotifications' location trigger names (`CLRegion`, `CLCircularRegion`), Foundation only.
        .target(name: "CoreLocation"),
        // `import Combine` as on iOS: OpenCombine re-exported; the Dispatch and Foundation parts (schedulers, notification,
        // timer and data-task publishers, coders) are its own: OpenCombineFoundation's run-loop scheduler leaves a sleeping
        // run loop asleep, and OpenCombineDispatch drops its scheduler when rebuilt beside a module named Combine.
        .target(
            name: "Combine",
            dependencies: [
                .product(name: "OpenCombine", package: "OpenCombine"),
                "KeyValueObserving",
            ]
        ),
        // Core Text's fonts, lines, runs and frames as Apple declares them, on CoreGraphics' pango text engine.
        .target(name: "CoreText", dependencies: ["CoreGraphics"]),
        // `UTType`: Apple's declared types as a table, other types from the desktop's shared-mime-info database.
        .target(name: "UniformTypeIdentifiers"),
        // The AT-SPI2 provider on D-Bus (libdbus) that screen readers reach the app through; it knows no views
        // (UIKit's Accessibility/ folder maps views to its accessible tree).
        .target(name: "ATSPI", dependencies: ["CDBus"]),
        // Rigid bodies, shapes, joints and the step, on Chipmunk2D; knows no views (UIKit Dynamics drives it).
        .target(name: "PhysicsEngine", dependencies: ["CChipmunk"]),
        // Words checked, guessed and completed against the hunspell dictionaries the desktop has; knows no views
        // (UIKit's `UITextChecker` asks it).
        .target(name: "SpellChecking", dependencies: ["CHunspell"]),
        // The incremental Cassowary simplex behind Auto Layout; it knows no views.
        .target(name: "LayoutSolver"),
        // One swift-log logger per subsystem (wayland, render, animation, input), raised by `UIKIT_LOG_LEVEL`.
        .target(name: "SubsystemLog", dependencies: [.product(name: "Logging", package: "swift-log")]),
        // Linked by lld with packed relative relocations (DT_RELR, glibc 2.36): the loader reads 20 KB of them at
        // launch instead of 2.9 MB, which stayed resident (measured 2.8 MB less, desktop benchmark scenes).
        // In release the Swift runtime and Foundation are linked in statically, so only the pages the demo runs become
        // resident, not whole shared libraries with their relocated data (README, Performance). `-static-stdlib` when
        // compiling too: the static Foundation's modules name the archives it needs (CoreFoundation, ICU). libcurl is
        // not asked for, since nothing the demo runs calls FoundationNetworking (UIKit re-exports it): the linker then
        // takes none of it, nor curl's TLS libraries. Release only: a test bundle linking this target (DemosTests)
        // runs on XCTest's shared runtime and cannot take a second one. Swift's static-stdlib link line exports every
        // symbol for dlsym (46,569 of them); the demo loads no plugin that looks one up (class lookup by name reads the
        // Swift metadata sections), so `--no-export-dynamic` keeps 997 and about 2 MB fewer pages resident.
        .executableTarget(
            name: "Demos",
            dependencies: ["UIKit", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: [
                .unsafeFlags(["-static-stdlib", "-Xfrontend", "-disable-autolink-library", "-Xfrontend", "curl"], .when(configuration: .release)),
            ],
            linkerSettings: [
                .unsafeFlags(["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"]),
                .unsafeFlags(["-static-stdlib", "-Xlinker", "--no-export-dynamic"], .when(configuration: .release)),
            ]
        ),

        // The Wayland module's own test window, and the pointer injector the sway tests use.
        .executableTarget(name: "WaylandProbe", dependencies: ["Wayland", "CCairo"]),
        .executableTarget(name: "VirtualPointer", dependencies: ["CWaylandProtocols"]),
        // An input method (zwp_input_method_v2) the sway tests drive, sending preedit and commit to the app.
        .executableTarget(name: "InputMethodClient", dependencies: ["CWaylandProtocols"]),
        // A UIKit app for the clipboard, input-method and context-menu tests under sway.
        .executableTarget(name: "DesktopInputProbe", dependencies: ["UIKit"]),
        // A compositor that misbehaves in one chosen way (closes, hangs, lies), for the fault tests.
        // It links CWaylandProtocols only for the xdg-shell interface tables its server header names.
        .executableTarget(name: "MisbehavingCompositor", dependencies: ["CWaylandServer", "CWaylandProtocols"]),
        // A small UIKit app the end-to-end tests tap, drag, scroll and resize.
        .executableTarget(name: "UIKitProbe", dependencies: ["UIKit", "Combine"]),

        // The compositor benchmark: `swift run -c release bench [frames] [scene]`.
        .executableTarget(name: "Bench", dependencies: ["QuartzCore", "CCompositeKernels", "CPixman", "UIKit"], path: "Benchmarks/Bench"),

        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"]),
        .testTarget(name: "CombineTests", dependencies: ["Combine", "UIKit", "TestSupport"]),
        .testTarget(name: "ATSPITests", dependencies: ["ATSPI"]),
        .testTarget(name: "UserNotificationsTests", dependencies: ["UserNotifications", "ATSPI", "CoreLocation"]),
        .testTarget(name: "UniformTypeIdentifiersTests", dependencies: ["UniformTypeIdentifiers"]),
        .testTarget(name: "CoreImageTests", dependencies: ["CoreImage", "ImageIO", "TestSupport"], exclude: ["__Snapshots__"]),
        .testTarget(name: "ImageIOTests", dependencies: ["ImageIO", "UniformTypeIdentifiers", "CRSVG"]),
        // EndToEnd/Accessibility holds the screen-reader client (Python, pyatspi) the accessibility tests run.
        .testTarget(name: "WaylandTests", dependencies: ["Wayland", "CXKBCommon", "CCairo", "CDecor"], exclude: ["EndToEnd/Accessibility"]),
        // What the tests share: the manual clock on the main actor, reference-PNG snapshots.
        .target(name: "TestSupport", dependencies: ["QuartzCore", "TestFonts"], path: "Tests/Support"),
        // The fonts every test process sees (Tests/Fonts/fonts.conf), pinned before any test runs.
        .target(name: "TestFonts", path: "Tests/Fonts", exclude: ["fonts.conf"]),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore", "TestSupport"], exclude: ["Render/__Snapshots__"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "PhotosUI", "QuickLook", "ATSPI", "TestSupport", "ImageIO", "SpellChecking"], exclude: ["__Snapshots__", "TextInput/__Snapshots__", "Diffable/__Snapshots__", "Table/__Snapshots__", "Controls/__Snapshots__", "Search/__Snapshots__", "Pickers/__Snapshots__", "Sheets/__Snapshots__", "TextKit/__Snapshots__", "TabBar/__Snapshots__", "Calendar/__Snapshots__", "MainMenu/__Snapshots__", "Popovers/__Snapshots__", "ContentUnavailable/__Snapshots__", "Symbols/__Snapshots__", "Find/__Snapshots__", "Focus/__Snapshots__", "TiledLayer/__Snapshots__", "Tabs/__Snapshots__", "ZoomTransition/__Snapshots__", "Glass/__Snapshots__", "FontPicker/__Snapshots__", "Keyboard/__Snapshots__", "Printing/__Snapshots__", "Accessibility/__Snapshots__", "QuickLook/__Snapshots__", "Documents/__Snapshots__", "Collection/__Snapshots__"]),
        // The seeds' iOS code, compiled unchanged in the Swift 5 mode iOS apps of their time used.
        // Its two warnings are Linux Foundation's: Timer's block is not `@preconcurrency` and its
        // result not discardable as in Apple's SDK; silenced here so the rest of the build stays clean.
        .testTarget(name: "SeedTests", dependencies: ["UIKit"], swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-suppress-warnings"])]),
        // iOS-style drawing code (UIBezierPath, the UIGraphics stack, image renderers) in the Swift 5 mode of the
        // apps and libraries it comes from, rendered offscreen and compared with reference pictures.
        .testTarget(
            name: "PortabilityTests", dependencies: ["UIKit", "PhotosUI", "QuickLook", "UniformTypeIdentifiers", "TestSupport", "ImageIO", "MobileCoreServices", "UserNotifications", "CoreLocation", "Combine", "CoreText", "CoreImage"], exclude: ["__Snapshots__", "Declarations/__Snapshots__"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(name: "DemosTests", dependencies: ["Demos", "UIKit", "Wayland", "TestSupport"], exclude: ["__Snapshots__"]),
        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics", "TestSupport", "Fuzzing"], exclude: ["__Snapshots__"]),
        .testTarget(name: "CoreTextTests", dependencies: ["CoreText", "TestSupport"], exclude: ["__Snapshots__"]),
        .testTarget(name: "SubsystemLogTests", dependencies: ["SubsystemLog", .product(name: "Logging", package: "swift-log")]),
        // docs/Porting.md against the sources' "Difference from Apple:" lines, and the DocC catalogs built.
        .testTarget(name: "DocumentationTests"),

        // What each fuzz target does with an input, shared by the fuzzers (scripts/fuzz.sh) and the test that
        // replays the inputs they kept (`FuzzRegressionTests`).
        .target(name: "Fuzzing", dependencies: ["CoreGraphics"], path: "Fuzz/Harness"),
    ] + fuzzTargets,
    swiftLanguageModes: [.v6]
)
