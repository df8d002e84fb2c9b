import Foundation
import QuickLook
import TestSupport
import UIKit
import XCTest

/// The cell the files list lays out in `FileCell.xib`, registered by its nib as iOS apps do.
final class FileCell: UITableViewCell {
    override func awakeFromNib() {
        super.awakeFromNib()
        accessoryType = .detailButton
    }
}

/// A document that previews under another title, as apps wrap their files.
final class TitledPreviewItem: NSObject, QLPreviewItem {
    let previewItemURL: URL?
    let previewItemTitle: String?

    init(url: URL, title: String) {
        previewItemURL = url
        previewItemTitle = title
    }
}

/// A files screen as iOS apps write one (Swift 5): the folder's files in a table of nib cells, a tap previewing them
/// all with Quick Look from the one tapped, the accessory button offering the file's options, and the screen's
/// state kept in a user activity.
final class FilesViewController: UITableViewController, QLPreviewControllerDataSource, QLPreviewControllerDelegate,
    UIDocumentInteractionControllerDelegate {
    let folder: URL
    var files: [URL] = []
    var previewedIndexes: [Int] = []
    var previewClosed = false
    var documentController: UIDocumentInteractionController?

    init(folder: URL) {
        self.folder = folder
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Files"
        tableView.register(UINib(nibName: "FileCell", bundle: nil), forCellReuseIdentifier: "FileCell")
        let activity = NSUserActivity(activityType: "com.example.files.browse")
        activity.title = "Browse Files"
        activity.isEligibleForSearch = true
        userActivity = activity
        reloadFiles()
    }

    func reloadFiles() {
        let urls = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])) ?? []
        files = urls.sorted { $0.lastPathComponent < $1.lastPathComponent }
        tableView.reloadData()
        userActivity?.needsSave = true
    }

    override func updateUserActivityState(_ activity: NSUserActivity) {
        super.updateUserActivityState(activity)
        activity.addUserInfoEntries(from: ["fileCount": files.count])
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return files.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "FileCell", for: indexPath)
        cell.textLabel?.text = files[indexPath.row].lastPathComponent
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let preview = QLPreviewController()
        preview.dataSource = self
        preview.delegate = self
        preview.currentPreviewItemIndex = indexPath.row
        present(preview, animated: true, completion: nil)
    }

    override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        let controller = UIDocumentInteractionController(url: files[indexPath.row])
        controller.delegate = self
        documentController = controller
        controller.presentOptionsMenu(from: tableView.rectForRow(at: indexPath), in: tableView, animated: true)
    }

    func numberOfPreviewItems(in controller: QLPreviewController) -> Int {
        return files.count
    }

    func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> QLPreviewItem {
        previewedIndexes.append(index)
        let url = files[index]
        if url.pathExtension == "txt" {
            return TitledPreviewItem(url: url, title: "Shopping List")
        }
        return url as NSURL
    }

    func previewControllerDidDismiss(_ controller: QLPreviewController) {
        previewClosed = true
    }

    func documentInteractionControllerViewControllerForPreview(_ controller: UIDocumentInteractionController) -> UIViewController {
        return self
    }
}

final class FilesScreenPortabilityTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("files-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("Milk\nEggs\n".utf8).write(to: folder.appendingPathComponent("b-list.txt"))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let png = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format).pngData { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        }
        try png.write(to: folder.appendingPathComponent("a-photo.png"))
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
    }

    func testTheFilesAreListedInTheirNibsCells() {
        onMainActor {
            _ = installManualClock()
            let screen = FilesViewController(folder: folder)
            screen.loadViewIfNeeded()
            XCTAssertEqual(screen.files.map { $0.lastPathComponent }, ["a-photo.png", "b-list.txt"])
            let cell = screen.tableView(screen.tableView, cellForRowAt: IndexPath(row: 1, section: 0))
            XCTAssertTrue(cell is FileCell)
            XCTAssertEqual(cell.accessoryType, .detailButton, "awoken from its nib")
            XCTAssertEqual(cell.textLabel?.text, "b-list.txt")
        }
    }

    func testATapPreviewsTheFileAndSwipingShowsTheNext() {
        onMainActor {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
            let renderer = OffscreenRenderer(window: window)
            let screen = FilesViewController(folder: folder)
            window.rootViewController = UINavigationController(rootViewController: screen)
            clock.advance(by: 0.1)
            _ = renderer.renderFrame()
            screen.tableView(screen.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
            clock.advance(by: 0.6)
            window.layoutIfNeeded()
            _ = renderer.renderFrame()
            guard let preview = screen.presentedViewController as? QLPreviewController else { return XCTFail("no preview") }
            XCTAssertEqual(preview.currentPreviewItemIndex, 0)
            XCTAssertEqual(renderer.pixel(x: 195, y: 330), 0xFF00_FF00, "the photo fills the middle")
            preview.currentPreviewItemIndex = 1
            XCTAssertEqual(preview.currentPreviewItem?.previewItemTitle, "Shopping List")
            XCTAssertEqual(preview.title, "Shopping List")
            XCTAssertEqual(screen.previewedIndexes.last, 1)
        }
    }

    func testTheOptionsAndTheActivityAreKept() {
        onMainActor {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
            let renderer = OffscreenRenderer(window: window)
            let screen = FilesViewController(folder: folder)
            window.rootViewController = screen
            clock.advance(by: 0.1)
            _ = renderer.renderFrame()
            screen.tableView(screen.tableView, accessoryButtonTappedForRowWith: IndexPath(row: 1, section: 0))
            XCTAssertTrue(screen.presentedViewController is UIActivityViewController)
            XCTAssertEqual(screen.documentController?.name, "b-list.txt")
            XCTAssertEqual(screen.userActivity?.activityType, "com.example.files.browse")
            for _ in 0..<100 where screen.userActivity?.needsSave == true {
                RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01))
            }
            XCTAssertEqual(screen.userActivity?.userInfo?["fileCount"] as? Int, 2)
        }
    }
}
