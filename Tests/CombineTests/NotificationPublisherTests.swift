import Combine
import XCTest

/// `NotificationCenter.publisher(for:object:)` under Apple's name: notifications arrive synchronously on the posting
/// thread, filtered by name and object, until the subscription is cancelled.
final class NotificationPublisherTests: XCTestCase {
    private static let changed = Notification.Name("NotificationPublisherTests.changed")

    func testPostedNotificationsArriveUntilCancelled() {
        let center = NotificationCenter()
        let publisher: NotificationCenter.Publisher = center.publisher(for: Self.changed)
        var counts: [Int] = []
        let subscription = publisher
            .compactMap { $0.userInfo?["count"] as? Int }
            .sink { counts.append($0) }
        center.post(name: Self.changed, object: nil, userInfo: ["count": 1])
        center.post(name: Notification.Name("other"), object: nil, userInfo: ["count": 9])
        center.post(name: Self.changed, object: nil, userInfo: ["count": 2])
        XCTAssertEqual(counts, [1, 2], "synchronously, this name only")
        subscription.cancel()
        center.post(name: Self.changed, object: nil, userInfo: ["count": 3])
        XCTAssertEqual(counts, [1, 2])
    }

    func testAnObjectNarrowsToItsOwnNotifications() {
        let center = NotificationCenter()
        let mine = NSObject(), theirs = NSObject()
        var senders: [ObjectIdentifier] = []
        let subscription = center.publisher(for: Self.changed, object: mine)
            .compactMap { $0.object as AnyObject? }
            .sink { senders.append(ObjectIdentifier($0)) }
        center.post(name: Self.changed, object: theirs)
        center.post(name: Self.changed, object: mine)
        XCTAssertEqual(senders, [ObjectIdentifier(mine)])
        XCTAssertEqual(center.publisher(for: Self.changed, object: mine), center.publisher(for: Self.changed, object: mine))
        subscription.cancel()
    }

    func testTheDefaultCenterWithReceiveOnMain() {
        let arrived = expectation(description: "arrived")
        var names: [Notification.Name] = []
        let subscription = NotificationCenter.default.publisher(for: Self.changed)
            .map(\.name)
            .receive(on: DispatchQueue.main)
            .sink { name in
                names.append(name)
                arrived.fulfill()
            }
        NotificationCenter.default.post(name: Self.changed, object: nil)
        XCTAssertEqual(names, [], "receive(on:) hops to a later turn of the main queue")
        wait(for: [arrived], timeout: 10)
        XCTAssertEqual(names, [Self.changed])
        subscription.cancel()
    }
}
