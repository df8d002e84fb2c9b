import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that serves QuartzCore's macros.
@main
struct QuartzCoreMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [LayerModelFieldsMacro.self]
}
