/// Which entries of an output folder belong to the output, so that replacing the folder never
/// deletes anything else: a folder is replaced only when it holds nothing but owned entries.
public struct FolderOwnership: Sendable {
    /// Whether the entry at `relativePath` (`charts/dv.png`) is part of the output; `isFolder` says
    /// whether it is a folder. Symbolic links and other special files are never owned.
    public var owns: @Sendable (_ relativePath: String, _ isFolder: Bool) -> Bool
    /// The problem to report when the output folder holds `relativePath`, which it does not own.
    public var foreignEntryProblem: @Sendable (_ relativePath: String) -> String
    /// The problem to report when the output exists and is not a folder.
    public var notAFolderProblem: String

    public init(
        owns: @escaping @Sendable (String, Bool) -> Bool,
        foreignEntryProblem: @escaping @Sendable (String) -> String,
        notAFolderProblem: String
    ) {
        self.owns = owns
        self.foreignEntryProblem = foreignEntryProblem
        self.notAFolderProblem = notAFolderProblem
    }

    /// Owns everything: for the folders NutriStats creates itself.
    static let everything = FolderOwnership(owns: { _, _ in true }, foreignEntryProblem: { $0 }, notAFolderProblem: "")
}
