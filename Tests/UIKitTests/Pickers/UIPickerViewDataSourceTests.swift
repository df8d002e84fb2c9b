import Foundation
@testable import UIKit
import XCTest

/// `UIPickerView` asking its data source and delegate: components and rows, titles only for rows in sight, attributed
/// titles before plain ones, views with reuse, widths and row heights, reloads and the selection kept within them.
final class UIPickerViewDataSourceTests: XCTestCase {
    func testComponentsRowsAndSizesComeFromTheDataSourceAndDelegate() {
        onMainActor {
            let source = RecordingPickerSource([countryNames, ["1", "2", "3"]])
            let rig = PickerRig(UIPickerView())
            rig.view.dataSource = source
            rig.view.delegate = source
            XCTAssertEqual(rig.view.numberOfComponents, 2)
            XCTAssertEqual(rig.view.numberOfRows(inComponent: 0), 10)
            XCTAssertEqual(rig.view.numberOfRows(inComponent: 1), 3)
            XCTAssertEqual(rig.view.numberOfRows(inComponent: 5), 0, "a component there is not has no rows")
            XCTAssertEqual(rig.view.rowSize(forComponent: 0), CGSize(width: 141.5, height: 32),
                           "the width less 16-point margins and a 5-point gap, shared; rows 32 points high")
            XCTAssertEqual(rig.view.selectedRow(inComponent: 0), 0)
            XCTAssertEqual(rig.view.selectedRow(inComponent: 7), -1)
            XCTAssertEqual(UIPickerView().sizeThatFits(.zero), CGSize(width: 320, height: 216))
            XCTAssertEqual(UIPickerView().intrinsicContentSize.height, 216)
        }
    }

    func testOnlyTheRowsInSightAreAskedFor() {
        onMainActor {
            let source = RecordingPickerSource([(0..<1000).map(String.init)])
            let rig = PickerRig(UIPickerView())
            rig.view.dataSource = source
            rig.view.delegate = source
            rig.view.layoutIfNeeded()
            XCTAssertEqual(source.titleRequests, 6, "rows 0 to 5 can be seen below the band: a quarter turn of the drum")
            XCTAssertEqual((rig.view.view(forRow: 0, forComponent: 0) as? UILabel)?.text, "0")
            XCTAssertNil(rig.view.view(forRow: 500, forComponent: 0), "a row out of sight has no view")
            rig.view.selectRow(500, inComponent: 0, animated: false)
            XCTAssertEqual((rig.view.view(forRow: 503, forComponent: 0) as? UILabel)?.text, "503")
            XCTAssertNil(rig.view.view(forRow: 0, forComponent: 0))
        }
    }

    func testAttributedTitlesComeFirstAndNoTitleShowsAQuestionMark() {
        onMainActor {
            final class Attributed: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
                func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
                func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
                func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "plain" }
                func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
                    row == 1 ? NSAttributedString(string: "styled", attributes: [.foregroundColor: UIColor.red]) : nil
                }
            }
            let source = Attributed()
            let rig = PickerRig(UIPickerView())
            rig.view.dataSource = source
            rig.view.delegate = source
            XCTAssertEqual((rig.view.view(forRow: 0, forComponent: 0) as? UILabel)?.text, "plain")
            XCTAssertEqual((rig.view.view(forRow: 1, forComponent: 0) as? UILabel)?.text, "styled")
            rig.view.delegate = nil
            XCTAssertEqual((rig.view.view(forRow: 2, forComponent: 0) as? UILabel)?.text, "?", "without a delegate UIKit shows a question mark")
        }
    }

    func testViewsForRowsAreReusedAndSizedToTheRow() {
        onMainActor {
            final class Swatches: UIPickerViewDataSource, UIPickerViewDelegate {
                var made = 0
                var reused = 0
                func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
                func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 100 }
                func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 120 }
                func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 44 }
                func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
                    if let view { reused += 1; view.tag = row; return view }
                    made += 1
                    let swatch = UIView()
                    swatch.tag = row
                    return swatch
                }
            }
            let source = Swatches()
            let rig = PickerRig(UIPickerView())
            rig.view.dataSource = source
            rig.view.delegate = source
            XCTAssertEqual(rig.view.rowSize(forComponent: 0), CGSize(width: 120, height: 44))
            let middle = try! XCTUnwrap(rig.view.view(forRow: 0, forComponent: 0))
            XCTAssertEqual(middle.bounds.size, CGSize(width: 120, height: 44))
            XCTAssertEqual(middle.convert(middle.bounds, to: rig.view).midY, 108, "the chosen row sits in the middle")
            XCTAssertEqual(source.made, 4, "rows 0 to 3 are in sight")
            rig.view.selectRow(50, inComponent: 0, animated: false)
            XCTAssertEqual(rig.view.view(forRow: 50, forComponent: 0)?.tag, 50)
            XCTAssertEqual(source.reused, 4, "rows coming into view reuse the views of the rows that left")
            XCTAssertEqual(source.made, 7, "so there are no more views than rows in sight (47 to 53)")
        }
    }

    func testReloadingAsksAgainAndKeepsTheSelectionWithinTheRows() {
        onMainActor {
            let source = RecordingPickerSource([countryNames, ["a", "b"]])
            let rig = PickerRig(UIPickerView())
            rig.view.dataSource = source
            rig.view.delegate = source
            rig.view.selectRow(8, inComponent: 0, animated: false)
            rig.view.selectRow(1, inComponent: 1, animated: false)
            source.components[0] = ["Iceland", "Kenya", "Laos"]
            source.components[1] = ["x", "y", "z"]
            rig.view.reloadComponent(0)
            XCTAssertEqual(rig.view.numberOfRows(inComponent: 0), 3)
            XCTAssertEqual(rig.view.numberOfRows(inComponent: 1), 2, "the other component is not asked again")
            XCTAssertEqual(rig.view.selectedRow(inComponent: 0), 2, "the selection is kept within the rows")
            XCTAssertEqual((rig.view.view(forRow: 2, forComponent: 0) as? UILabel)?.text, "Laos")
            source.components = [[]]
            rig.view.reloadAllComponents()
            XCTAssertEqual(rig.view.numberOfComponents, 1)
            XCTAssertEqual(rig.view.selectedRow(inComponent: 0), -1, "a component without rows has no selection")
            XCTAssertNil(rig.view.view(forRow: 0, forComponent: 0))
        }
    }
}
