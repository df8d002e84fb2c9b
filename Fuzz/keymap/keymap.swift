// Fuzz target: the keymap a compositor hands over (`wl_keyboard.keymap`), as the Wayland module
// takes it: a descriptor and an announced size that may lie, compiled by xkbcommon and then asked
// for every key's keysym, text and repeat under fuzzed modifiers.
//
// Layout as the other targets of Fuzz/: this file (Fuzz/keymap/keymap.swift), corpus/ (seeds),
// regressions/ (inputs that once failed), lsan.supp (xkbcommon's own leak).
//
// Input: byte 0 picks how the announced size relates to the file (equal, larger, smaller, huge),
// byte 1 scales the difference and sets the modifiers; the rest is the file.
import Foundation
import Wayland

/// How many descriptors the process has open.
func openDescriptorCount() -> Int {
    (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeymap(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size >= 2 else { return 0 }
    let before = openDescriptorCount()
    defer {
        let after = openDescriptorCount()
        if after != before { fatalError("descriptor leak: \(before) open before the keymap, \(after) after") }
    }
    let mode = data[0] % 4, amount = Int(data[1])
    let file = UnsafeRawBufferPointer(start: data + 2, count: size - 2)
    var template = Array("/dev/shm/keymap-fuzz-XXXXXX".utf8CString)
    let fd = mkstemp(&template)
    guard fd >= 0 else { fatalError("mkstemp failed") }
    unlink(template)
    defer { close(fd) }  // runs before the count above: defers run last-in first-out
    var written = 0
    while written < file.count {
        let count = write(fd, file.baseAddress! + written, file.count - written)
        guard count > 0 else { fatalError("write failed") }
        written += count
    }
    let announced: Int
    switch mode {
    case 0: announced = file.count
    case 1: announced = file.count + amount * 64 + 1
    case 2: announced = max(0, file.count - amount)
    default: announced = amount << 16
    }
    guard let keymap = try? Keymap(fileDescriptor: fd, size: announced) else { return 0 }
    keymap.updateModifiers(depressed: UInt32(amount & 0x0F), latched: 0, locked: UInt32(amount >> 4), group: UInt32(amount & 3))
    for code in UInt32(0)..<300 {
        _ = Keymap.name(ofKeysym: keymap.keysym(forKey: code))
        _ = keymap.text(forKey: code)
        _ = keymap.repeats(key: code)
    }
    _ = keymap.modifiers
    return 0
}
