import ImageIO
import XCTest

/// A geotagged photo's GPS IFD, reported as Apple's GPS dictionary: degrees as one number, refs as letters.
final class GPSPropertiesTests: XCTestCase {
    /// An Exif block whose IFD0 points at a GPS IFD: 48° 51′ 30″ N, 2° 17′ 40.2″ E, 35 m, at 14:05:09.5 on 2024:05:01.
    private static func geotagged() -> Data {
        let (be16, be32) = (Fixtures.be16, Fixtures.be32)
        func rationals(_ values: [(Int, Int)]) -> [UInt8] { values.flatMap { be32($0.0) + be32($0.1) } }
        // IFD0 at 8 (one entry, the GPS pointer to 26); the GPS IFD at 26 with 7 entries, its values from 116.
        var tiff = Array("MM".utf8) + be16(42) + be32(8)
        tiff += be16(1) + be16(0x8825) + be16(4) + be32(1) + be32(26) + be32(0)
        let values = rationals([(48, 1), (51, 1), (30, 1)]) + rationals([(2, 1), (17, 1), (402, 10)])
            + rationals([(35, 1)]) + rationals([(14, 1), (5, 1), (95, 10)]) + Array("2024:05:01\0".utf8)
        tiff += be16(7)
        tiff += be16(0x0001) + be16(2) + be32(2) + Array("N\0".utf8) + [0, 0]
        tiff += be16(0x0002) + be16(5) + be32(3) + be32(116)
        tiff += be16(0x0003) + be16(2) + be32(2) + Array("E\0".utf8) + [0, 0]
        tiff += be16(0x0004) + be16(5) + be32(3) + be32(140)
        tiff += be16(0x0006) + be16(5) + be32(1) + be32(164)
        tiff += be16(0x0007) + be16(5) + be32(3) + be32(172)
        tiff += be16(0x001D) + be16(2) + be32(11) + be32(196)
        tiff += be32(0)
        precondition(tiff.count == 116)
        return Fixtures.jpeg(exif: tiff + values)
    }

    func testLatitudeLongitudeAltitudeAndTimeAreReported() throws {
        let source = try XCTUnwrap(CGImageSourceCreateWithData(Self.geotagged() as CFData, nil))
        let properties = try XCTUnwrap(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any])
        let gps = try XCTUnwrap(properties[kCGImagePropertyGPSDictionary] as? [CFString: Any])
        XCTAssertEqual(gps[kCGImagePropertyGPSLatitudeRef] as? String, "N")
        XCTAssertEqual(try XCTUnwrap(gps[kCGImagePropertyGPSLatitude] as? Double), 48.858_333, accuracy: 0.000_001)
        XCTAssertEqual(gps[kCGImagePropertyGPSLongitudeRef] as? String, "E")
        XCTAssertEqual(try XCTUnwrap(gps[kCGImagePropertyGPSLongitude] as? Double), 2.294_5, accuracy: 0.000_001)
        XCTAssertEqual(gps[kCGImagePropertyGPSAltitude] as? Double, 35)
        XCTAssertEqual(gps[kCGImagePropertyGPSTimeStamp] as? String, "14:05:09.50")
        XCTAssertEqual(gps[kCGImagePropertyGPSDateStamp] as? String, "2024:05:01")
    }
}
