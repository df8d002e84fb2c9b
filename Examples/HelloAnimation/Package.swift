// swift-tools-version: 6.0
// The smallest real app: a window, a star from the app's assets, a spring on tap.
import PackageDescription

let package = Package(
    name: "HelloAnimation",
    dependencies: [
        // The name makes `package: "CoreAnimationLinux"` below hold whatever the clone's folder is
        // called; an app of your own names the repository instead: .package(url: "…", branch: "main").
        .package(name: "CoreAnimationLinux", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "HelloAnimation",
            dependencies: [.product(name: "UIKit", package: "CoreAnimationLinux")],
            resources: [.copy("assets")]
        ),
    ]
)
