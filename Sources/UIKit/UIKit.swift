// The UIKit module: joins QuartzCore and Wayland. Filled by issue 6; for now it only re-exports
// its dependencies so the module graph of DESIGN.md builds.
@_exported import QuartzCore
