import Glibc

extension MappedFiles {
    /// One mapping of `/proc/self/smaps`: its range, whether it is a private file mapping and writable, and its page
    /// counts.
    struct Mapping {
        var start = 0
        var end = 0
        /// Readable, not writable, private and backed by a file.
        var isReadOnlyPrivateFile = false
        /// Readable and writable, private and backed by a file (a program's or library's data).
        var isWritablePrivateFile = false
        var residentBytes = 0
        /// Pages that are the process's own: copies written (relocations, breakpoints), swapped or locked. (A page
        /// of the file the page cache has yet to write back counts as dirty, but is the file's.)
        var ownBytes = 0

        /// Resident, and every resident page is the file's, so it can fault back in unchanged.
        var isReleasable: Bool { isReadOnlyPrivateFile && residentBytes > 0 && ownBytes == 0 }

        /// The process's mappings now; none when `/proc` cannot be read. Read a line at a time into one buffer, so
        /// the look allocates next to nothing (it runs on a pool thread whose heap would keep what it took).
        static var current: [Mapping] {
            guard let file = fopen("/proc/self/smaps", "r") else { return [] }
            defer { fclose(file) }
            var mappings: [Mapping] = []
            mappings.reserveCapacity(512)
            var line: UnsafeMutablePointer<CChar>?
            var capacity = 0
            defer { free(line) }
            while case let count = getline(&line, &capacity, file), count > 0, let line {
                line.withMemoryRebound(to: UInt8.self, capacity: count) {
                    accept(UnsafeBufferPointer(start: $0, count: count), into: &mappings)
                }
            }
            return mappings
        }

        /// The mappings of an smaps text, in its order.
        static func parse(_ text: String) -> [Mapping] {
            var mappings: [Mapping] = []
            for line in text.utf8.split(separator: UInt8(ascii: "\n")) {
                Array(line).withUnsafeBufferPointer { accept($0, into: &mappings) }
            }
            return mappings
        }

        /// Adds one line of smaps: a mapping's header (`start-end perms offset device inode [path]`) or one of its
        /// `Key: value kB` counts.
        private static func accept(_ line: UnsafeBufferPointer<UInt8>, into mappings: inout [Mapping]) {
            var fields = Fields(line)
            guard let first = fields.next() else { return }
            if first.last == UInt8(ascii: ":") {
                guard !mappings.isEmpty, let value = fields.next().flatMap({ number($0, radix: 10) }) else { return }
                let bytes = value * 1024
                if first.elementsEqual("Rss:".utf8) {
                    mappings[mappings.count - 1].residentBytes = bytes
                } else if ["Anonymous:", "Swap:", "Locked:"].contains(where: { first.elementsEqual($0.utf8) }) {
                    mappings[mappings.count - 1].ownBytes += bytes
                }
                return
            }
            guard let dash = first.firstIndex(of: UInt8(ascii: "-")),
                  let start = number(UnsafeBufferPointer(rebasing: first[..<dash]), radix: 16),
                  let end = number(UnsafeBufferPointer(rebasing: first[(dash + 1)...]), radix: 16),
                  let permissions = fields.next(), permissions.count == 4 else { return }
            for _ in 0..<3 { _ = fields.next() }
            let path = fields.next()
            let isPrivateFile = permissions[0] == UInt8(ascii: "r") && permissions[3] == UInt8(ascii: "p")
                && path?.first == UInt8(ascii: "/")
            let isWritable = permissions[1] == UInt8(ascii: "w")
            mappings.append(Mapping(start: start, end: end, isReadOnlyPrivateFile: isPrivateFile && !isWritable,
                                    isWritablePrivateFile: isPrivateFile && isWritable))
        }

        /// The value of `digits` in `radix`; nil when empty, not all digits, or too large.
        private static func number(_ digits: UnsafeBufferPointer<UInt8>, radix: Int) -> Int? {
            guard !digits.isEmpty else { return nil }
            var value = 0
            for byte in digits {
                let digit: Int
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = Int(byte - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = Int(byte - UInt8(ascii: "a")) + 10
                default: return nil
                }
                guard digit < radix else { return nil }
                let (shifted, overflow) = value.multipliedReportingOverflow(by: radix)
                guard !overflow else { return nil }
                value = shifted + digit
            }
            return value
        }
    }

    /// The space-separated fields of one line, without copying it.
    private struct Fields {
        private let line: UnsafeBufferPointer<UInt8>
        private var index = 0

        init(_ line: UnsafeBufferPointer<UInt8>) { self.line = line }

        mutating func next() -> UnsafeBufferPointer<UInt8>? {
            while index < line.count, line[index] == UInt8(ascii: " ") || line[index] == UInt8(ascii: "\n") { index += 1 }
            guard index < line.count else { return nil }
            let start = index
            while index < line.count, line[index] != UInt8(ascii: " "), line[index] != UInt8(ascii: "\n") { index += 1 }
            return UnsafeBufferPointer(rebasing: line[start..<index])
        }
    }
}
