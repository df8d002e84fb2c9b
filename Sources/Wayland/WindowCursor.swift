/// The cursor a window asks for while the pointer is over its content: the seat pointer's standard one, a
/// cursor theme name (`text`, `pointer`, `vertical-text` …), or none at all.
public enum WindowCursor: Equatable, Sendable {
    case standard
    case named(String)
    case hidden
}
