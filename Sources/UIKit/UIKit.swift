// The UIKit module: joins QuartzCore (layers, animation, rendering) and Wayland (the desktop).
@_exported import QuartzCore
#if canImport(FoundationNetworking)
// `URLSession`, `URLRequest` and `HTTPURLResponse` live in FoundationNetworking on Linux; on iOS `import UIKit` alone
// names them, so app code that loads from the network compiles unchanged. It loads curl and its TLS stack with every
// app (about 6 MB resident, 12 ms at launch, measured by loading the library into a process that has Foundation).
@_exported import FoundationNetworking
#endif
