import Foundation
import UniformTypeIdentifiers
import XCTest

/// The system types: each constant is Apple's declared type with its identifier, tags and conformance.
final class UTTypeDeclarationTests: XCTestCase {
    /// Every constant of Apple's `UTType+Core` and the identifier Apple gives it.
    static let constants: [(UTType, String)] = [
        (.item, "public.item"), (.content, "public.content"), (.compositeContent, "public.composite-content"),
        (.diskImage, "public.disk-image"), (.data, "public.data"), (.directory, "public.directory"),
        (.resolvable, "com.apple.resolvable"), (.symbolicLink, "public.symlink"), (.executable, "public.executable"),
        (.mountPoint, "com.apple.mount-point"), (.aliasFile, "com.apple.alias-file"), (.urlBookmarkData, "com.apple.bookmark"),
        (.url, "public.url"), (.fileURL, "public.file-url"), (.text, "public.text"), (.plainText, "public.plain-text"),
        (.utf8PlainText, "public.utf8-plain-text"), (.utf16ExternalPlainText, "public.utf16-external-plain-text"),
        (.utf16PlainText, "public.utf16-plain-text"), (.delimitedText, "public.delimited-values-text"),
        (.commaSeparatedText, "public.comma-separated-values-text"), (.tabSeparatedText, "public.tab-separated-values-text"),
        (.utf8TabSeparatedText, "public.utf8-tab-separated-values-text"), (.rtf, "public.rtf"), (.html, "public.html"),
        (.xml, "public.xml"), (.yaml, "public.yaml"), (.sourceCode, "public.source-code"),
        (.assemblyLanguageSource, "public.assembly-source"), (.cSource, "public.c-source"),
        (.objectiveCSource, "public.objective-c-source"), (.swiftSource, "public.swift-source"),
        (.cPlusPlusSource, "public.c-plus-plus-source"), (.objectiveCPlusPlusSource, "public.objective-c-plus-plus-source"),
        (.cHeader, "public.c-header"), (.cPlusPlusHeader, "public.c-plus-plus-header"), (.script, "public.script"),
        (.appleScript, "com.apple.applescript.text"), (.osaScript, "com.apple.applescript.script"),
        (.osaScriptBundle, "com.apple.applescript.script-bundle"), (.javaScript, "com.netscape.javascript-source"),
        (.shellScript, "public.shell-script"), (.perlScript, "public.perl-script"), (.pythonScript, "public.python-script"),
        (.rubyScript, "public.ruby-script"), (.phpScript, "public.php-script"), (.makefile, "public.make-source"),
        (.json, "public.json"), (.propertyList, "com.apple.property-list"), (.xmlPropertyList, "com.apple.xml-property-list"),
        (.binaryPropertyList, "com.apple.binary-property-list"), (.pdf, "com.adobe.pdf"), (.rtfd, "com.apple.rtfd"),
        (.flatRTFD, "com.apple.flat-rtfd"), (.webArchive, "com.apple.webarchive"), (.image, "public.image"),
        (.jpeg, "public.jpeg"), (.tiff, "public.tiff"), (.gif, "com.compuserve.gif"), (.png, "public.png"),
        (.icns, "com.apple.icns"), (.bmp, "com.microsoft.bmp"), (.ico, "com.microsoft.ico"),
        (.rawImage, "public.camera-raw-image"), (.svg, "public.svg-image"), (.livePhoto, "com.apple.live-photo"),
        (.heif, "public.heif"), (.heic, "public.heic"), (.heics, "public.heics"), (.webP, "org.webmproject.webp"),
        (.exr, "com.ilm.openexr-image"), (.dng, "com.adobe.raw-image"), (.jpegxl, "public.jpeg-xl"),
        (.threeDContent, "public.3d-content"), (.usd, "com.pixar.universal-scene-description"),
        (.usdz, "com.pixar.universal-scene-description-mobile"), (.realityFile, "com.apple.reality"),
        (.sceneKitScene, "com.apple.scenekit.scene"), (.arReferenceObject, "com.apple.arobject"),
        (.audiovisualContent, "public.audiovisual-content"), (.movie, "public.movie"), (.video, "public.video"),
        (.audio, "public.audio"), (.quickTimeMovie, "com.apple.quicktime-movie"), (.mpeg, "public.mpeg"),
        (.mpeg2Video, "public.mpeg-2-video"), (.mpeg2TransportStream, "public.mpeg-2-transport-stream"), (.mp3, "public.mp3"),
        (.mpeg4Movie, "public.mpeg-4"), (.mpeg4Audio, "public.mpeg-4-audio"),
        (.appleProtectedMPEG4Audio, "com.apple.protected-mpeg-4-audio"),
        (.appleProtectedMPEG4Video, "com.apple.protected-mpeg-4-video"), (.avi, "public.avi"), (.aiff, "public.aiff-audio"),
        (.wav, "com.microsoft.waveform-audio"), (.midi, "public.midi-audio"), (.playlist, "public.playlist"),
        (.m3uPlaylist, "public.m3u-playlist"), (.folder, "public.folder"), (.volume, "public.volume"),
        (.package, "com.apple.package"), (.bundle, "com.apple.bundle"), (.pluginBundle, "com.apple.plugin"),
        (.spotlightImporter, "com.apple.metadata-importer"), (.quickLookGenerator, "com.apple.quicklook-generator"),
        (.xpcService, "com.apple.xpc-service"), (.framework, "com.apple.framework"), (.application, "com.apple.application"),
        (.applicationBundle, "com.apple.application-bundle"),
        (.applicationExtension, "com.apple.application-and-system-extension"), (.unixExecutable, "public.unix-executable"),
        (.exe, "com.microsoft.windows-executable"), (.systemPreferencesPane, "com.apple.systempreference.prefpane"),
        (.archive, "public.archive"), (.gzip, "org.gnu.gnu-zip-archive"), (.bz2, "public.bzip2-archive"),
        (.zip, "public.zip-archive"), (.appleArchive, "com.apple.archive"), (.tarArchive, "public.tar-archive"),
        (.spreadsheet, "public.spreadsheet"), (.presentation, "public.presentation"), (.database, "public.database"),
        (.message, "public.message"), (.contact, "public.contact"), (.vCard, "public.vcard"), (.toDoItem, "public.to-do-item"),
        (.calendarEvent, "public.calendar-event"), (.emailMessage, "public.email-message"),
        (.internetLocation, "com.apple.internet-location"), (.internetShortcut, "com.microsoft.internet-shortcut"),
        (.font, "public.font"), (.bookmark, "public.bookmark"), (.pkcs12, "com.rsa.pkcs-12"),
        (.x509Certificate, "public.x509-certificate"), (.epub, "org.idpf.epub-container"), (.log, "public.log"),
    ]

    func testEveryConstantIsTheDeclaredTypeOfItsIdentifier() {
        XCTAssertEqual(Self.constants.count, 136)
        XCTAssertEqual(Set(Self.constants.map(\.1)).count, Self.constants.count, "no identifier twice")
        for (type, identifier) in Self.constants {
            XCTAssertEqual(type.identifier, identifier)
            XCTAssertEqual(UTType(identifier), type, identifier)
            XCTAssertTrue(type.isDeclared, identifier)
            XCTAssertFalse(type.isDynamic, identifier)
            XCTAssertEqual(type.isPublic, identifier.hasPrefix("public."), identifier)
            XCTAssertNotNil(type.localizedDescription, identifier)
            for supertype in type.supertypes {
                XCTAssertTrue(supertype.isDeclared, "\(identifier) conforms to \(supertype), which is declared too")
            }
        }
    }

    func testTagsAndPreferredTags() {
        XCTAssertEqual(UTType.png.preferredFilenameExtension, "png")
        XCTAssertEqual(UTType.png.preferredMIMEType, "image/png")
        XCTAssertEqual(UTType.jpeg.tags[.filenameExtension], ["jpeg", "jpg", "jpe"])
        XCTAssertEqual(UTType.jpeg.preferredMIMEType, "image/jpeg")
        XCTAssertEqual(UTType.pdf.preferredMIMEType, "application/pdf")
        XCTAssertEqual(UTType.plainText.preferredFilenameExtension, "txt")
        XCTAssertEqual(UTType.json.preferredMIMEType, "application/json")
        XCTAssertEqual(UTType.zip.preferredFilenameExtension, "zip")
        XCTAssertNil(UTType.data.preferredFilenameExtension)
        XCTAssertNil(UTType.image.preferredMIMEType)
        XCTAssertTrue(UTType.item.tags.isEmpty)
        XCTAssertEqual(UTTagClass.filenameExtension.rawValue, "public.filename-extension")
        XCTAssertEqual(UTTagClass.mimeType.rawValue, "public.mime-type")
    }

    func testConformanceFollowsTheDeclarations() {
        XCTAssertTrue(UTType.png.conforms(to: .png))
        XCTAssertTrue(UTType.png.conforms(to: .image))
        XCTAssertTrue(UTType.png.conforms(to: .data))
        XCTAssertTrue(UTType.png.conforms(to: .item))
        XCTAssertTrue(UTType.png.conforms(to: .content))
        XCTAssertFalse(UTType.png.conforms(to: .text))
        XCTAssertEqual(UTType.png.supertypes, [.image, .data, .content, .item])
        XCTAssertTrue(UTType.heic.conforms(to: .image), "through public.heif-standard")
        XCTAssertTrue(UTType.utf8PlainText.conforms(to: .text))
        XCTAssertTrue(UTType.swiftSource.conforms(to: .plainText))
        XCTAssertTrue(UTType.pythonScript.conforms(to: .script))
        XCTAssertTrue(UTType.usdz.conforms(to: .zip))
        XCTAssertTrue(UTType.usdz.conforms(to: .archive))
        XCTAssertTrue(UTType.xmlPropertyList.conforms(to: .xml))
        XCTAssertTrue(UTType.xmlPropertyList.conforms(to: .propertyList))
        XCTAssertTrue(UTType.applicationBundle.conforms(to: .directory))
        XCTAssertTrue(UTType.applicationBundle.conforms(to: .executable))
        XCTAssertTrue(UTType.fileURL.conforms(to: .url))
        XCTAssertTrue(UTType.aiff.conforms(to: .audio))
        XCTAssertTrue(UTType.appleProtectedMPEG4Video.conforms(to: .movie))
        XCTAssertTrue(UTType.video.conforms(to: .audiovisualContent))
        XCTAssertTrue(UTType.item.supertypes.isEmpty)
    }

    func testSubtypesAndSupertypesAreStrict() {
        XCTAssertTrue(UTType.png.isSubtype(of: .image))
        XCTAssertFalse(UTType.png.isSubtype(of: .png))
        XCTAssertFalse(UTType.image.isSubtype(of: .png))
        XCTAssertTrue(UTType.image.isSupertype(of: .png))
        XCTAssertFalse(UTType.image.isSupertype(of: .image))
        XCTAssertFalse(UTType.text.isSupertype(of: .png))
    }

    func testIdentifiersCompareWithoutCase() {
        XCTAssertEqual(UTType("PUBLIC.PNG"), .png)
        XCTAssertEqual(UTType("Public.Png")?.hashValue, UTType.png.hashValue)
        XCTAssertEqual(Set([UTType.png, UTType("public.PNG")!]).count, 1)
        XCTAssertNil(UTType("com.example.never-declared"))
        XCTAssertNil(UTType(""))
    }

    func testCodingRoundTripsTheIdentifier() throws {
        let data = try JSONEncoder().encode([UTType.png, .pdf])
        XCTAssertEqual(String(decoding: data, as: UTF8.self), #"["public.png","com.adobe.pdf"]"#)
        XCTAssertEqual(try JSONDecoder().decode([UTType].self, from: data), [.png, .pdf])
        XCTAssertThrowsError(try JSONDecoder().decode([UTType].self, from: Data(#"["com.example.nothing"]"#.utf8)))
        XCTAssertEqual(UTType.png.description, "public.png")
    }

    func testAppDeclaredTypes() {
        let exported = UTType(exportedAs: "com.example.sketch", conformingTo: .json)
        XCTAssertEqual(exported.identifier, "com.example.sketch")
        XCTAssertTrue(exported.isDeclared)
        XCTAssertFalse(exported.isDynamic)
        XCTAssertFalse(exported.isPublic)
        XCTAssertTrue(exported.conforms(to: .json))
        XCTAssertTrue(exported.conforms(to: .text))
        XCTAssertEqual(UTType("com.example.sketch"), exported, "found by its identifier once declared")
        XCTAssertTrue(UTType(exportedAs: "com.example.sketch").conforms(to: .json), "the first declaration holds")
        let imported = UTType(importedAs: "com.example.other-format")
        XCTAssertTrue(imported.conforms(to: .data))
        XCTAssertEqual(UTType(importedAs: "public.png"), .png, "a system type stays the system's")
    }

    func testFileNamesForATypeGetItsExtension() {
        let folder = URL(fileURLWithPath: "/tmp/docs")
        XCTAssertEqual(folder.appendingPathComponent("readme", conformingTo: .plainText).path, "/tmp/docs/readme.txt")
        XCTAssertEqual(folder.appendingPathComponent("puppy.jpg", conformingTo: .image).path, "/tmp/docs/puppy.jpg")
        XCTAssertEqual(folder.appendingPathComponent("puppy.jpg", conformingTo: .png).path, "/tmp/docs/puppy.jpg.png")
        XCTAssertEqual(folder.appendingPathComponent("blob", conformingTo: .data).path, "/tmp/docs/blob")
        var url = folder
        url.appendPathComponent("report", conformingTo: .pdf)
        XCTAssertEqual(url.lastPathComponent, "report.pdf")
        XCTAssertEqual(folder.appendingPathComponent("photo").appendingPathExtension(for: .jpeg).lastPathComponent, "photo.jpeg")
        var photo = folder.appendingPathComponent("photo")
        photo.appendPathExtension(for: .png)
        XCTAssertEqual(photo.lastPathComponent, "photo.png")
        XCTAssertEqual(NSString(string: "/tmp").appendingPathComponent("notes", conformingTo: .json), "/tmp/notes.json")
        XCTAssertEqual(NSString(string: "/tmp/notes").appendingPathExtension(for: .html), "/tmp/notes.html")
    }
}
