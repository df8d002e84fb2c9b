// The demo executable. Its scenes (Mail, Clouds, Genius, gallery) arrive with issue 7; until
// then it says so and points to the Wayland test window.
import UIKit

#if canImport(Glibc)
import Glibc
#endif

FileHandle.standardError.write(Data("demo: no scenes yet (issue 7); `swift run wayland-probe` opens the Wayland test window\n".utf8))
exit(2)
