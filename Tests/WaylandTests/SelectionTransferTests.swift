import Foundation
@testable import Wayland
import XCTest

/// The pipes of selection transfers: written in pieces without blocking, read to the end within a timeout.
final class SelectionTransferTests: XCTestCase {
    private func makePipe() -> (read: Int32, write: Int32) {
        var fds: [Int32] = [-1, -1]
        XCTAssertEqual(pipe(&fds), 0)
        let flags = fcntl(fds[0], F_GETFL)
        _ = fcntl(fds[0], F_SETFL, flags | O_NONBLOCK)
        return (fds[0], fds[1])
    }

    func testFourMegabytesCrossAPipeInPieces() {
        let payload = Data((0..<(4 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 7) })
        let (readEnd, writeEnd) = makePipe()
        let done = expectation(description: "read")
        nonisolated(unsafe) var received: Result<Data, SelectionError>?
        SelectionReader.start(fd: readEnd, type: "application/octet-stream", limit: 8 << 20, timeout: .seconds(10), completionQueue: .global()) {
            received = $0
            done.fulfill()
        }
        // The pipe holds 64 KiB: the writer must wait for the reader many times over.
        SelectionWriter.start(fd: writeEnd, data: payload)
        wait(for: [done], timeout: 15)
        XCTAssertEqual(try received?.get(), payload)
    }

    func testAPeerThatNeverFinishesTimesOutWithAClearError() {
        let (readEnd, writeEnd) = makePipe()
        defer { close(writeEnd) }
        let done = expectation(description: "timed out")
        nonisolated(unsafe) var received: Result<Data, SelectionError>?
        SelectionReader.start(fd: readEnd, type: "text/plain", limit: 1024, timeout: .milliseconds(150), completionQueue: .global()) {
            received = $0
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        guard case .failure(let error)? = received else { return XCTFail("\(String(describing: received))") }
        XCTAssertEqual(error, .timedOut(type: "text/plain", after: .milliseconds(150)))
    }

    /// The timeout is a silence, not a deadline: a peer that keeps sending, however slowly, is read to its end.
    func testAPeerThatKeepsSendingIsReadPastTheTimeout() {
        let (readEnd, writeEnd) = makePipe()
        let done = expectation(description: "read")
        nonisolated(unsafe) var received: Result<Data, SelectionError>?
        SelectionReader.start(fd: readEnd, type: "text/plain", limit: 1024, timeout: .milliseconds(400), completionQueue: .global()) {
            received = $0
            done.fulfill()
        }
        // Ten pieces 100 ms apart: a second in all, more than twice the timeout.
        let writer = Thread {
            for piece in 0..<10 {
                Thread.sleep(forTimeInterval: 0.1)
                _ = Data(repeating: UInt8(48 + piece), count: 10).withUnsafeBytes { write(writeEnd, $0.baseAddress, 10) }
            }
            close(writeEnd)
        }
        writer.start()
        wait(for: [done], timeout: 10)
        XCTAssertEqual(try received?.get().count, 100, "\(String(describing: received))")
    }

    func testMoreThanTheLimitIsRefused() {
        let (readEnd, writeEnd) = makePipe()
        let done = expectation(description: "refused")
        nonisolated(unsafe) var received: Result<Data, SelectionError>?
        SelectionReader.start(fd: readEnd, type: "text/plain", limit: 1000, timeout: .seconds(5), completionQueue: .global()) {
            received = $0
            done.fulfill()
        }
        SelectionWriter.start(fd: writeEnd, data: Data(count: 5000))
        wait(for: [done], timeout: 5)
        guard case .failure(let error)? = received else { return XCTFail("\(String(describing: received))") }
        XCTAssertEqual(error, .tooLarge(type: "text/plain", limit: 1000))
    }

    func testAReaderThatGoesAwayEndsTheWriteQuietly() {
        let (readEnd, writeEnd) = makePipe()
        close(readEnd)
        // EPIPE, not SIGPIPE: the process goes on.
        SelectionWriter.start(fd: writeEnd, data: Data(count: 1 << 20))
        let settled = expectation(description: "the writer had its time")
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { settled.fulfill() }
        wait(for: [settled], timeout: 5)
    }
    /// Short transfers one after another, each peer writing and hanging up as wl-copy does, so each new pipe takes
    /// the descriptor numbers the last one gave back: every one arrives whole. (Transfers watched by libdispatch's
    /// descriptor sources crashed the app in this pattern, in libdispatch's event loop.)
    func testTransfersOneAfterAnotherReusingDescriptorNumbersAllArrive() {
        for round in 0..<300 {
            let (readEnd, writeEnd) = makePipe()
            let payload = Data(repeating: UInt8(truncatingIfNeeded: round), count: 1 + round % 7 * 30000)
            let done = expectation(description: "read \(round)")
            nonisolated(unsafe) var received: Data?
            SelectionReader.start(fd: readEnd, type: "text/plain", limit: 1 << 20, timeout: .seconds(10), completionQueue: .global()) {
                received = try? $0.get()
                done.fulfill()
            }
            SelectionWriter.start(fd: writeEnd, data: payload)
            wait(for: [done], timeout: 10)
            guard received == payload else { return XCTFail("transfer \(round) arrived as \(String(describing: received?.count)) bytes") }
        }
    }
}
