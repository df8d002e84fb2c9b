import Foundation

/// The changes recorded between `beginUpdates()` and `endUpdates()`, as UIKit reads them: deletions and reloads name
/// rows and sections as they were before the batch, insertions as they are after it, moves name both.
struct TableUpdateBatch {
    var deletedSections: [Int: UITableView.RowAnimation] = [:]
    var insertedSections: [Int: UITableView.RowAnimation] = [:]
    var reloadedSections: [Int: UITableView.RowAnimation] = [:]
    /// Old section → new section.
    var movedSections: [Int: Int] = [:]
    var deletedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var insertedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var reloadedRows: [IndexPath: UITableView.RowAnimation] = [:]
    /// Old index path → new index path.
    var movedRows: [IndexPath: IndexPath] = [:]
}

/// Where every row of the table comes from after a batch, and which rows leave: the mapping the animation follows.
struct TableUpdatePlan: Equatable {
    /// What a row after the batch was before it.
    enum Origin: Equatable {
        /// The row at this index path before the batch (moved or shifted by the others).
        case old(IndexPath)
        /// A new row, coming in with this animation.
        case inserted(UITableView.RowAnimation)
    }

    /// By new section, then new row.
    var origins: [[Origin]] = []
    /// Rows before the batch that leave it (deleted, or in a deleted or reloaded section), with how they go.
    var removed: [IndexPath: UITableView.RowAnimation] = [:]
    /// Rows kept whose cells are made again (`reloadRows`), by their index path after the batch.
    var reloaded: [IndexPath: UITableView.RowAnimation] = [:]

    /// The plan for `batch` on a table whose sections had `oldCounts` rows and have `newCounts` now, or the reason
    /// (UIKit's own words) the data source's counts do not add up.
    static func make(_ batch: TableUpdateBatch, oldCounts: [Int], newCounts: [Int]) -> Result<TableUpdatePlan, PlanError> {
        if let problem = rangeProblem(batch, oldCounts: oldCounts, newCounts: newCounts) { return .failure(PlanError(message: problem)) }
        // Sections: insertions and moves take their places; the others keep their order in the free places.
        var sectionSource = [Int?](repeating: nil, count: newCounts.count)
        var taken = Set(batch.insertedSections.keys)
        for (old, new) in batch.movedSections {
            sectionSource[new] = old
            taken.insert(new)
        }
        let staying = oldCounts.indices.filter { batch.deletedSections[$0] == nil && batch.movedSections[$0] == nil }
        let free = newCounts.indices.filter { !taken.contains($0) }
        guard staying.count == free.count else {
            return .failure(PlanError(message: "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(newCounts.count)) must be equal to the number of sections contained in the table view before the update (\(oldCounts.count)), plus or minus the number of sections inserted or deleted (\(batch.insertedSections.count) inserted, \(batch.deletedSections.count) deleted)."))
        }
        for (old, new) in zip(staying, free) { sectionSource[new] = old }

        var plan = TableUpdatePlan()
        for (section, count) in oldCounts.enumerated() {
            guard let animation = batch.deletedSections[section] ?? batch.reloadedSections[section] else { continue }
            for row in 0..<count where batch.movedRows[IndexPath(row: row, section: section)] == nil {
                plan.removed[IndexPath(row: row, section: section)] = animation
            }
        }
        for (path, animation) in batch.deletedRows where plan.removed[path] == nil && batch.movedRows[path] == nil {
            plan.removed[path] = animation
        }
        let movedIn = Dictionary(batch.movedRows.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
        for (section, count) in newCounts.enumerated() {
            var origins = [Origin?](repeating: nil, count: count)
            for (path, animation) in batch.insertedRows where path.section == section { origins[path.row] = .inserted(animation) }
            for (to, from) in movedIn where to.section == section { origins[to.row] = .old(from) }
            let old = sectionSource[section]
            let newSectionAnimation = old == nil ? batch.insertedSections[section] : old.flatMap { batch.reloadedSections[$0] }
            if let animation = newSectionAnimation {
                plan.origins.append(origins.map { $0 ?? .inserted(animation) })
                continue
            }
            guard let old else { continue }
            let kept = (0..<oldCounts[old]).map { IndexPath(row: $0, section: old) }
                .filter { plan.removed[$0] == nil && batch.movedRows[$0] == nil }
            let open = origins.indices.filter { origins[$0] == nil }
            guard kept.count == open.count else {
                let inserted = batch.insertedRows.keys.filter { $0.section == section }.count
                let deleted = batch.deletedRows.keys.filter { $0.section == old }.count
                let into = movedIn.keys.filter { $0.section == section }.count
                let outOf = batch.movedRows.keys.filter { $0.section == old }.count
                return .failure(PlanError(message: "Invalid update: invalid number of rows in section \(section). The number of rows contained in an existing section after the update (\(count)) must be equal to the number of rows contained in that section before the update (\(oldCounts[old])), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that section (\(into) moved in, \(outOf) moved out)."))
            }
            for (slot, path) in zip(open, kept) {
                origins[slot] = .old(path)
                if let animation = batch.reloadedRows[path] { plan.reloaded[IndexPath(row: slot, section: section)] = animation }
            }
            plan.origins.append(origins.map { $0! })
        }
        return .success(plan)
    }

    /// The first index path or section of the batch outside the table before (deletions, reloads, move sources) or
    /// after it (insertions, move destinations), in UIKit's words.
    static func rangeProblem(_ batch: TableUpdateBatch, oldCounts: [Int], newCounts: [Int]) -> String? {
        for section in Set(batch.deletedSections.keys).union(batch.reloadedSections.keys).union(batch.movedSections.keys).sorted()
        where !oldCounts.indices.contains(section) {
            return "attempt to delete, reload or move section \(section), but there are only \(oldCounts.count) sections before the update"
        }
        for section in Set(batch.insertedSections.keys).union(batch.movedSections.values).sorted() where !newCounts.indices.contains(section) {
            return "attempt to insert or move to section \(section), but there are only \(newCounts.count) sections after the update"
        }
        for path in Set(batch.deletedRows.keys).union(batch.reloadedRows.keys).union(batch.movedRows.keys).sorted()
        where !(oldCounts.indices.contains(path.section) && (0..<oldCounts[path.section]).contains(path.row)) {
            let rows = oldCounts.indices.contains(path.section) ? oldCounts[path.section] : 0
            return "attempt to delete, reload or move row \(path.row) from section \(path.section), which only contains \(rows) rows before the update"
        }
        for path in Set(batch.insertedRows.keys).union(batch.movedRows.values).sorted()
        where !(newCounts.indices.contains(path.section) && (0..<newCounts[path.section]).contains(path.row)) {
            let rows = newCounts.indices.contains(path.section) ? newCounts[path.section] : 0
            return "attempt to insert or move to row \(path.row) in section \(path.section), but there are only \(rows) rows in section \(path.section) after the update"
        }
        if Set(batch.insertedRows.keys).intersection(batch.movedRows.values).first != nil
            || Set(batch.movedRows.values).count != batch.movedRows.count {
            return "attempt to insert or move more than one row to the same index path"
        }
        if Set(batch.insertedSections.keys).intersection(batch.movedSections.values).first != nil
            || Set(batch.movedSections.values).count != batch.movedSections.count {
            return "attempt to insert or move more than one section to the same index"
        }
        return nil
    }

    /// Why a batch was refused.
    struct PlanError: Error, Equatable {
        let message: String
    }

    /// Where each row kept from before the batch is after it.
    var newPaths: [IndexPath: IndexPath] {
        var result: [IndexPath: IndexPath] = [:]
        for (section, origins) in self.origins.enumerated() {
            for (row, origin) in origins.enumerated() {
                if case .old(let path) = origin { result[path] = IndexPath(row: row, section: section) }
            }
        }
        return result
    }
}
