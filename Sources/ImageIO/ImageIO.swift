// ImageIO: reading and writing image files as Apple's framework does — image sources with their properties,
// frames and thumbnails, and image destinations. Like Apple's, importing it brings CoreGraphics.
@_exported import CoreGraphics
