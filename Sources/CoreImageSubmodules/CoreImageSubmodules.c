// SwiftPM builds a C target from at least one source; the target exists for its module map alone.
