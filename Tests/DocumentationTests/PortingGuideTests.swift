import Foundation
import XCTest

/// docs/Porting.md's symbol table lists exactly the sources' "Difference from Apple:" paragraphs.
/// `UPDATE_PORTING=1 swift test --filter PortingGuideTests` rewrites the table from the sources.
final class PortingGuideTests: XCTestCase {
    static let begin = "<!-- symbols:begin (generated from the sources by PortingGuideTests) -->"
    static let end = "<!-- symbols:end -->"

    func testTheSymbolTableFollowsTheSources() throws {
        let guide = RepositoryRoot.url.appendingPathComponent("docs/Porting.md")
        let text = try String(contentsOf: guide, encoding: .utf8)
        let differences = try DifferenceScanner.scan(RepositoryRoot.url.appendingPathComponent("Sources"))
        XCTAssertGreaterThan(differences.count, 20, "the scan finds the documented differences")
        let expected = differences.map(\.tableRow)
        guard let start = text.range(of: Self.begin), let stop = text.range(of: Self.end) else {
            return XCTFail("docs/Porting.md has no \(Self.begin) … \(Self.end) section")
        }
        let rows = text[start.upperBound..<stop.lowerBound].split(separator: "\n").map(String.init)
            .filter { $0.hasPrefix("| `") }
        if ProcessInfo.processInfo.environment["UPDATE_PORTING"] == "1", rows != expected {
            let table = ["", "| symbol | difference from Apple |", "|---|---|"] + expected + [""]
            let updated = text.replacingCharacters(in: start.upperBound..<stop.lowerBound, with: table.joined(separator: "\n"))
            try updated.write(to: guide, atomically: true, encoding: .utf8)
            return
        }
        let missing = expected.filter { !rows.contains($0) }
        let stale = rows.filter { !expected.contains($0) }
        XCTAssert(missing.isEmpty && stale.isEmpty, """
            docs/Porting.md's symbol table is out of step with the sources (UPDATE_PORTING=1 rewrites it).
            Missing or changed:
            \(missing.joined(separator: "\n"))
            No longer in the sources:
            \(stale.joined(separator: "\n"))
            """)
        XCTAssertEqual(rows, expected, "rows in symbol order")
    }

    /// Differences stated in other words escape the table: each must use the marker.
    func testDifferencesUseTheMarker() throws {
        var offenders: [String] = []
        let sources = RepositoryRoot.url.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            for (number, line) in lines.enumerated() {
                let doc = line.trimmingCharacters(in: .whitespaces)
                guard doc.hasPrefix("///") else { continue }
                let body = doc.dropFirst(3).trimmingCharacters(in: .whitespaces)
                let saysDifference = ["difference from apple", "differences from apple", "difference from ios", "linux addition", "(an addition", "; an addition"]
                    .contains { body.lowercased().contains($0) }
                if saysDifference, !body.hasPrefix(DifferenceScanner.marker), !body.hasPrefix(DifferenceScanner.pluralMarker) {
                    offenders.append("\(file.lastPathComponent):\(number + 1): \(body)")
                }
            }
        }
        XCTAssertEqual(offenders, [], "start the line with \"\(DifferenceScanner.marker)\"")
    }

    func testTheScannerNamesTheDocumentedDeclaration() {
        let source = """
            /// A type.
            ///
            /// Difference from Apple: a class
            /// here.
            public final class Box {
                /// Difference from Apple: labels differ.
                @MainActor @preconcurrency
                @available(macOS 14, *)
                @discardableResult
                public func put(_ value: Int, at index: Int, handler: @escaping (Int) -> Void) -> Bool { true }
                /// Plain.
                public var plain = "{"
                public struct Inner {
                    /// Difference from Apple: a stored property.
                    public static var shared: Int = 0
                }
                /// Difference from Apple: failable.
                public init?(
                    name: String,
                    _ count: Int
                ) { nil }
            }
            extension Box.Inner {
                /// Difference from Apple: a case.
                case one
            }
            """
        XCTAssertEqual(DifferenceScanner.scan(file: source).map(\.symbol), [
            "Box", "Box.put(_:at:handler:)", "Box.Inner.shared", "Box.init(name:_:)", "Box.Inner.one",
        ])
        XCTAssertEqual(DifferenceScanner.scan(file: source).first?.text, "a class here.")
    }
}
