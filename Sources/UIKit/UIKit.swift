// The UIKit module: joins QuartzCore (layers, animation, rendering) and Wayland (the desktop).
@_exported import QuartzCore
