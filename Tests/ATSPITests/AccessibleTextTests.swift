import ATSPI
import Foundation
import XCTest

private let window = AccessibleObjectID(1)
private let entry = AccessibleObjectID(5)

/// A window holding an editable two-line entry with a caret and a selection.
@MainActor
private func makeTextTree(_ text: AccessibleText) -> FixedTree {
    let tree = makeTree()
    tree.nodes[window]?.children.append(entry)
    tree.nodes[entry] = AccessibleNode(role: .text, name: "Message", states: [.editable, .multiLine],
                                       extents: CGRect(x: 100, y: 200, width: 300, height: 40), parent: window, text: text)
    return tree
}

/// `org.a11y.atspi.Text` and `EditableText` as Orca uses them: text by character, word, sentence, line and paragraph,
/// the caret and selections, where characters are, edits handed to the tree, and the text events of a change.
final class AccessibleTextTests: XCTestCase {
    private static let sample = AccessibleText("Héllo wide world. Bye now.\nSecond line", caret: 3, selection: 6..<10, isEditable: true,
                                lineStarts: [0, 18, 27])

    func testReadingByGranularityAndBoundary() {
        MainActor.assumeIsolated {
            let bus = RecordingBus()
            let bridge = AccessibilityBridge(bus: bus, tree: makeTextTree(Self.sample))
            _ = bridge
            @MainActor func ask(_ member: String, _ offset: Int32, _ kind: UInt32) -> [DBusValue]? {
                bus.request(entry.path, AccessibleInterface.text, member, [.int32(offset), .uint32(kind)])?.arguments
            }
            func piece(_ text: String, _ start: Int32, _ end: Int32) -> [DBusValue] { [.string(text), .int32(start), .int32(end)] }
            // Offsets count characters: "é" is one.
            XCTAssertEqual(bus.request(entry.path, AccessibleInterface.text, "GetText", [.int32(0), .int32(5)])?.arguments, [.string("Héllo")])
            XCTAssertEqual(ask("GetStringAtOffset", 1, 0), piece("é", 1, 2))
            XCTAssertEqual(ask("GetStringAtOffset", 8, 1), piece("wide ", 6, 11), "a word runs to the next word's start")
            XCTAssertEqual(ask("GetStringAtOffset", 20, 2), piece("Bye now.\n", 18, 27), "a sentence to the next one's start")
            XCTAssertEqual(ask("GetStringAtOffset", 3, 3), piece("Héllo wide world. ", 0, 18), "the shown (wrapped) line")
            XCTAssertEqual(ask("GetStringAtOffset", 3, 4), piece("Héllo wide world. Bye now.\n", 0, 27), "the paragraph")
            XCTAssertEqual(ask("GetTextAtOffset", 8, 1), piece("wide ", 6, 11), "WORD_START")
            XCTAssertEqual(ask("GetTextAtOffset", 8, 2), piece(" wide", 5, 10), "WORD_END: from the previous word's end")
            XCTAssertEqual(ask("GetTextAtOffset", 30, 5), piece("Second line", 27, 38), "LINE_START")
            XCTAssertEqual(ask("GetTextBeforeOffset", 8, 1), piece("Héllo ", 0, 6))
            XCTAssertEqual(ask("GetTextAfterOffset", 8, 1), piece("world. ", 11, 18))
            XCTAssertEqual(ask("GetTextAfterOffset", 30, 5), piece("", 38, 38), "nothing after the last line")
            XCTAssertEqual(ask("GetTextAtOffset", 38, 0), piece("", 38, 38), "no character at the end")
            XCTAssertEqual(bus.request(entry.path, AccessibleInterface.text, "GetCharacterAtOffset", [.int32(1)])?.arguments, [.int32(0xE9)])
        }
    }

    func testCaretSelectionExtentsAndEditing() {
        MainActor.assumeIsolated {
            let bus = RecordingBus()
            let tree = makeTextTree(Self.sample)
            let bridge = AccessibilityBridge(bus: bus, tree: tree)
            _ = bridge
            @MainActor func property(_ name: String) -> [DBusValue]? {
                bus.request(entry.path, AccessibleInterface.properties, "Get", [.string(AccessibleInterface.text), .string(name)])?.arguments
            }
            XCTAssertEqual(property("CaretOffset"), [.variant(.int32(3))])
            XCTAssertEqual(property("CharacterCount"), [.variant(.int32(38))])
            XCTAssertEqual(bus.request(entry.path, AccessibleInterface.text, "GetNSelections")?.arguments, [.int32(1)])
            XCTAssertEqual(bus.request(entry.path, AccessibleInterface.text, "GetSelection", [.int32(0)])?.arguments, [.int32(6), .int32(10)])
            XCTAssertEqual(bus.request(entry.path, AccessibleInterface.text, "GetCharacterExtents", [.int32(2), .uint32(1)])?.arguments,
                           [.int32(120), .int32(200), .int32(10), .int32(20)])
            XCTAssertEqual(bus.request(entry.path, AccessibleInterface.text, "GetRangeExtents", [.int32(2), .int32(5), .uint32(1)])?.arguments,
                           [.int32(120), .int32(200), .int32(30), .int32(20)])
            XCTAssertEqual(bus.request(entry.path, AccessibleInterface.text, "GetOffsetAtPoint", [.int32(155), .int32(205), .uint32(1)])?.arguments,
                           [.int32(5)])
            let interfaces = bus.request(entry.path, AccessibleInterface.accessible, "GetInterfaces")?.arguments.first?.elements
            XCTAssertEqual(interfaces?.compactMap(\.stringValue).suffix(2), [AccessibleInterface.text, AccessibleInterface.editableText])
            // Each call becomes one edit of the tree, in characters.
            @MainActor func edit(_ member: String, _ arguments: [DBusValue]) -> DBusMessage? {
                bus.request(entry.path, AccessibleInterface.editableText, member, arguments)
            }
            XCTAssertEqual(edit("SetTextContents", [.string("New")])?.arguments, [.bool(true)])
            XCTAssertEqual(edit("InsertText", [.int32(2), .string("abc"), .int32(2)])?.arguments, [.bool(true)])
            XCTAssertEqual(edit("DeleteText", [.int32(9), .int32(4)])?.arguments, [.bool(true)])
            XCTAssertEqual(edit("CopyText", [.int32(0), .int32(5)])?.kind, .methodReturn)
            XCTAssertEqual(edit("CutText", [.int32(0), .int32(99)])?.arguments, [.bool(true)])
            XCTAssertEqual(edit("PasteText", [.int32(-4)])?.arguments, [.bool(true)])
            XCTAssertEqual(bus.request(entry.path, AccessibleInterface.text, "SetCaretOffset", [.int32(7)])?.arguments, [.bool(true)])
            XCTAssertEqual(bus.request(entry.path, AccessibleInterface.text, "SetSelection", [.int32(0), .int32(9), .int32(2)])?.arguments, [.bool(true)])
            XCTAssertEqual(bus.request(entry.path, AccessibleInterface.text, "RemoveSelection", [.int32(0)])?.arguments, [.bool(true)])
            XCTAssertEqual(tree.edits.map(\.0), [.setContents("New"), .insert("ab", at: 2), .delete(4..<9), .copy(0..<5), .cut(0..<38),
                                                 .paste(at: 0), .setCaret(7), .select(2..<9), .setCaret(3)])
            // A label's text is not editable.
            let label = AccessibleObjectID(4)
            XCTAssertEqual(bus.request(label.path, AccessibleInterface.editableText, "DeleteText", [.int32(0), .int32(1)])?.kind, .error)
        }
    }

    func testTypingDeletingAndMovingTheCaretSendTextEvents() {
        MainActor.assumeIsolated {
            let bus = RecordingBus()
            let tree = makeTextTree(AccessibleText("Hello", caret: 5, isEditable: true))
            let bridge = AccessibilityBridge(bus: bus, tree: tree)
            bus.signal(AccessibleInterface.registry, "EventListenerRegistered", [.string(":1.5"), .string("object:text-changed")])
            bus.signal(AccessibleInterface.registry, "EventListenerRegistered", [.string(":1.5"), .string("object:text-caret-moved")])
            bus.signal(AccessibleInterface.registry, "EventListenerRegistered", [.string(":1.5"), .string("object:text-selection-changed")])
            _ = bus.request(entry.path, AccessibleInterface.text, "GetText", [.int32(0), .int32(-1)])
            bus.clear()
            tree.nodes[entry]?.text = AccessibleText("Hello, wörld", caret: 12, isEditable: true)
            bridge.refresh()
            XCTAssertEqual(bus.signals, ["TextChanged:insert", "TextCaretMoved:"])
            XCTAssertEqual(bus.sent[0].arguments.prefix(4), [.string("insert"), .int32(5), .int32(7), .variant(.string(", wörld"))])
            XCTAssertEqual(bus.sent[1].arguments[1], .int32(12))
            bus.clear()
            tree.nodes[entry]?.text = AccessibleText("Hello wörld", caret: 5, selection: 6..<11, isEditable: true)
            bridge.refresh()
            XCTAssertEqual(bus.signals, ["TextChanged:delete", "TextCaretMoved:", "TextSelectionChanged:"])
            XCTAssertEqual(bus.sent[0].arguments.prefix(4), [.string("delete"), .int32(5), .int32(1), .variant(.string(","))])
            bus.clear()
            bridge.refresh()
            XCTAssertTrue(bus.signals.isEmpty, "nothing changed, nothing sent")
            // A client that asks between a keystroke and the next refresh still hears it, before its answer.
            tree.nodes[entry]?.text = AccessibleText("Hello wörld!", caret: 12, isEditable: true)
            XCTAssertEqual(bus.request(entry.path, AccessibleInterface.text, "GetText", [.int32(0), .int32(-1)])?.arguments,
                           [.string("Hello wörld!")])
            XCTAssertEqual(bus.signals, ["TextChanged:insert", "TextCaretMoved:", "TextSelectionChanged:"])
            XCTAssertEqual(bus.sent.last?.kind, .methodReturn, "the events go before the answer")
            bus.clear()
            bridge.refresh()
            XCTAssertTrue(bus.signals.isEmpty, "and only once")
        }
    }
}
