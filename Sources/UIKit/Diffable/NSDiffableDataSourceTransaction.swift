import Foundation

/// What a reordering changed in a diffable data source: the data before and after, and the difference between their
/// items, handed to `reorderingHandlers` so that the app's own model can follow the user's move.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The change from the initial items to the final ones, all sections in order (a move is a removal and an
    /// insertion associated with each other).
    public let difference: CollectionDifference<ItemIdentifierType>
    /// One transaction for each section whose items changed.
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    init(initial: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
         final: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
         sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]) {
        initialSnapshot = initial
        finalSnapshot = final
        difference = final.itemIdentifiers.difference(from: initial.itemIdentifiers).inferringMoves()
        self.sectionTransactions = sectionTransactions
    }
}

/// What a reordering changed in one section: its items before and after, and the difference between them.
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    public let sectionIdentifier: SectionIdentifierType
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The change from the section's initial items to its final ones (`items`, descendants included).
    public let difference: CollectionDifference<ItemIdentifierType>

    init(section: SectionIdentifierType, initial: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
         final: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        sectionIdentifier = section
        initialSnapshot = initial
        finalSnapshot = final
        difference = final.items.difference(from: initial.items).inferringMoves()
    }
}
