import Foundation

/// A parsed visual format string (`H:|-[button(>=80)]-8-[label]-|`): the orientation, the views in order with their
/// size predicates, the connections between them and to the superview's edges.
struct VisualFormat {
    /// `==`, `<=` or `>=` something, at a priority.
    struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        enum Object { case constant(CGFloat), view(String) }
        var object: Object
        var priority: UILayoutPriority = .required
    }

    /// What joins two items: nothing (flush), the standard spacing, or predicates.
    enum Connection {
        case flush, standard, predicates([Predicate])
    }

    struct ViewEntry {
        var name: String
        var predicates: [Predicate]
    }

    var vertical = false
    var leadingSuperview: Connection?
    var views: [ViewEntry] = []
    var connections: [Connection] = []
    var trailingSuperview: Connection?

    /// Parses `format`, naming metrics from `metrics`; throws a message that says where it went wrong.
    init(_ format: String, metrics: [String: Any]) throws {
        var parser = Parser(text: Array(format.filter { !$0.isWhitespace }), metrics: metrics, format: format)
        if parser.peek("H:") { parser.index += 2 } else if parser.peek("V:") { parser.index += 2; vertical = true }
        if parser.peek("|") {
            parser.index += 1
            leadingSuperview = try parser.connection()
        }
        guard parser.peek("[") else { throw parser.error("expected a view") }
        views.append(try parser.view())
        while !parser.atEnd {
            let connection = try parser.connection()
            if parser.peek("|") {
                parser.index += 1
                trailingSuperview = connection
                break
            }
            guard parser.peek("[") else { throw parser.error("expected a view or |") }
            connections.append(connection)
            views.append(try parser.view())
        }
        guard parser.atEnd else { throw parser.error("unexpected text after the trailing |") }
    }

    /// A cursor over the format's characters.
    struct Parser {
        let text: [Character]
        let metrics: [String: Any]
        let format: String
        var index = 0

        var atEnd: Bool { index >= text.count }

        func peek(_ string: String) -> Bool {
            let characters = Array(string)
            guard index + characters.count <= text.count else { return false }
            return Array(text[index..<(index + characters.count)]) == characters
        }

        func error(_ message: String) -> VisualFormatError {
            VisualFormatError(message: "\(message) at position \(index) of \"\(format)\"")
        }

        mutating func identifier() -> String {
            var name = ""
            while !atEnd, text[index].isLetter || text[index].isNumber || text[index] == "_" {
                name.append(text[index])
                index += 1
            }
            return name
        }

        mutating func number() -> CGFloat? {
            let start = index
            if !atEnd, text[index] == "-" || text[index] == "+" { index += 1 }
            while !atEnd, text[index].isNumber || text[index] == "." { index += 1 }
            guard index > start, let value = Double(String(text[start..<index])) else {
                index = start
                return nil
            }
            return CGFloat(value)
        }

        /// A number or a metric's value.
        mutating func constant() throws -> CGFloat? {
            if let value = number() { return value }
            let start = index
            let name = identifier()
            guard !name.isEmpty else { return nil }
            guard let metric = metrics[name] else {
                index = start
                return nil
            }
            if let value = metric as? CGFloat { return value }
            if let value = metric as? Double { return CGFloat(value) }
            if let value = metric as? Int { return CGFloat(value) }
            if let value = metric as? Float { return CGFloat(value) }
            if let value = metric as? NSNumber { return CGFloat(value.doubleValue) }
            throw error("metric \(name) is not a number")
        }

        mutating func predicate() throws -> Predicate {
            var relation = NSLayoutConstraint.Relation.equal
            if peek("==") { index += 2 } else if peek("<=") { relation = .lessThanOrEqual; index += 2 } else if peek(">=") { relation = .greaterThanOrEqual; index += 2 }
            let object: Predicate.Object
            if let value = try constant() {
                object = .constant(value)
            } else {
                let name = identifier()
                guard !name.isEmpty else { throw error("expected a number, a metric or a view name") }
                object = .view(name)
            }
            var priority = UILayoutPriority.required
            if peek("@") {
                index += 1
                guard let value = try constant() else { throw error("expected a priority") }
                guard value > 0, value <= 1000 else { throw error("priority \(value) is outside 1…1000") }
                priority = UILayoutPriority(Float(value))
            }
            return Predicate(relation: relation, object: object, priority: priority)
        }

        mutating func predicateList() throws -> [Predicate] {
            guard peek("(") else {
                guard let value = try constant() else { throw error("expected a spacing") }
                return [Predicate(object: .constant(value))]
            }
            index += 1
            var predicates = [try predicate()]
            while peek(",") {
                index += 1
                predicates.append(try predicate())
            }
            guard peek(")") else { throw error("expected )") }
            index += 1
            return predicates
        }

        /// `-`, `-predicates-`, or nothing (flush).
        mutating func connection() throws -> Connection {
            guard peek("-") else { return .flush }
            index += 1
            if peek("[") || peek("|") { return .standard }
            let predicates = try predicateList()
            guard peek("-") else { throw error("expected - after the spacing") }
            index += 1
            return .predicates(predicates)
        }

        mutating func view() throws -> ViewEntry {
            index += 1
            let name = identifier()
            guard !name.isEmpty else { throw error("expected a view name") }
            var predicates: [Predicate] = []
            if peek("(") { predicates = try predicateList() }
            guard peek("]") else { throw error("expected ]") }
            index += 1
            return ViewEntry(name: name, predicates: predicates)
        }
    }
}

/// Why a visual format could not be read.
struct VisualFormatError: Error {
    let message: String
}
