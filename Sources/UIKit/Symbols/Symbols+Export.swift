// UIKit code names `.bounce` and `SymbolEffectOptions` with `import UIKit` alone, as on iOS, where UIKit brings the
// Symbols framework with it.
@_exported import Symbols
